import { useTranslation } from 'react-i18next';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { useCurrentProfile } from '../../api/currentProfile';
import { MansionRing, RelationLegend, TiesRow } from './MansionRing';
import type { Pair } from './usePair';
import { LoadFailed } from '../../components/Paid/LoadFailed';
import { NavButton } from '../../components/NavButton';

/** The pair's two mansions side by side, how each sees the other, and the way to the detail. */
function PairTies({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const { a, b } = pair;
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.ties,
    [a?.id, b?.id],
    () => relationsApi.ties(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  const ties = data && data.a.archiveId === a?.id && data.b.archiveId === b?.id ? data : null;
  if (!pair.complete || !a || !b) return null;
  if (!ties && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!ties) return <TextSkeleton lines={4} />;
  return (
    <section className="sl-card sl-rel-ties" aria-label={t('ties.pairLabel')}>
      <TiesRow ties={ties} />
      <p className="sl-rel-ties-title">{ties.title}</p>
      <NavButton block color="primary" shape="rounded" to="/stellarTiesDetail">
        {t('ties.open')}
      </NavButton>
    </section>
  );
}

/** The current profile's own mansion, its character, and the ring of the 27 around it. */
function MyMansion() {
  const { t } = useTranslation('relations');
  const { profile } = useCurrentProfile();
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.mansionChart,
    profile?.id,
    () => relationsApi.mansionChart(profile?.id),
    { enabled: profile !== null },
  );
  const chart = data && data.self.archiveId === profile?.id ? data : null;
  if (!profile) return null;
  return (
    <section className="sl-rel-mine" aria-labelledby="sl-rel-mine-title">
      <h2 id="sl-rel-mine-title" className="sl-section-title">
        {t('mine.title')}
      </h2>
      {chart ? (
        <div className="sl-card sl-rel-mine-card">
          <MansionRing chart={chart} label={t('mine.ringLabel', { name: chart.self.nickname })} />
          <RelationLegend />
          <h3 className="sl-rel-mine-name">
            {t('mine.of', { name: chart.self.nickname, mansion: chart.self.mansion.name })}
          </h3>
          <p className="sl-rel-text">{chart.self.character}</p>
        </div>
      ) : null}
      {!chart && !loading && result ? (
        <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />
      ) : null}
      {!chart && (loading || !result) ? <TextSkeleton lines={5} /> : null}
    </section>
  );
}

/** Tab 1 of /stellarTies: the pair's stellar ties, then one's own mansion. */
export function TiesTab({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  return (
    <div className="sl-rel-tab">
      <p className="sl-rel-intro">{t('ties.intro')}</p>
      <PairTies pair={pair} />
      <MyMansion />
    </div>
  );
}
