import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { InviteFriendsView } from '../../features/invite/InviteFriendsView';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';

/** /inviteFriends: my invite code and link, the rewards, and the friends who joined. */
export default function InviteFriendsScreen() {
  const { t } = useTranslation('invite');
  return (
    <SignedInPage
      title={t('titles.friends')}
      fallback="/user"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <InviteInfoGate>{(info) => <InviteFriendsView info={info} />}</InviteInfoGate>
    </SignedInPage>
  );
}
