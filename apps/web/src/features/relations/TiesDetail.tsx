import { useTranslation } from 'react-i18next';
import type { StellarTies } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { relationsApi } from '../../api/relations';
import { useApiQuery } from '../../api/query';
import { TextSkeleton } from '../../components/Skeletons/Skeletons';
import { MansionBadge, RelationMark, TiesRow } from './MansionRing';
import { RELATION_COLORS } from './meta';
import type { Pair } from './usePair';
import { LoadFailed } from '../../components/Paid/LoadFailed';

type Side = StellarTies['a'];
type View = StellarTies['aToB'];

/** A lunar date in words: "1992, month 4, day 12" / "农历1992年4月12日". */
function useLunar() {
  const { t } = useTranslation('relations');
  return ({ year, month, day, leap }: Side['lunar']) =>
    t(leap ? 'detail.lunarLeap' : 'detail.lunar', { year, month, day });
}

/** One person: the mansion, the lunar birthday, and the mansion's character. */
function Person({ side }: { side: Side }) {
  const { t } = useTranslation('relations');
  const lunar = useLunar();
  return (
    <section className="sl-card sl-rel-person" aria-label={side.nickname}>
      <div className="sl-rel-person-head">
        <MansionBadge mansion={side.mansion} />
        <div>
          <h3>{side.nickname}</h3>
          <p className="sl-weak">{t('detail.lunarBirthday', { date: lunar(side.lunar) })}</p>
          <p className="sl-rel-person-mansion">
            {t('detail.mansionOf', { mansion: side.mansion.name })}
          </p>
        </div>
      </div>
      <h4>{t('detail.character')}</h4>
      <p className="sl-rel-text">{side.character}</p>
    </section>
  );
}

/** How one side meets the other: the relation's character, its distance, what it means. */
function ViewCard({ from, to, view }: { from: string; to: string; view: View }) {
  const { t } = useTranslation('relations');
  return (
    <section
      className="sl-card sl-rel-view"
      style={{ borderColor: RELATION_COLORS[view.relation] }}
      data-relation={view.relation}
    >
      <div className="sl-rel-view-head">
        <RelationMark relation={view.relation} />
        <div>
          <h3>{t('detail.viewTitle', { from, to })}</h3>
          <p className="sl-rel-view-line">
            {t('detail.viewLine', { from, to, relation: t(`relation.${view.relation}.name`) })}
          </p>
        </div>
      </div>
      <p className="sl-rel-badges">
        {view.distance ? (
          <span className={`sl-rel-badge is-${view.distance}`}>
            {t(`distance.${view.distance}`)}
          </span>
        ) : (
          <span className="sl-rel-badge is-fate">{t('distance.fate')}</span>
        )}
        <span className="sl-rel-badge">{t('detail.steps', { count: view.k })}</span>
      </p>
      <p className="sl-rel-text">{view.text}</p>
    </section>
  );
}

/** /stellarTiesDetail, tab 1: the stellar ties of the chosen pair, both ways. */
export function TiesDetail({ pair }: { pair: Pair }) {
  const { t } = useTranslation('relations');
  const { a, b } = pair;
  const { data, result, loading, reload } = useApiQuery(
    endpoints.relations.ties,
    [a?.id, b?.id],
    () => relationsApi.ties(a?.id ?? 0, b?.id ?? 0),
    { enabled: Boolean(pair.complete && a && b) },
  );
  const ties = data && data.a.archiveId === a?.id && data.b.archiveId === b?.id ? data : null;
  if (!ties && !loading && result)
    return <LoadFailed title={t('loadFailed')} result={result} onRetry={reload} />;
  if (!ties) return <TextSkeleton lines={8} />;
  const names = { a: ties.a.nickname, b: ties.b.nickname };
  return (
    <div className="sl-rel-detail">
      <section className="sl-card sl-rel-verdict">
        <TiesRow ties={ties} />
        <h2 className="sl-rel-verdict-title">{ties.title}</h2>
        <p className="sl-rel-text">{ties.summary}</p>
      </section>
      <h2 className="sl-section-title">{t('detail.views')}</h2>
      <ViewCard from={names.a} to={names.b} view={ties.aToB} />
      <ViewCard from={names.b} to={names.a} view={ties.bToA} />
      <h2 className="sl-section-title">{t('detail.people')}</h2>
      <Person side={ties.a} />
      <Person side={ties.b} />
      <section className="sl-card sl-rel-advice">
        <h3>{t('detail.advice')}</h3>
        <p className="sl-rel-text">{ties.advice}</p>
      </section>
    </div>
  );
}
