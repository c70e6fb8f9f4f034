import { useTranslation } from 'react-i18next';
import type { ChartData } from '@starlit/contracts';
import { WHEEL, polar, r2, screenAngle, spread } from './geometry';
import { POINT_GLYPHS, WHEEL_POINTS } from './symbols';

/** Radii of the points' ring, just inside the house numbers. */
const RING = { base: WHEEL.houseInner, dot: WHEEL.houseInner - 4, glyph: WHEEL.houseInner - 13 };

/**
 * The chart's points (nodes, Lilith, Part of Fortune, Vertex) on a ring inside the houses: a
 * dot at each exact longitude and its glyph further in, nudged apart when they crowd.
 */
export function PointRing({ chart }: { chart: ChartData }) {
  const { t } = useTranslation('astrology');
  const C = WHEEL.center;
  const points = (chart.points ?? []).filter((p) => WHEEL_POINTS.includes(p.id));
  const angles = points.map((p) => screenAngle(p.lon, chart.ascendant));
  const shown = spread(angles, 11);
  return (
    <g className="sl-wheel-points">
      {points.map((point, i) => {
        const tick = polar(C, RING.base, angles[i]!);
        const dot = polar(C, RING.dot, angles[i]!);
        const glyph = polar(C, RING.glyph, shown[i]!);
        return (
          <g key={point.id} className={`sl-wheel-point is-${point.id}`} data-point={point.id}>
            <title>{t(`points.${point.id}`)}</title>
            <line
              x1={r2(tick.x)}
              y1={r2(tick.y)}
              x2={r2(dot.x)}
              y2={r2(dot.y)}
              className="sl-wheel-point-tick"
            />
            <text x={r2(glyph.x)} y={r2(glyph.y)} className="sl-wheel-point-glyph">
              {POINT_GLYPHS[point.id]}
            </text>
          </g>
        );
      })}
    </g>
  );
}
