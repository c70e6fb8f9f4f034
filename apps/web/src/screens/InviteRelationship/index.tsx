import { SignedInPage } from '../../components/SignedInPage';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';
import { InviteTree } from '../../features/invite/InviteTree';

/** /inviteRelationship: who invited me, and whom I invited. */
export default function InviteRelationshipScreen() {
  return (
    <SignedInPage title="invite:titles.relationship" fallback="/inviteFriends" signIn="invite">
      <InviteInfoGate>{(info) => <InviteTree info={info} />}</InviteInfoGate>
    </SignedInPage>
  );
}
