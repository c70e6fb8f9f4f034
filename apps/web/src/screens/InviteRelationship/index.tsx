import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { InviteInfoGate } from '../../features/invite/InviteInfoGate';
import { InviteTree } from '../../features/invite/InviteTree';

/** /inviteRelationship: who invited me, and whom I invited. */
export default function InviteRelationshipScreen() {
  const { t } = useTranslation('invite');
  return (
    <SignedInPage
      title={t('titles.relationship')}
      fallback="/inviteFriends"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <InviteInfoGate>{(info) => <InviteTree info={info} />}</InviteInfoGate>
    </SignedInPage>
  );
}
