import type { BaziChartData } from '@starlit/contracts';
import { ELEMENTS } from './names';
import type { BaziWords } from './words';

/** The five elements' weight as bars (each named, with its number), and the day master's strength. */
export function Balance({ data, words }: { data: BaziChartData; words: BaziWords }) {
  const { t } = words;
  const max = Math.max(...ELEMENTS.map((e) => data.balance[e] ?? 0), 1);
  const s = data.strength;
  const dm = data.pillars[2]!.stem;
  return (
    <>
      <section className="sl-card sl-bz-balance" aria-labelledby="sl-bz-balance">
        <h2 id="sl-bz-balance">{t('elements.title')}</h2>
        <ul className="sl-bz-bars">
          {ELEMENTS.map((e) => {
            const value = data.balance[e] ?? 0;
            return (
              <li key={e}>
                <span className="sl-bz-bar-label">
                  {t('elements.value', { element: t(`element.${e}`), value: value.toFixed(1) })}
                </span>
                <span className="sl-bz-bar" aria-hidden="true">
                  <span
                    className={`sl-bz-bar-fill is-${e}`}
                    style={{ width: `${(value / max) * 100}%` }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
        <p className="sl-bz-note">{t('elements.intro')}</p>
      </section>
      <section className="sl-card sl-bz-strength" aria-labelledby="sl-bz-strength">
        <h2 id="sl-bz-strength">
          {t('strength.title', { name: words.dayMaster(dm), level: t(`strength.${s.strength}`) })}
        </h2>
        <p>{t('strength.support', { percent: Math.round(s.support * 100) })}</p>
        <ul className="sl-bz-reasons">
          <li className={s.season ? 'is-yes' : 'is-no'}>
            {t(s.season ? 'strength.seasonYes' : 'strength.seasonNo')}
          </li>
          <li className={s.rooted ? 'is-yes' : 'is-no'}>
            {t(s.rooted ? 'strength.rootedYes' : 'strength.rootedNo')}
          </li>
          <li className={s.helpingStems > 0 ? 'is-yes' : 'is-no'}>
            {s.helpingStems > 0
              ? t('strength.helping', { count: s.helpingStems })
              : t('strength.helpingNone')}
          </li>
        </ul>
      </section>
    </>
  );
}
