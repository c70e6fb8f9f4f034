import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { CreateProfilePrompt, ProfileChip } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { useProfileData } from '../../api/currentProfile';
import { ChartSection } from './ChartSection';
import { NatalReport } from './NatalReport';
import { useDestiny } from './useDestiny';
import './reports.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';

/**
 * /natalChartReport: the current profile's chart (wheel, planets, houses, aspects) and its
 * natal report, free overview first and the rest once unlocked.
 */
export function NatalChartReport() {
  const { t } = useTranslation('reports');
  const astrolabe = useProfileData(endpoints.astrology.astrolabe, (id) =>
    astrologyApi.astrolabe(id),
  );
  const destiny = useDestiny();
  const { profile, ready, data, result, loading } = astrolabe;
  if (ready && !profile) return <CreateProfilePrompt />;
  const chart = data && profile && data.archiveId === profile.id ? data : null;
  const failed = !chart && !loading && result;
  return (
    <div className="sl-report">
      <div className="sl-report-top">
        <ProfileChip />
      </div>
      {chart ? (
        <ChartSection chart={chart.chart} name={chart.nickname} timeUnknown={chart.timeUnknown} />
      ) : null}
      {failed ? (
        <LoadFailed title={t('loadFailed')} result={result} onRetry={astrolabe.reload} />
      ) : null}
      {!chart && !failed ? <TextSkeleton lines={8} /> : null}
      {/* below the chart only once it is in place, so nothing visible moves when it arrives */}
      {profile && (chart || failed) ? (
        <NatalReport
          report={destiny.report}
          unlocking={destiny.unlocking}
          onUnlock={() => void destiny.unlock()}
        />
      ) : null}
    </div>
  );
}
