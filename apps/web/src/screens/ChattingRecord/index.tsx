import { SignedInPage } from '../../components/SignedInPage';
import { RecordList } from '../../features/companions/RecordList';

/** /chattingRecord: the user's conversations with the companions. */
export default function ChattingRecordScreen() {
  return (
    <SignedInPage title="chat:records.title" fallback="/chatIndex" signIn="chat">
      <RecordList />
    </SignedInPage>
  );
}
