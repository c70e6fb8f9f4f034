import { useTranslation } from 'react-i18next';
import type { ChartData, SynastryReport } from '@starlit/contracts';
import { ChartWheel, type WheelContact } from '../../components/ChartWheel/ChartWheel';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { LockedCard } from '../../components/Paid/LockedCard';
import { ReportSections } from '../../components/ReportSections/ReportSections';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { RelationshipCharts } from './RelationshipCharts';
import { SynastryAspects, SynastryOverlays, SynastryScores } from './SynastryTables';
import type { Pair } from './usePair';
import { useSynastry } from './useSynastry';

/** A chart point's longitude: a planet's, or the Ascendant. */
function lonOf(chart: ChartData, point: string): number | undefined {
  if (point === 'asc') return chart.ascendant;
  return chart.planets.find((p) => p.id === point)?.lon;
}

/** The contacts as chords from A's point to B's, for the bi-wheel. */
export function contactsOf(report: SynastryReport): WheelContact[] {
  const [a, b] = report.people;
  return report.aspects.flatMap((aspect) => {
    const from = lonOf(a.chart, aspect.a);
    const to = lonOf(b.chart, aspect.b);
    if (from === undefined || to === undefined) return [];
    const key = `${aspect.a}-${aspect.kind}-${aspect.b}`;
    return [{ key, from, to, kind: aspect.kind, orb: aspect.orb }];
  });
}

/** A's chart inside, B's planets on the band around it, the contacts between them. */
function BiWheel({ report }: { report: SynastryReport }) {
  const { t } = useTranslation('relations');
  const [a, b] = report.people;
  return (
    <section className="sl-card sl-rel-wheel">
      <ChartWheel
        chart={a.chart}
        outer={{ planets: b.chart.planets }}
        contacts={contactsOf(report)}
        label={t('synastry.wheelLabel', { a: a.nickname, b: b.nickname })}
      />
      <ul className="sl-rel-wheel-legend">
        <li className="is-inner">{t('synastry.inner', { name: a.nickname })}</li>
        <li className="is-outer">{t('synastry.outer', { name: b.nickname })}</li>
      </ul>
      {report.people
        .filter((p) => p.timeUnknown)
        .map((p) => (
          <p key={p.archiveId} className="sl-rel-note" role="note">
            {t('synastry.timeUnknown', { name: p.nickname })}
          </p>
        ))}
    </section>
  );
}

/** The report: the overview free, then the unlock with its price, or every section. */
function SynastrySections({
  report,
  unlocking,
  onUnlock,
}: {
  report: SynastryReport;
  unlocking: boolean;
  onUnlock(): void;
}) {
  const { t } = useTranslation('relations');
  return (
    <section aria-labelledby="sl-rel-syn-report">
      <h2 id="sl-rel-syn-report" className="sl-section-title">
        {t('synastry.reportTitle')}
      </h2>
      <ReportSections sections={report.sections} />
      {report.unlocked ? null : (
        <LockedCard
          className="sl-rel-lock"
          title={t('synastry.lockedTitle')}
          body={t('synastry.lockedBody')}
          unlockLabel={
            report.price > 0
              ? t('synastry.unlockPrice', { price: report.price })
              : t('synastry.unlock')
          }
          unlocking={unlocking}
          onUnlock={onUnlock}
        />
      )}
    </section>
  );
}

/** /stellarTiesDetail, tab 2: the synastry of the chosen two profiles. */
export function SynastryDetail({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const { report, result, loading, reload, unlock, unlocking } = useSynastry(pair);
  if (!report && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!report) return <TextSkeleton lines={8} />;
  return (
    <div className="sl-rel-detail">
      <BiWheel report={report} />
      <SynastryScores report={report} />
      <RelationshipCharts pair={pair} />
      <h2 className="sl-section-title">{t('aspects.title')}</h2>
      <div className="sl-card sl-rel-table-card">
        <SynastryAspects report={report} />
      </div>
      <h2 className="sl-section-title">{t('overlays.title')}</h2>
      <SynastryOverlays report={report} />
      <SynastrySections report={report} unlocking={unlocking} onUnlock={() => void unlock()} />
    </div>
  );
}
