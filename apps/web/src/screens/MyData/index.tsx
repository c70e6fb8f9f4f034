import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { MyDataView } from '../../features/myData/MyDataView';

/** /myData: "Download my data": prepare a zip of everything kept about the member, then save it. */
export default function MyDataScreen() {
  const { t } = useTranslation(['myData', 'common']);
  return (
    <SignedInPage
      title={t('title')}
      fallback="/setting"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <MyDataView />
    </SignedInPage>
  );
}
