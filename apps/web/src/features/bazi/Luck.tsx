import { useEffect, useRef } from 'react';
import type { BaziChartData } from '@starlit/contracts';
import { NavButton } from '../../components/NavButton';
import { BRANCHES, branchElement, STEMS, stemElement } from './names';
import type { BaziWords } from './words';

/**
 * The luck pillars on a horizontal timeline, the current one marked (in words too), with the
 * age they begin at in years and months and their direction.
 */
export function LuckTimeline({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  const list = useRef<HTMLOListElement>(null);
  const luck = data.luck;
  const current = luck?.current ?? null;
  useEffect(() => {
    // bring the current pillar into view within the timeline, never scrolling the page
    const ol = list.current;
    const item = current === null ? null : (ol?.children[current] as HTMLElement | undefined);
    if (ol && item) ol.scrollLeft = item.offsetLeft - (ol.clientWidth - item.clientWidth) / 2;
  }, [current]);
  if (!luck)
    return (
      <section className="sl-card sl-bz-luck" aria-labelledby="sl-bz-luck">
        <h2 id="sl-bz-luck">{t('luck.title')}</h2>
        <p>{t('luck.noSex')}</p>
        <NavButton shape="rounded" to="/archives">
          {t('luck.edit')}
        </NavButton>
      </section>
    );
  const direction = t(luck.forward ? 'luck.forward' : 'luck.backward');
  const { years, months } = luck.start;
  return (
    <section className="sl-card sl-bz-luck" aria-labelledby="sl-bz-luck">
      <h2 id="sl-bz-luck">{t('luck.title')}</h2>
      <p>
        {months > 0
          ? t('luck.start', { years, months, direction })
          : t('luck.startYears', { years, direction })}
      </p>
      <ol ref={list} className="sl-bz-timeline" aria-label={t('luck.list')} tabIndex={0}>
        {luck.pillars.map((p, i) => {
          const from = Math.floor(p.fromAge);
          return (
            <li
              key={p.fromAge}
              className={i === current ? 'is-current' : undefined}
              aria-current={i === current ? 'step' : undefined}
            >
              <span className="sl-visually-hidden">
                {t('luck.item', {
                  from,
                  to: from + 10,
                  pillar: words.pillar(p),
                  god: words.god(p.god),
                })}
              </span>
              <span aria-hidden="true" className="sl-bz-age">
                {t('luck.age', { age: from })}
              </span>
              <span aria-hidden="true" className={`sl-bz-char is-${stemElement(p.stem)}`}>
                {STEMS[p.stem]}
              </span>
              <span aria-hidden="true" className={`sl-bz-char is-${branchElement(p.branch)}`}>
                {BRANCHES[p.branch]}
              </span>
              <span aria-hidden="true" className="sl-bz-luck-god">
                {words.god(p.god)}
              </span>
              {i === current ? <span className="sl-bz-badge">{t('luck.current')}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** This year's pillar (流年), what its stem is to the day master, and how it meets the chart. */
export function FlowYear({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  const f = data.flow;
  return (
    <section className="sl-card sl-bz-flow" aria-labelledby="sl-bz-flow">
      <h2 id="sl-bz-flow">{t('flow.title', { year: f.year, pillar: words.pillar(f) })}</h2>
      <p>{t('flow.god', { god: words.god(f.god) })}</p>
      {f.interactions.length > 0 ? (
        <ul className="sl-bz-relations">
          {f.interactions.map((r) => (
            <li key={r.between.join()}>{words.relation(r)}</li>
          ))}
        </ul>
      ) : (
        <p className="sl-bz-note">{t('flow.none')}</p>
      )}
    </section>
  );
}
