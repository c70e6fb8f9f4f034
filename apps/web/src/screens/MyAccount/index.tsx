import { useTranslation } from 'react-i18next';
import { SignedInPage } from '../../components/SignedInPage';
import { MyAccountView } from '../../features/points/MyAccountView';
import { AccountGate } from '../../features/points/PointsCenter';

/** /myAccount: points balance, membership, today's free and VIP usage. */
export default function MyAccountScreen() {
  const { t } = useTranslation('points');
  return (
    <SignedInPage
      title={t('titles.account')}
      fallback="/user"
      signIn={{
        title: t('signIn.title'),
        description: t('signIn.body'),
        action: t('signIn.action'),
      }}
    >
      <AccountGate>{(account) => <MyAccountView account={account} />}</AccountGate>
    </SignedInPage>
  );
}
