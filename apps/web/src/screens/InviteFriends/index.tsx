import { SignedInPage } from '../../components/SignedInPage';
import { InviteFriendsView } from '../../features/invite/InviteFriendsView';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';

/** /inviteFriends: my invite code and link, the rewards, and the friends who joined. */
export default function InviteFriendsScreen() {
  return (
    <SignedInPage title="invite:titles.friends" fallback="/user" signIn="invite">
      <InviteInfoGate>{(info) => <InviteFriendsView info={info} />}</InviteInfoGate>
    </SignedInPage>
  );
}
