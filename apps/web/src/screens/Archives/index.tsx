import { SignedInPage } from '../../components/SignedInPage';
import { ProfileList } from '../../features/profiles/ProfileList';

/** /archives: the user's profiles (own first), the current one, manage and add. */
export default function ArchivesScreen() {
  return (
    <SignedInPage title="archives:titles.list" fallback="/" signIn="archives">
      <ProfileList />
    </SignedInPage>
  );
}
