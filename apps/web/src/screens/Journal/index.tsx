import { SignedInPage } from '../../components/SignedInPage';
import { JournalHome } from '../../features/journal/JournalHome';

/** /journal (route name Journal): the member's reading journal. */
export default function JournalScreen() {
  return (
    <SignedInPage title="journal:title" fallback="/user" signIn="journal">
      <JournalHome />
    </SignedInPage>
  );
}
