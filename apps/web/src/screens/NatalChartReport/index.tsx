import { SignedInPage } from '../../components/SignedInPage';
import { NatalChartReport } from '../../features/reports/NatalChartReport';

/** /natalChartReport (route name NatalChartReport): the current profile's natal chart and report. */
export default function NatalChartReportScreen() {
  return (
    <SignedInPage title="reports:screens.natalChartReport" fallback="/" signIn="astrology">
      <NatalChartReport />
    </SignedInPage>
  );
}
