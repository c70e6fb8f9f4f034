import { SignedInPage } from '../../components/SignedInPage';
import { DeepReport } from '../../features/relations/DeepReport';

/** /deepInterpretationHpReport (route name DeepInterpretationHpReport): a kept deep report. */
export default function DeepInterpretationHpReportScreen() {
  return (
    <SignedInPage title="relations:screens.deepReport" fallback="/stellarTies" signIn="astrology">
      <DeepReport />
    </SignedInPage>
  );
}
