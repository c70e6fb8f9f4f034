import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/Header/BackHeader';
import { SignInRequired } from '../../components/SignInRequired';
import { MyAccountView } from '../../features/points/MyAccountView';
import { AccountGate } from '../../features/points/PointsCenter';
import { useSessionStore } from '../../state/session';

/** /myAccount: points balance, membership, today's free and VIP usage. */
export default function MyAccountScreen() {
  const { t } = useTranslation('points');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  return (
    <>
      <BackHeader title={t('titles.account')} fallback="/user" />
      <div className="sl-page">
        {loginStatus ? (
          <AccountGate>{(account) => <MyAccountView account={account} />}</AccountGate>
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
