import { SignedInPage } from '../../components/SignedInPage';
import { PointsLedger } from '../../features/points/PointsLedger';

/** /pointsDetails: every change of the points balance, newest first. */
export default function PointsDetailsScreen() {
  return (
    <SignedInPage title="points:titles.details" fallback="/pointsCenter" signIn="points">
      <PointsLedger />
    </SignedInPage>
  );
}
