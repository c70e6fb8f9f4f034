import { boxedChart } from './ChartBox';
import { round, smoothPath, textWidth } from './geometry';
import { CHART_COLORS } from './palette';

const TOP = 22;
const BOTTOM = 22;
const RIGHT = 16;
const TICKS = [0, 50, 100] as const;

/** The week's overall scores as a smooth line over a light area, today's point picked out. */
export function WeekLineSvg({
  scores,
  labels,
  width,
  height,
}: {
  scores: readonly number[];
  labels: readonly string[];
  width: number;
  height: number;
}) {
  const left = 8 + textWidth('100', 10) + 6;
  const bottom = height - BOTTOM;
  const span = Math.max(1, scores.length - 1);
  const x = (i: number) => left + ((width - left - RIGHT) * i) / span;
  const y = (v: number) => bottom - ((bottom - TOP) * Math.min(100, Math.max(0, v))) / 100;
  const points = scores.map((v, i) => ({ x: x(i), y: y(v) }));
  const line = smoothPath(points);
  const last = points.length - 1;
  const area =
    points.length > 0 ? `${line} L${round(x(last))},${bottom} L${round(x(0))},${bottom} Z` : '';
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {TICKS.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={width - RIGHT}
            y1={round(y(tick))}
            y2={round(y(tick))}
            stroke={CHART_COLORS.line}
          />
          <text
            x={left - 6}
            y={round(y(tick) + 3.5)}
            textAnchor="end"
            fill={CHART_COLORS.weak}
            fontSize={10}
          >
            {tick}
          </text>
        </g>
      ))}
      <path d={area} fill="rgba(241, 213, 138, 0.12)" />
      <path d={line} fill="none" stroke={CHART_COLORS.gold} strokeWidth={2} />
      {points.map((p, i) => (
        <circle
          key={i}
          cx={round(p.x)}
          cy={round(p.y)}
          r={i === last ? 4.5 : 2.5}
          fill={CHART_COLORS.gold}
        />
      ))}
      {last >= 0 ? (
        <text
          x={round(points[last]!.x)}
          y={round(points[last]!.y - 9)}
          textAnchor="middle"
          fill={CHART_COLORS.gold}
          fontSize={12}
          fontWeight={600}
        >
          {scores[last]}
        </text>
      ) : null}
      {labels.map((label, i) => (
        <text
          key={i}
          x={round(x(i))}
          y={height - 4}
          textAnchor="middle"
          fill={CHART_COLORS.text}
          fontSize={11}
        >
          {label}
        </text>
      ))}
    </svg>
  );
}

/** The week's trend in a box of the given height; `label` says the scores to screen readers. */
export const WeekLine = boxedChart(WeekLineSvg);
