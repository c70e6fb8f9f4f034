import type { BaziChartData } from '@starlit/contracts';
import { BRANCHES, branchElement, STEMS, stemElement } from './names';
import type { BaziWords } from './words';
import './years.css';

type PillarWord = 'year' | 'month' | 'day' | 'hour';

/**
 * 流年 year by year: this year and the coming nine, each with its pillar (coloured by element,
 * and said in words), its stem's ten god, how it meets the chart, and where a new luck pillar
 * begins.
 */
export function FlowYears({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  const years = data.years;
  if (years.length === 0) return null;
  const from = years[0]!.year;
  const to = years.at(-1)!.year;
  const meets = (y: BaziChartData['years'][number]) =>
    y.interactions.length === 0
      ? t('years.none')
      : y.interactions
          .map((r) =>
            t('years.rel', {
              b: t(`rel.second.${r.between[1] as PillarWord}`),
              rels: [
                ...r.stems.map((s) => t(`rel.stem.${s as '合' | '冲'}`)),
                ...r.branches.map((b) => t(`rel.branch.${b as '冲' | '合' | '刑' | '害'}`)),
              ].join(t('rel.sep')),
            }),
          )
          .join(t('years.sep'));
  return (
    <section className="sl-card sl-bz-years" aria-labelledby="sl-bz-years">
      <h2 id="sl-bz-years">{t('years.title', { from, to })}</h2>
      <ol className="sl-bz-year-list" aria-label={t('years.list', { from, to })}>
        {years.map((y, k) => {
          const luck = y.luck === null ? null : data.luck?.pillars[y.luck];
          const newLuck = k > 0 && luck && y.luck !== years[k - 1]!.luck;
          return (
            <li key={y.year} className={y.interactions.length > 0 ? 'is-met' : undefined}>
              <span className="sl-bz-year-num">{y.year}</span>
              <span className="sl-bz-year-pillar">
                <span aria-hidden="true" className={`sl-bz-char is-${stemElement(y.stem)}`}>
                  {STEMS[y.stem]}
                </span>
                <span aria-hidden="true" className={`sl-bz-char is-${branchElement(y.branch)}`}>
                  {BRANCHES[y.branch]}
                </span>
                <span className="sl-visually-hidden">
                  {t('years.pillar', {
                    pillar: words.pillar(y),
                    stem: words.stemKind(y.stem),
                    branch: words.branchKind(y.branch),
                  })}
                </span>
              </span>
              <span className="sl-bz-year-text">
                <span className="sl-bz-year-god">{words.god(y.god)}</span>
                <span className="sl-bz-year-rel">{meets(y)}</span>
                {newLuck ? (
                  <span className="sl-bz-badge">
                    {t('years.newLuck', { pillar: words.pillar(luck) })}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
