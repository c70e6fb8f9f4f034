import { useTranslation } from 'react-i18next';
import type { ChartData } from '@starlit/contracts';
import { AspectGeometry } from './WheelAspects';
import { houseMiddle, norm, polar, r2, screenAngle, sectorPath, spread } from './geometry';
import { ELEMENT_COLORS, PLANET_GLYPHS, SIGN_GLYPHS, signElement, type PlanetId } from './symbols';
import './wheel.css';

/** Radii in the 400×400 view box, outside in. */
export const WHEEL = {
  size: 400,
  /** extra room left and right for the horizon's labels */
  margin: 12,
  center: 200,
  outer: 176,
  signInner: 148,
  planet: 127,
  planetDot: 141,
  houseOuter: 106,
  houseInner: 88,
  axisLabel: 188,
  /** the least angle between two planet glyphs before they are nudged apart */
  minGap: 8.5,
} as const;

const { center: C } = WHEEL;

function Line({ a, r0, r1, className }: { a: number; r0: number; r1: number; className: string }) {
  const p = polar(C, r0, a);
  const q = polar(C, r1, a);
  return <line x1={r2(p.x)} y1={r2(p.y)} x2={r2(q.x)} y2={r2(q.y)} className={className} />;
}

function ZodiacRing({ asc }: { asc: number }) {
  const { t } = useTranslation('common');
  const ticks = Array.from({ length: 72 }, (_, k) => k * 5);
  return (
    <g className="sl-wheel-zodiac">
      {SIGN_GLYPHS.map((glyph, sign) => {
        const a0 = screenAngle(sign * 30, asc);
        const mid = polar(C, (WHEEL.outer + WHEEL.signInner) / 2, norm(a0 + 15));
        const color = ELEMENT_COLORS[signElement(sign)];
        return (
          <g key={sign}>
            <title>{t(`zodiac.${sign}`)}</title>
            <path
              d={sectorPath(C, WHEEL.signInner, WHEEL.outer, a0, a0 + 30)}
              fill={color}
              fillOpacity={0.12}
              className="sl-wheel-sign"
            />
            <text x={r2(mid.x)} y={r2(mid.y)} fill={color} className="sl-wheel-sign-glyph">
              {glyph}
            </text>
          </g>
        );
      })}
      {ticks.map((lon) => (
        <Line
          key={lon}
          a={screenAngle(lon, asc)}
          r0={WHEEL.signInner}
          r1={WHEEL.signInner - (lon % 30 === 0 ? 0 : lon % 10 === 0 ? 5 : 3)}
          className="sl-wheel-tick"
        />
      ))}
      <circle cx={C} cy={C} r={WHEEL.outer} className="sl-wheel-rim" />
      <circle cx={C} cy={C} r={WHEEL.signInner} className="sl-wheel-rim" />
    </g>
  );
}

function Houses({ chart }: { chart: ChartData }) {
  const asc = chart.ascendant;
  return (
    <g className="sl-wheel-houses">
      <circle cx={C} cy={C} r={WHEEL.houseOuter} className="sl-wheel-rim-soft" />
      <circle cx={C} cy={C} r={WHEEL.houseInner} className="sl-wheel-rim-soft" />
      {chart.houses.map((cusp, i) => {
        const angular = i % 3 === 0;
        const mid = polar(
          C,
          (WHEEL.houseOuter + WHEEL.houseInner) / 2,
          screenAngle(houseMiddle(chart.houses, i), asc),
        );
        return (
          <g key={i}>
            <Line
              a={screenAngle(cusp, asc)}
              r0={WHEEL.houseInner}
              r1={WHEEL.signInner}
              className={angular ? 'sl-wheel-cusp is-angle' : 'sl-wheel-cusp'}
            />
            <text x={r2(mid.x)} y={r2(mid.y)} className="sl-wheel-house-number">
              {i + 1}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Where an angle's label goes: beside the rim and above the line for the horizon (ASC at the
 * left ends at the rim, DSC at the right starts there), past the line's end for MC and IC.
 */
export function axisLabelPlace(angle: number): {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
} {
  const cos = Math.cos((angle * Math.PI) / 180);
  if (Math.abs(cos) > 0.6) {
    const p = polar(C, WHEEL.outer + 2, angle);
    return { x: p.x, y: p.y - 8, anchor: cos < 0 ? 'end' : 'start' };
  }
  const p = polar(C, WHEEL.axisLabel, angle);
  return { ...p, anchor: 'middle' };
}

/** The four angles: a line through the rings and a label outside the wheel. */
function Axes({ chart }: { chart: ChartData }) {
  const { t } = useTranslation('reports');
  const axes = [
    { key: 'asc', lon: chart.ascendant },
    { key: 'dsc', lon: chart.ascendant + 180 },
    { key: 'mc', lon: chart.mc },
    { key: 'ic', lon: chart.mc + 180 },
  ] as const;
  return (
    <g className="sl-wheel-axes">
      {axes.map(({ key, lon }) => {
        const a = screenAngle(lon, chart.ascendant);
        const label = axisLabelPlace(a);
        const main = key === 'asc' || key === 'mc';
        return (
          <g key={key} className={main ? 'sl-wheel-axis is-main' : 'sl-wheel-axis'}>
            <Line a={a} r0={WHEEL.signInner} r1={WHEEL.outer + 5} className="sl-wheel-axis-line" />
            <text
              x={r2(label.x)}
              y={r2(label.y)}
              style={{ textAnchor: label.anchor }}
              className="sl-wheel-axis-label"
            >
              {t(`wheel.axes.${key}`)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Planets({ chart }: { chart: ChartData }) {
  const { t } = useTranslation('astrology');
  const asc = chart.ascendant;
  const angles = chart.planets.map((p) => screenAngle(p.lon, asc));
  const shown = spread(angles, WHEEL.minGap);
  return (
    <g className="sl-wheel-planets">
      {chart.planets.map((planet, i) => {
        const a = angles[i]!;
        const at = shown[i]!;
        const dot = polar(C, WHEEL.planetDot, a);
        const bend = polar(C, WHEEL.planetDot - 4, at);
        const glyph = polar(C, WHEEL.planet, at);
        return (
          <g key={planet.id} className={`sl-wheel-planet is-${planet.id}`} data-planet={planet.id}>
            <title>{t(`planets.${planet.id}`)}</title>
            <Line
              a={a}
              r0={WHEEL.signInner}
              r1={WHEEL.planetDot}
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
            <text x={r2(glyph.x)} y={r2(glyph.y)} className="sl-wheel-planet-glyph">
              {PLANET_GLYPHS[planet.id as PlanetId]}
            </text>
            {planet.retrograde ? (
              <text
                x={r2(polar(C, WHEEL.planet - 13, at).x)}
                y={r2(polar(C, WHEEL.planet - 13, at).y)}
                className="sl-wheel-retro"
              >
                {t('retrogradeMark')}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/**
 * A natal chart wheel in plain SVG: the zodiac ring coloured by element, house cusps and
 * numbers with the Ascendant on the left, the planets (nudged apart when they crowd), the
 * four angles, and the aspects as lines in the middle (conjunctions left out).
 */
export function ChartWheel({ chart, label }: { chart: ChartData; label: string }) {
  return (
    <svg
      className="sl-wheel"
      viewBox={`${-WHEEL.margin} 0 ${WHEEL.size + 2 * WHEEL.margin} ${WHEEL.size}`}
      role="img"
      aria-label={label}
    >
      <circle cx={C} cy={C} r={WHEEL.outer} className="sl-wheel-ground" />
      <ZodiacRing asc={chart.ascendant} />
      <Houses chart={chart} />
      <AspectGeometry chart={chart} radius={WHEEL.houseInner} center={C} />
      <Axes chart={chart} />
      <Planets chart={chart} />
    </svg>
  );
}
