import { useTranslation } from 'react-i18next';
import { signKey } from '../../i18n/keys';
import type { ChartData } from '@starlit/contracts';
import { AspectGeometry, ContactGeometry, type WheelContact } from './WheelAspects';
import { PlanetRing } from './WheelPlanets';
import { PointRing } from './WheelPoints';
import { WHEEL, houseMiddle, norm, polar, r2, screenAngle, sectorPath } from './geometry';
import { ELEMENT_COLORS, SIGN_GLYPHS, signElement } from './symbols';
import './wheel.css';

export { WHEEL };
export type { WheelContact };

const { center: C } = WHEEL;

function Line({ a, r0, r1, className }: { a: number; r0: number; r1: number; className: string }) {
  const p = polar(C, r0, a);
  const q = polar(C, r1, a);
  return <line x1={r2(p.x)} y1={r2(p.y)} x2={r2(q.x)} y2={r2(q.y)} className={className} />;
}

function ZodiacRing({ asc }: { asc: number }) {
  const { t } = useTranslation(['common']);
  const ticks = Array.from({ length: 72 }, (_, k) => k * 5);
  return (
    <g className="sl-wheel-zodiac">
      {SIGN_GLYPHS.map((glyph, sign) => {
        const a0 = screenAngle(sign * 30, asc);
        const mid = polar(C, (WHEEL.outer + WHEEL.signInner) / 2, norm(a0 + 15));
        const color = ELEMENT_COLORS[signElement(sign)];
        return (
          <g key={sign}>
            <title>{t(signKey(sign))}</title>
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
export function axisLabelPlace(
  angle: number,
  rim: number = WHEEL.outer,
): {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
} {
  const cos = Math.cos((angle * Math.PI) / 180);
  if (Math.abs(cos) > 0.6) {
    const p = polar(C, rim + 2, angle);
    return { x: p.x, y: p.y - 8, anchor: cos < 0 ? 'end' : 'start' };
  }
  const p = polar(C, WHEEL.axisLabel + rim - WHEEL.outer, angle);
  return { ...p, anchor: 'middle' };
}

/** The four angles: a line through the rings and a label outside the wheel (`rim`). */
function Axes({ chart, rim }: { chart: ChartData; rim: number }) {
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
        const label = axisLabelPlace(a, rim);
        const main = key === 'asc' || key === 'mc';
        return (
          <g key={key} className={main ? 'sl-wheel-axis is-main' : 'sl-wheel-axis'}>
            <Line a={a} r0={WHEEL.signInner} r1={rim + 5} className="sl-wheel-axis-line" />
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

/** A second chart's planets, drawn on a band around the zodiac (a bi-wheel). */
export interface OuterRing {
  planets: readonly Pick<ChartData['planets'][number], 'id' | 'lon' | 'retrograde'>[];
}

/**
 * A natal chart wheel in plain SVG: the zodiac ring coloured by element, house cusps and
 * numbers with the Ascendant on the left, the planets (nudged apart when they crowd), the
 * four angles, the points (nodes, Lilith, Part of Fortune, Vertex) inside the houses, and the
 * aspects as lines in the middle (conjunctions left out).
 *
 * With `outer`, a bi-wheel: the chart inside, another person's planets on a band around
 * the zodiac; `contacts` then replace the chart's own aspects (synastry: inner to outer).
 */
export function ChartWheel({
  chart,
  label,
  outer,
  contacts,
}: {
  chart: ChartData;
  label: string;
  outer?: OuterRing;
  contacts?: readonly WheelContact[];
}) {
  const band = outer ? WHEEL.band : 0;
  const rim = WHEEL.outer + band;
  const x0 = -WHEEL.margin - band;
  const box = `${x0} ${-band} ${WHEEL.size - 2 * x0} ${WHEEL.size + 2 * band}`;
  return (
    <svg
      className={outer ? 'sl-wheel is-bi' : 'sl-wheel'}
      viewBox={box}
      role="img"
      aria-label={label}
    >
      {outer ? <circle cx={C} cy={C} r={rim} className="sl-wheel-band" /> : null}
      <circle cx={C} cy={C} r={WHEEL.outer} className="sl-wheel-ground" />
      <ZodiacRing asc={chart.ascendant} />
      <Houses chart={chart} />
      {contacts ? (
        <ContactGeometry
          contacts={contacts}
          asc={chart.ascendant}
          radius={WHEEL.houseInner}
          center={C}
        />
      ) : (
        <AspectGeometry chart={chart} radius={WHEEL.houseInner} center={C} />
      )}
      <Axes chart={chart} rim={rim} />
      {outer ? null : <PointRing chart={chart} />}
      <PlanetRing
        planets={chart.planets}
        asc={chart.ascendant}
        base={WHEEL.signInner}
        dir={-1}
        minGap={WHEEL.minGap}
      />
      {outer ? (
        <PlanetRing
          planets={outer.planets}
          asc={chart.ascendant}
          base={WHEEL.outer}
          dir={1}
          minGap={WHEEL.outerMinGap}
          outer
        />
      ) : null}
    </svg>
  );
}
