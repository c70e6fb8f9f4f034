import { SignedInPage } from '../../components/SignedInPage';
import { NatalChartReport } from '../../features/reports/NatalChartReport';
import { TransitsLink } from '../../features/transits/TransitsEntry';

/**
 * /natalChartReport (route name NatalChartReport): the current profile's natal chart and
 * report, then the way on to its transits calendar.
 */
export default function NatalChartReportScreen() {
  return (
    <SignedInPage title="reports:screens.natalChartReport" fallback="/" signIn="astrology">
      <NatalChartReport />
      <TransitsLink />
    </SignedInPage>
  );
}
