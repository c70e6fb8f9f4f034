import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';
import { InviteTree } from '../../features/invite/InviteTree';
import { useSessionStore } from '../../state/session';

/** /inviteRelationship: who invited me, and whom I invited. */
export default function InviteRelationshipScreen() {
  const { t } = useTranslation('invite');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('titles.relationship')} fallback="/inviteFriends" />
      <div className="sl-page">
        {loginStatus ? (
          <InviteInfoGate>{(info) => <InviteTree info={info} />}</InviteInfoGate>
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
