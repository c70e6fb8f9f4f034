import type { BaziChartData } from '@starlit/contracts';
import { LockedCard } from '../../components/Paid/LockedCard';
import type { BaziWords } from './words';

/** The free reading: day master, elements, gifts, the current luck pillar, the year. */
export function Reading({ data, words }: { data: BaziChartData; words: BaziWords }) {
  return (
    <section className="sl-bz-reading" aria-labelledby="sl-bz-reading">
      <h2 id="sl-bz-reading" className="sl-bz-section-title">
        {words.t('reading.title')}
      </h2>
      {data.reading.map((s) => (
        <article key={s.key} className="sl-card sl-bz-section">
          <h3>{s.title}</h3>
          <p>{s.text}</p>
        </article>
      ))}
    </section>
  );
}

/** The paid luck-pillar report: locked with its price, or each decade's text once unlocked. */
export function LuckReport({
  data,
  words,
  unlocking,
  onUnlock,
}: {
  data: BaziChartData;
  words: BaziWords;
  unlocking: boolean;
  onUnlock(): void;
}) {
  const { t } = words;
  const r = data.luckReport;
  if (!data.luck) return null;
  if (!r.unlocked)
    return (
      <LockedCard
        className="sl-bz-locked"
        title={t('report.title')}
        body={t('report.lockedBody')}
        unlockLabel={t('report.unlock', { price: r.price })}
        unlocking={unlocking}
        onUnlock={onUnlock}
      />
    );
  return (
    <section className="sl-bz-report" aria-labelledby="sl-bz-report">
      <h2 id="sl-bz-report" className="sl-bz-section-title">
        {t('report.title')}
      </h2>
      {r.intro ? <p className="sl-bz-report-intro">{r.intro}</p> : null}
      {r.decades.map((d) => (
        <article
          key={d.fromAge}
          className={d.current ? 'sl-card sl-bz-decade is-current' : 'sl-card sl-bz-decade'}
        >
          <h3>{d.title}</h3>
          {d.current ? <p className="sl-bz-badge">{t('report.current')}</p> : null}
          {d.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </article>
      ))}
    </section>
  );
}
