import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { ChartWheel } from '../../components/ChartWheel/ChartWheel';
import { SegmentTabs } from '../../components/Form/SegmentTabs';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { useAppStore } from '../../state/app';
import type { Pair } from './usePair';

type Kind = 'composite' | 'davison';

/** The Davison's moment and place in the reader's language (UTC, degrees). */
function momentText(m: { utc: string; lat: number; lon: number }, lang: string) {
  const when = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(m.utc));
  const deg = (x: number, pos: string, neg: string) =>
    `${Math.abs(x).toFixed(1)}°${x >= 0 ? pos : neg}`;
  return { when, where: `${deg(m.lat, 'N', 'S')} ${deg(m.lon, 'E', 'W')}` };
}

/**
 * The pair's relationship charts on the synastry screen: the composite (midpoints) and the
 * Davison (the sky halfway in time and place), one at a time, each wheel with its short
 * reading; the full reading of both is in the deep report.
 */
export function RelationshipCharts({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const lang = useAppStore((s) => s.lang);
  const [kind, setKind] = useState<Kind>('composite');
  const { a, b } = pair;
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.relationshipCharts,
    [a?.id, b?.id],
    () => relationsApi.relationshipCharts(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  const charts =
    data && data.people[0].archiveId === a?.id && data.people[1].archiveId === b?.id ? data : null;
  if (!charts && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!charts) return <TextSkeleton lines={6} />;
  const shown = charts[kind];
  const names = { a: charts.people[0].nickname, b: charts.people[1].nickname };
  const moment = momentText(charts.davison.moment, lang);
  return (
    <section
      aria-labelledby="sl-rel-charts"
      className="sl-rel-charts"
      data-testid="relationship-charts"
    >
      <h2 id="sl-rel-charts" className="sl-section-title">
        {t('charts.title')}
      </h2>
      <SegmentTabs
        value={kind}
        onChange={setKind}
        label={t('charts.title')}
        options={[
          { value: 'composite', label: charts.composite.title },
          { value: 'davison', label: charts.davison.title },
        ]}
      />
      <div className="sl-card sl-rel-wheel">
        <ChartWheel chart={shown.chart} label={t(`charts.wheel.${kind}`, names)} />
        <p className="sl-weak sl-rel-charts-note">
          {kind === 'composite' ? t('charts.compositeNote') : t('charts.davisonNote', moment)}
        </p>
      </div>
      <div className="sl-card sl-rel-charts-reading" data-testid={`relationship-${kind}`}>
        {shown.brief.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="sl-weak sl-rel-charts-more">
          {t('charts.more', { price: charts.depthPrice })}
        </p>
      </div>
    </section>
  );
}
