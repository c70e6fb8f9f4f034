import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepthReport } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { endpoints } from '@starlit/contracts/endpoints';
import { ApiError } from '../../api/http';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { SIGN_GLYPHS } from '../../components/ChartWheel/symbols';
import { EmptyState } from '../../components/EmptyState';
import { ReportReader } from '../../components/ReportSections/ReportSections';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { toastError } from '../../i18n/errors';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { useRelationsPairStore } from '../../state/relationsPair';
import './relations.css';
import './detail.css';
import './history.css';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { signKey } from '../../i18n/keys';

/** The report id from the address (?id=12), else the one opened last. */
function useReportId(): number | null {
  const [params] = useSearchParams();
  const stored = useRelationsPairStore((s) => s.reportId);
  const fromQuery = Number(params.get('id'));
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : stored;
}

/** The two people of a report, facing each other, with the overall score between them. */
function People({ report }: { report: DepthReport }) {
  const { t } = useTranslation(['relations', 'common']);
  const lang = useAppStore((s) => s.lang);
  const person = (p: DepthReport['people'][number]) => (
    <div className="sl-rel-deep-person">
      <span className="sl-rel-sign" aria-hidden="true">
        {SIGN_GLYPHS[p.sign]}
      </span>
      <strong>{p.nickname}</strong>
      <span className="sl-weak">{t(signKey(p.sign))}</span>
      <span className="sl-weak">{formatDate(p.birthDate, lang)}</span>
    </div>
  );
  return (
    <section className="sl-card sl-rel-deep-head" aria-label={t('deep.peopleLabel')}>
      {person(report.people[0])}
      <div className="sl-rel-overall">
        <span className="sl-rel-overall-value">{report.overall}</span>
        <span className="sl-rel-overall-label">{t('synastry.overall')}</span>
      </div>
      {person(report.people[1])}
    </section>
  );
}

/**
 * /deepInterpretationHpReport: a kept deep report (its id in the address, e.g.
 * #/deepInterpretationHpReport?id=12): the two people, the overall score and the report a
 * section at a time. A report that no longer exists (1501) shows why and goes back to the
 * history.
 */
export function DeepReport() {
  const { t } = useTranslation('relations');
  const navigate = useNavigate();
  const lang = useAppStore((s) => s.lang);
  const id = useReportId();
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.depthReport,
    { reportId: id },
    () => relationsApi.depthReport(id ?? 0),
    { enabled: Boolean(id) },
  );
  const report = data && data.reportId === id ? data : null;
  const gone =
    !report &&
    result &&
    !(result instanceof ApiError) &&
    result.code === ErrorCode.REPORT_UNAVAILABLE;

  const toHistory = () => {
    useAppStore.getState().setStellarTiesTab('3');
    void navigate('/stellarTies', { replace: true });
  };
  useEffect(() => {
    if (!gone || !result) return;
    toastError(result);
    useRelationsPairStore.getState().setReport(null);
    useAppStore.getState().setStellarTiesTab('3');
    void navigate('/stellarTies', { replace: true });
  }, [gone, result, navigate]);

  if (!id)
    return (
      <EmptyState title={t('deep.noReport')} description={t('deep.noReportBody')}>
        <Button shape="rounded" color="primary" onClick={toHistory}>
          {t('deep.toHistory')}
        </Button>
      </EmptyState>
    );
  if (!report && !loading && result && !gone)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!report) return <TextSkeleton lines={8} />;
  return (
    <div className="sl-rel sl-rel-deep">
      <People report={report} />
      {report.createdAt ? (
        <p className="sl-weak sl-rel-deep-date">
          {t('deep.createdAt', { date: formatDateTime(report.createdAt, lang) })}
        </p>
      ) : null}
      <ReportReader sections={report.sections} idBase="sl-deep" />
      <Button block shape="rounded" className="sl-rel-deep-back" onClick={toHistory}>
        {t('deep.toHistory')}
      </Button>
    </div>
  );
}
