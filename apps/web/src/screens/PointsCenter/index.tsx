import { SignedInPage } from '../../components/SignedInPage';
import { VipBanner } from '../../components/VipBanner/VipBanner';
import { PointsCenter } from '../../features/points/PointsCenter';

/** /pointsCenter: balance, daily check-in, earning tasks and points-for-VIP swaps. */
export default function PointsCenterScreen() {
  return (
    <SignedInPage title="points:titles.center" fallback="/user" signIn="points">
      <PointsCenter vipBanner={<VipBanner pageMode />} />
    </SignedInPage>
  );
}
