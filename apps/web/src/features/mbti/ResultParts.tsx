import { useTranslation } from 'react-i18next';
import type { MbtiResult } from '@starlit/contracts';
import { winner } from './model';
import './report.css';

type Dimension = MbtiResult['dimensions'][number];
/** A bar as a result has it, or as a share link shows it (without clarity). */
export type Bar = Pick<Dimension, 'dimension' | 'poles' | 'names' | 'percents' | 'letter'> &
  Partial<Pick<Dimension, 'band' | 'tie'>>;

/** A result's head: the group, the type code large, its nickname and tagline, and a line under. */
export function ResultHead({
  type,
  nickname,
  tagline,
  group,
  line,
  caption,
}: {
  type: string;
  nickname: string;
  /** the type's line to its reader ("You …"); left out where the reader is someone else */
  tagline?: string;
  group: MbtiResult['group'];
  /** e.g. the length and day of the test */
  line?: string;
  /** whose type it is, above it (a shared result: "Their type") */
  caption?: string;
}) {
  return (
    <section className={`sl-card sl-mbti-head is-${group.key}`}>
      {caption ? <p className="sl-mbti-head-caption">{caption}</p> : null}
      <p className="sl-mbti-head-group">{group.name}</p>
      <h1 className="sl-mbti-head-code">{type}</h1>
      <p className="sl-mbti-head-nick">{nickname}</p>
      {tagline ? <p className="sl-mbti-head-tagline">{tagline}</p> : null}
      {line ? <p className="sl-mbti-head-line">{line}</p> : null}
    </section>
  );
}

/** One dichotomy: both letters with their names, the split, the winning side lit. */
function BarRow({ bar }: { bar: Bar }) {
  const { t } = useTranslation('mbti');
  const w = winner(bar);
  const [p0, p1] = bar.percents;
  const side = (i: 0 | 1) => (i === w ? 'is-win' : '');
  let band: string | null = null;
  if (bar.tie) band = t('result.tie', { letter: bar.letter });
  else if (bar.band)
    band = t('result.bandFor', { band: t(`band.${bar.band}`), name: bar.names[w] });
  return (
    <li
      className="sl-mbti-bar"
      data-dimension={bar.dimension}
      data-letter={bar.letter}
      aria-label={t('result.barLabel', {
        dimension: t(`dimensions.${bar.dimension}`),
        first: bar.names[0],
        second: bar.names[1],
        firstPercent: p0,
        secondPercent: p1,
      })}
    >
      <p className="sl-mbti-bar-dim">{t(`dimensions.${bar.dimension}`)}</p>
      <div className="sl-mbti-bar-ends">
        <span className={side(0)}>
          <b>{bar.poles[0]}</b>
          {bar.names[0]}
        </span>
        <span className={side(1)}>
          {bar.names[1]}
          <b>{bar.poles[1]}</b>
        </span>
      </div>
      <div className="sl-mbti-bar-track" aria-hidden="true">
        <span className={`is-first ${side(0)}`} style={{ width: `${p0}%` }} />
        <span className={`is-second ${side(1)}`} style={{ width: `${p1}%` }} />
      </div>
      <div className="sl-mbti-bar-foot">
        <span className={side(0)}>{`${p0}%`}</span>
        {band ? <span className="sl-mbti-bar-band">{band}</span> : null}
        <span className={side(1)}>{`${p1}%`}</span>
      </div>
    </li>
  );
}

/**
 * The four bars (E/I, S/N, T/F, J/P), with a word on slight preferences when there is one.
 * `title` names whose they are ("Your four preferences" unless given).
 */
export function DimensionBars({ bars, title }: { bars: readonly Bar[]; title?: string }) {
  const { t } = useTranslation('mbti');
  return (
    <section aria-labelledby="sl-mbti-bars-title">
      <h2 id="sl-mbti-bars-title" className="sl-section-title">
        {title ?? t('result.barsTitle')}
      </h2>
      <ul className="sl-card sl-mbti-bars">
        {bars.map((bar) => (
          <BarRow key={bar.dimension} bar={bar} />
        ))}
      </ul>
      {bars.some((b) => b.band === 'slight') ? (
        <p className="sl-mbti-slight" role="note">
          {t('result.slightNote')}
        </p>
      ) : null}
    </section>
  );
}
