import { SignedInPage } from '../../components/SignedInPage';
import { InterpretationReport } from '../../features/reports/Readers';

/** /interpretationReport (route name InterpretationReport): the natal report, a section at a time. */
export default function InterpretationReportScreen() {
  return (
    <SignedInPage title="reports:screens.interpretationReport" fallback="/" signIn="astrology">
      <InterpretationReport />
    </SignedInPage>
  );
}
