import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fortune } from '@starlit/contracts';
import { formatDate, locale, parseIsoDate } from '../../i18n/format';
import { useAppStore } from '../../state/app';
import { ScoreBars } from './charts/ScoreBars';
import { WeekLine } from './charts/WeekLine';
import { DIMENSION_COLORS, DIMENSIONS } from './charts/palette';
import { ScoreRing } from '../../components/ScoreRing/ScoreRing';
import { TransitList } from './TransitList';
import { FortuneSky, ScoreDrivers } from './FortuneSky';

/** Short weekday names of the trend's days: "Mon" / "周一". */
function weekdayLabels(week: Fortune['week'], lang: 'zh' | 'en'): string[] {
  const format = new Intl.DateTimeFormat(locale(lang), { weekday: 'short' });
  return week.map((day) => {
    const date = parseIsoDate(day.date);
    return date ? format.format(date) : day.date;
  });
}

/**
 * Today's fortune of one profile: the overall score, the day's Moon and retrogrades, the day's
 * 日柱 (Chinese fortunes), the four areas charted with their texts and the transits that moved
 * each, the week's trend and the transits calendar's transits in orb today.
 */
export function FortuneView({ fortune }: { fortune: Fortune }) {
  const { t } = useTranslation('astrology');
  const lang = useAppStore((s) => s.lang);
  const names = useMemo(
    () => Object.fromEntries(DIMENSIONS.map((d) => [d, t(`fortune.dims.${d}`)])),
    [t],
  ) as Record<(typeof DIMENSIONS)[number], string>;
  const weekLabels = useMemo(() => weekdayLabels(fortune.week, lang), [fortune.week, lang]);
  const scoresLabel = t('fortune.scoresChart', {
    ...fortune.scores,
    emotionsName: names.emotions,
    healthName: names.health,
    wealthName: names.wealth,
    careerName: names.career,
  });

  return (
    <>
      <section className="sl-card sl-fortune-hero" aria-labelledby="sl-fortune-overall">
        <ScoreRing score={fortune.overall} size={112} />
        <div className="sl-fortune-hero-text">
          <p className="sl-weak">{formatDate(fortune.date, lang, 'long')}</p>
          <h2 id="sl-fortune-overall">{t('fortune.overall')}</h2>
          <p className="sl-fortune-overall-text">{fortune.texts.overall}</p>
        </div>
      </section>

      <FortuneSky moon={fortune.moon} retrogrades={fortune.retrogrades} />

      {fortune.dayPillar ? (
        <section className="sl-card sl-fortune-pillar" aria-labelledby="sl-fortune-pillar">
          <h2 id="sl-fortune-pillar">{t('fortune.dayPillar', { name: fortune.dayPillar.name })}</h2>
          <p>{fortune.dayPillar.text}</p>
        </section>
      ) : null}

      <h2 className="sl-section-title">{t('fortune.scoresTitle')}</h2>
      <section className="sl-card sl-fortune-chart">
        <ScoreBars scores={fortune.scores} names={names} height={170} label={scoresLabel} />
      </section>
      <ul className="sl-fortune-dims">
        {DIMENSIONS.map((d) => (
          <li key={d} className="sl-card sl-fortune-dim" data-dimension={d}>
            <div className="sl-fortune-dim-head">
              <span className="sl-fortune-dot" style={{ background: DIMENSION_COLORS[d] }} />
              <h3>{names[d]}</h3>
              <strong>{t('fortune.score', { score: fortune.scores[d] })}</strong>
            </div>
            <p>{fortune.texts[d]}</p>
            <ScoreDrivers drivers={fortune.why[d]} />
          </li>
        ))}
      </ul>

      <h2 className="sl-section-title">{t('fortune.weekTitle')}</h2>
      <section className="sl-card sl-fortune-chart">
        <WeekLine
          scores={fortune.week.map((d) => d.overall)}
          labels={weekLabels}
          height={150}
          label={t('fortune.weekChart', {
            scores: fortune.week.map((d) => d.overall).join(', '),
          })}
        />
      </section>

      <h2 className="sl-section-title">{t('fortune.transitsTitle')}</h2>
      <TransitList transits={fortune.transits} zone={fortune.zone} />
    </>
  );
}
