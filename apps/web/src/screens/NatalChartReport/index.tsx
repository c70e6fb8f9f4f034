import { SignedInPage } from '../../components/SignedInPage';
import { SolarReturnLink } from '../../features/cycles/CyclesEntry';
import { ProgressedMoon } from '../../features/cycles/ProgressedMoon';
import { NatalChartReport } from '../../features/reports/NatalChartReport';
import { TransitsLink } from '../../features/transits/TransitsEntry';

/**
 * /natalChartReport (route name NatalChartReport): the current profile's natal chart and
 * report, its progressed Moon, then the ways on to its transits calendar and solar return.
 */
export default function NatalChartReportScreen() {
  return (
    <SignedInPage title="reports:screens.natalChartReport" fallback="/" signIn="astrology">
      <NatalChartReport />
      <ProgressedMoon />
      <TransitsLink />
      <SolarReturnLink />
    </SignedInPage>
  );
}
