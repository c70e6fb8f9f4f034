import { SignedInPage } from '../../components/SignedInPage';
import { RemindersView } from '../../features/reminders/RemindersView';

/** /reminders: push reminders on this device, what to be reminded of and when. */
export default function RemindersScreen() {
  return (
    <SignedInPage title="reminders:title" fallback="/setting" signIn="reminders">
      <RemindersView />
    </SignedInPage>
  );
}
