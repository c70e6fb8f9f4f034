import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { astrologyApi } from '../../api/astrology';
import { useApiQuery } from '../../api/query';
import { CreateProfilePrompt, ProfileChip } from '../../components/ProfileChip/ProfileChip';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { errorText } from '../../i18n/errors';
import { formatDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { ChartSection } from './ChartSection';
import { ReportReader, ReportSections } from '../../components/ReportSections/ReportSections';
import { useDestiny } from './useDestiny';
import { useHoroscopeReport } from './useHoroscopeReport';
import './reports.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/** /interpretationReport: the current profile's natal report, a section at a time. */
export function InterpretationReport() {
  const { t } = useTranslation('reports');
  const { profile, ready, report } = useDestiny();
  if (ready && !profile) return <CreateProfilePrompt />;
  return (
    <div className="sl-report">
      <div className="sl-report-top">
        <ProfileChip />
      </div>
      {report ? <ReportReader sections={report.sections} idBase="sl-destiny" /> : null}
      {!report ? <TextSkeleton lines={8} /> : null}
      {report && !report.unlocked ? (
        <div className="sl-card sl-report-lock">
          <p>{t('reader.lockedBody')}</p>
          <NavButton block color="primary" shape="rounded" to="/natalChartReport">
            {t('reader.toUnlock')}
          </NavButton>
        </div>
      ) : null}
    </div>
  );
}

/** /horoscopeReport: today's in-depth report, asked for (and charged) once a day. */
export function HoroscopeReportView() {
  const { t } = useTranslation('reports');
  const lang = useAppStore((s) => s.lang);
  const { profile, ready, known, report, result, busy, open } = useHoroscopeReport();
  if (ready && !profile) return <CreateProfilePrompt />;
  const failed = known && !report && result && !busy;
  return (
    <div className="sl-report">
      <div className="sl-report-top">
        <ProfileChip />
      </div>
      {report ? (
        <>
          <p className="sl-report-date">
            {t('horoscope.date', { date: formatDate(report.date, lang, 'long') })}
          </p>
          <ReportReader sections={report.sections} idBase="sl-horoscope" />
        </>
      ) : null}
      {known && !report && !failed ? <TextSkeleton lines={8} /> : null}
      {!known || failed ? (
        <div className="sl-card sl-report-lock sl-horoscope-intro">
          <h3>{t('horoscope.introTitle')}</h3>
          <p>{t('horoscope.introBody')}</p>
          {failed ? <p className="sl-chart-note">{errorText(result)}</p> : null}
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={busy}
            disabled={!profile}
            onClick={() => void open()}
          >
            {t('horoscope.action')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** /foldTogetherExample: the free sample of a natal report: its chart and every section. */
export function SampleReportView() {
  const { t } = useTranslation('reports');
  const { data, result, loading, reload } = useApiQuery(endpoints.astrology.sample, null, () =>
    astrologyApi.sample(),
  );
  if (!data && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!data) return <TextSkeleton lines={8} />;
  return (
    <div className="sl-report">
      <p className="sl-report-intro">{t('sample.intro', { name: data.nickname })}</p>
      <ChartSection chart={data.chart} name={data.nickname} />
      <h2 className="sl-section-title">{t('sample.reportTitle')}</h2>
      <ReportSections sections={data.sections} />
    </div>
  );
}
