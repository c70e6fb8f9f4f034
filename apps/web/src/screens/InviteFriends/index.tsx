import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { InviteFriendsView } from '../../features/invite/InviteFriendsView';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';
import { useSessionStore } from '../../state/session';

/** /inviteFriends: my invite code and link, the rewards, and the friends who joined. */
export default function InviteFriendsScreen() {
  const { t } = useTranslation('invite');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('titles.friends')} fallback="/user" />
      <div className="sl-page">
        {loginStatus ? (
          <InviteInfoGate>{(info) => <InviteFriendsView info={info} />}</InviteInfoGate>
        ) : (
          <SignInRequired
            title={t('signIn.title')}
            description={t('signIn.body')}
            action={t('signIn.action')}
          />
        )}
      </div>
    </>
  );
}
