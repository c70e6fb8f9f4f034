import { useTranslation } from 'react-i18next';
import type { ChartData } from '@starlit/contracts';
import { WHEEL, polar, r2, screenAngle, spread } from './geometry';
import { PLANET_GLYPHS, type PlanetId } from './symbols';

type Planet = Pick<ChartData['planets'][number], 'id' | 'lon' | 'retrograde'>;

/**
 * A ring of planet glyphs: each marked by a tick and a dot at its exact longitude on the rim
 * `base`, its glyph further in (`dir` −1, the chart's own planets) or further out (`dir` +1,
 * a second chart's planets around the zodiac), nudged apart when they crowd.
 */
export function PlanetRing({
  planets,
  asc,
  base,
  dir,
  minGap,
  outer = false,
}: {
  planets: readonly Planet[];
  asc: number;
  base: number;
  dir: 1 | -1;
  minGap: number;
  outer?: boolean;
}) {
  const { t } = useTranslation('astrology');
  const C = WHEEL.center;
  const dotR = base + dir * 7;
  const bendR = dotR + dir * 4;
  const glyphR = base + dir * 21;
  const retroR = glyphR + dir * 13;
  const angles = planets.map((p) => screenAngle(p.lon, asc));
  const shown = spread(angles, minGap);
  const prefix = outer ? 'sl-wheel-outer' : 'sl-wheel-planet';
  return (
    <g className={outer ? 'sl-wheel-planets is-outer' : 'sl-wheel-planets'}>
      {planets.map((planet, i) => {
        const a = angles[i]!;
        const at = shown[i]!;
        const tick0 = polar(C, base, a);
        const dot = polar(C, dotR, a);
        const bend = polar(C, bendR, at);
        const glyph = polar(C, glyphR, at);
        const retro = polar(C, retroR, at);
        return (
          <g
            key={planet.id}
            className={`sl-wheel-planet is-${planet.id}${outer ? ' is-outer' : ''}`}
            data-planet={planet.id}
          >
            <title>{t(`planets.${planet.id}`)}</title>
            <line
              x1={r2(tick0.x)}
              y1={r2(tick0.y)}
              x2={r2(dot.x)}
              y2={r2(dot.y)}
              className="sl-wheel-planet-tick"
            />
            <circle cx={r2(dot.x)} cy={r2(dot.y)} r={1.6} className="sl-wheel-planet-dot" />
            <line
              x1={r2(dot.x)}
              y1={r2(dot.y)}
              x2={r2(bend.x)}
              y2={r2(bend.y)}
              className="sl-wheel-planet-tick"
            />
            <text x={r2(glyph.x)} y={r2(glyph.y)} className={`${prefix}-glyph`}>
              {PLANET_GLYPHS[planet.id as PlanetId]}
            </text>
            {planet.retrograde ? (
              <text x={r2(retro.x)} y={r2(retro.y)} className="sl-wheel-retro">
                {t('retrogradeMark')}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
