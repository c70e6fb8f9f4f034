import { useTranslation } from 'react-i18next';
import type { Fortune, PlanetId } from '@starlit/contracts';
import { signKey } from '../../i18n/keys';

const MOON_GLYPH = '☾ ';

/** The day's sky for the person: the Moon's sign, phase and house, and the retrograde planets. */
export function FortuneSky({ moon, retrogrades }: Pick<Fortune, 'moon' | 'retrogrades'>) {
  const { t } = useTranslation(['astrology', 'common']);
  const planet = (id: PlanetId) => t(`planets.${id}`);
  const moving = retrogrades.map((r) =>
    r.station === 'retrograde'
      ? t('fortune.stationR', { planet: planet(r.planet) })
      : r.station === 'direct'
        ? t('fortune.stationD', { planet: planet(r.planet) })
        : planet(r.planet),
  );
  return (
    <section className="sl-card sl-fortune-sky" aria-labelledby="sl-fortune-sky">
      <h2 id="sl-fortune-sky" className="sl-fortune-sky-title">
        {t('fortune.skyTitle')}
      </h2>
      <p>
        <span aria-hidden="true">{MOON_GLYPH}</span>
        {t('fortune.moon', {
          sign: t(signKey(moon.sign)),
          phase: t(`fortune.phases.${moon.phase}`),
        })}
        {moon.house ? ` · ${t('fortune.house', { house: moon.house })}` : ''}
      </p>
      <p className="sl-weak">
        {moving.length
          ? t('fortune.retrogrades', { list: moving.join(t('fortune.listJoin')) })
          : t('fortune.allDirect')}
      </p>
    </section>
  );
}

/** The transits that moved one area's score, with their points: "Venus trine Moon +9". */
export function ScoreDrivers({ drivers }: { drivers: Fortune['why']['emotions'] }) {
  const { t } = useTranslation('astrology');
  if (drivers.length === 0) return null;
  return (
    <ul className="sl-fortune-why" aria-label={t('fortune.why')}>
      {drivers.map((d) => (
        <li
          key={`${d.transit}-${d.kind}-${d.natal}`}
          className={d.points >= 0 ? 'is-up' : 'is-down'}
        >
          {t('fortune.driver', {
            transit: t(`planets.${d.transit}`),
            kind: t(`aspects.${d.kind}`),
            natal: t(`planets.${d.natal}`),
          })}{' '}
          <strong>{d.points >= 0 ? `+${d.points}` : `−${Math.abs(d.points)}`}</strong>
        </li>
      ))}
    </ul>
  );
}
