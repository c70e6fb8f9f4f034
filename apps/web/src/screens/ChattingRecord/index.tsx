import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { RecordList } from '../../features/companions/RecordList';

/** /chattingRecord: the user's conversations with the companions. */
export default function ChattingRecordScreen() {
  const { t } = useTranslation('chat');
  return (
    <SignedInPage
      title={t('records.title')}
      fallback="/chatIndex"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <RecordList />
    </SignedInPage>
  );
}
