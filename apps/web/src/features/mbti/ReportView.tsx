import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MbtiReport } from '@starlit/contracts';
import { useAccount } from '../../api/pointsAccount';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { LockedCard } from '../../components/Paid/LockedCard';
import { ReadingText } from '../../components/ReadingText/ReadingText';
import { ReportReader, ReportSections } from '../../components/ReportSections/ReportSections';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { typePath } from './model';
import { DimensionBars, ResultHead } from './ResultParts';
import { ShareButton } from './ShareButton';
import { useTakenLine } from './useMbti';
import { useReport } from './useReport';
import { NavButton } from '../../components/NavButton';

/** The locked part: what the full report holds, its price (free for VIP) and the balance. */
function LockCard({
  report,
  unlocking,
  onUnlock,
}: {
  report: MbtiReport;
  unlocking: boolean;
  onUnlock(): void;
}) {
  const { t } = useTranslation('mbti');
  const balance = useAccount()?.pointAccount.balance;
  return (
    <LockedCard
      className="sl-mbti-lock"
      title={t('result.lockedTitle')}
      body={t('result.lockedBody')}
      unlockLabel={
        report.price > 0 ? t('result.unlockPrice', { price: report.price }) : t('result.unlock')
      }
      unlocking={unlocking}
      onUnlock={onUnlock}
    >
      <p className="sl-mbti-lock-foot">
        {t('result.vipFree')}
        {balance === undefined ? null : ` · ${t('result.balance', { count: balance })}`}
      </p>
    </LockedCard>
  );
}

/**
 * /mbtiReport?id=<result id>: the result (type, nickname, tagline, group, the four bars), the
 * free summary, the report (the overview while locked, then Unlock; every section once
 * unlocked), Share, and the ways to the type's page and to a new test.
 */
export function ReportView({ id }: { id: string | null }) {
  const { t } = useTranslation('mbti');
  const navigate = useNavigate();
  const taken = useTakenLine();
  const { report, result, loading, reload, gone, unlock, unlocking } = useReport(id);
  const toHome = (
    <NavButton shape="rounded" color="primary" to="/mbtiHome">
      {t('result.toHome')}
    </NavButton>
  );

  if (!id)
    return (
      <EmptyState title={t('result.noIdTitle')} description={t('result.noIdBody')}>
        {toHome}
      </EmptyState>
    );
  if (gone)
    return (
      <EmptyState title={t('result.goneTitle')} description={t('result.goneBody')}>
        {toHome}
      </EmptyState>
    );
  if (!report && !loading && result)
    return <LoadFailed title={t('result.loadFailed')} result={result} onRetry={reload} />;
  if (!report) return <TextSkeleton lines={8} />;

  const r = report.result;
  return (
    <div className="sl-mbti-report">
      <ResultHead
        type={r.type}
        nickname={r.nickname}
        tagline={r.tagline}
        group={r.group}
        line={taken('result.taken', r.level, r.createdAt)}
      />
      <div className="sl-mbti-actions">
        <ShareButton result={r} />
        <Button shape="rounded" onClick={() => void navigate(typePath(r.type))}>
          {t('result.typeLink', { type: r.type })}
        </Button>
      </div>
      <DimensionBars bars={r.dimensions} />

      <section aria-labelledby="sl-mbti-summary-title">
        <h2 id="sl-mbti-summary-title" className="sl-section-title">
          {t('result.summaryTitle')}
        </h2>
        <div className="sl-card sl-mbti-summary">
          <ReadingText text={report.summary} streaming={false} className="sl-report-text" />
        </div>
      </section>

      <section aria-labelledby="sl-mbti-report-title">
        <h2 id="sl-mbti-report-title" className="sl-section-title">
          {t('result.reportTitle')}
        </h2>
        {report.unlocked ? (
          <ReportReader sections={report.sections} idBase="sl-mbti-report" />
        ) : (
          <>
            <ReportSections sections={report.sections} />
            <LockCard report={report} unlocking={unlocking} onUnlock={() => void unlock()} />
          </>
        )}
      </section>

      <NavButton block fill="none" className="sl-mbti-again" to="/mbtiHome">
        {t('result.again')}
      </NavButton>
    </div>
  );
}
