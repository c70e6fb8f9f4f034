import { useTranslation } from 'react-i18next';
import type { DestinyReport } from '@starlit/contracts';
import { LockedCard } from '../../components/Paid/LockedCard';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { ReportSections } from '../../components/ReportSections/ReportSections';
import { NavButton } from '../../components/NavButton';

/**
 * The natal report under the chart: the free overview, then either the way to unlock the
 * rest (the price on the button, a sample to look at first) or every section.
 */
export function NatalReport({
  report,
  unlocking,
  onUnlock,
}: {
  report: DestinyReport | null;
  unlocking: boolean;
  onUnlock(): void;
}) {
  const { t } = useTranslation('reports');
  return (
    <section aria-labelledby="sl-natal-report" className="sl-natal-report">
      <h2 id="sl-natal-report" className="sl-section-title">
        {t('natal.reportTitle')}
      </h2>
      {report ? <ReportSections sections={report.sections} /> : <TextSkeleton lines={6} />}
      {report && !report.unlocked ? (
        <LockedCard
          className="sl-report-lock"
          title={t('natal.lockedTitle')}
          body={t('natal.lockedBody')}
          unlockLabel={
            report.price > 0 ? t('natal.unlockPrice', { price: report.price }) : t('natal.unlock')
          }
          unlocking={unlocking}
          onUnlock={onUnlock}
        >
          <NavButton block fill="none" color="primary" to="/foldTogetherExample">
            {t('natal.seeSample')}
          </NavButton>
        </LockedCard>
      ) : null}
      {report?.unlocked ? (
        <NavButton
          block
          shape="rounded"
          className="sl-report-reader-link"
          to="/interpretationReport"
        >
          {t('natal.openReader')}
        </NavButton>
      ) : null}
    </section>
  );
}
