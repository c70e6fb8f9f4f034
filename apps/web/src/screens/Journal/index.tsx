import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { JournalHome } from '../../features/journal/JournalHome';

/** /journal (route name Journal): the member's reading journal. */
export default function JournalScreen() {
  const { t } = useTranslation(['journal', 'common']);
  return (
    <SignedInPage
      title={t('title')}
      fallback="/user"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('common:actions.signIn'),
      }}
    >
      <JournalHome />
    </SignedInPage>
  );
}
