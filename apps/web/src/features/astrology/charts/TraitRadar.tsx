import { boxedChart } from './ChartBox';
import { polygon, round, spoke, textWidth } from './geometry';
import { CHART_COLORS, TRAIT_ORDER } from './palette';

type Trait = (typeof TRAIT_ORDER)[number];
const RINGS = [0.2, 0.4, 0.6, 0.8, 1] as const;
const FONT = 12;

/** The six trait scores (0–100) on a radar, `width` × `height` px, names around it. */
export function TraitRadarSvg({
  values,
  names,
  width,
  height,
}: {
  values: Record<Trait, number>;
  names: Record<Trait, string>;
  width: number;
  height: number;
}) {
  const count = TRAIT_ORDER.length;
  const widest = Math.max(...TRAIT_ORDER.map((k) => textWidth(names[k], FONT)));
  const center = { x: width / 2, y: height * 0.52 };
  const radius = Math.max(
    20,
    Math.min(width / 2 - widest - 10, height / 2 - FONT - 10, height * 0.33),
  );
  const ring = (part: number) =>
    polygon(TRAIT_ORDER.map((_, i) => spoke(center, radius * part, i, count)));
  const share = (k: Trait) => Math.min(100, Math.max(0, values[k])) / 100;
  const shape = polygon(TRAIT_ORDER.map((k, i) => spoke(center, radius * share(k), i, count)));
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {RINGS.map((share, r) => (
        <polygon
          key={share}
          points={ring(share)}
          fill={r % 2 ? 'rgba(169,155,255,0.07)' : 'rgba(169,155,255,0.03)'}
          stroke={CHART_COLORS.line}
        />
      ))}
      {TRAIT_ORDER.map((k, i) => {
        const end = spoke(center, radius, i, count);
        return (
          <line
            key={k}
            x1={round(center.x)}
            y1={round(center.y)}
            x2={round(end.x)}
            y2={round(end.y)}
            stroke={CHART_COLORS.line}
          />
        );
      })}
      <polygon
        points={shape}
        fill="rgba(241, 213, 138, 0.28)"
        stroke={CHART_COLORS.gold}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {TRAIT_ORDER.map((k, i) => {
        const dot = spoke(center, radius * share(k), i, count);
        const at = spoke(center, radius + 8, i, count);
        const side = at.x - center.x;
        const anchor = Math.abs(side) < 1 ? 'middle' : side > 0 ? 'start' : 'end';
        const dy = at.y < center.y - radius / 2 ? -2 : at.y > center.y + radius / 2 ? FONT : 4;
        return (
          <g key={k}>
            <circle cx={round(dot.x)} cy={round(dot.y)} r={2} fill={CHART_COLORS.gold} />
            <text
              x={round(at.x)}
              y={round(at.y + dy)}
              textAnchor={anchor}
              fill={CHART_COLORS.text}
              fontSize={FONT}
            >
              {names[k]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The six traits on a radar in a box of the given height; `label` lists them for readers. */
export const TraitRadar = boxedChart(TraitRadarSvg);
