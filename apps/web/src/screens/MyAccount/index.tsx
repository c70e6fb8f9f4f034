import { SignedInPage } from '../../components/SignedInPage';
import { MyAccountView } from '../../features/points/MyAccountView';
import { AccountGate } from '../../features/points/PointsCenter';

/** /myAccount: points balance, membership, today's free and VIP usage. */
export default function MyAccountScreen() {
  return (
    <SignedInPage title="points:titles.account" fallback="/user" signIn="points">
      <AccountGate>{(account) => <MyAccountView account={account} />}</AccountGate>
    </SignedInPage>
  );
}
