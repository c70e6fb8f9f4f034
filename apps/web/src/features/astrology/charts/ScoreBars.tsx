import { boxedChart } from './ChartBox';
import { fitFontSize, round } from './geometry';
import { CHART_COLORS, DIMENSION_COLORS, DIMENSIONS, type Dimension } from './palette';

const TOP = 24;
const LABEL_GAP = 8;

export interface ScoreBarsLayout {
  fontSize: number;
  bars: { dimension: Dimension; x: number; y: number; width: number; height: number }[];
  labelY: number;
}

/** Where the four bars and their names go in a chart `width` × `height` px. */
export function scoreBarsLayout(
  scores: Record<Dimension, number>,
  names: Record<Dimension, string>,
  width: number,
  height: number,
): ScoreBarsLayout {
  const column = width / DIMENSIONS.length;
  const fontSize = fitFontSize(
    DIMENSIONS.map((d) => names[d]),
    column - 4,
  );
  const labelY = height - 4;
  const base = labelY - fontSize - LABEL_GAP;
  const full = base - TOP;
  const barWidth = column * 0.42;
  return {
    fontSize,
    labelY,
    bars: DIMENSIONS.map((dimension, i) => {
      const value = Math.min(100, Math.max(0, scores[dimension]));
      const barHeight = (full * value) / 100;
      return {
        dimension,
        x: column * i + (column - barWidth) / 2,
        y: base - barHeight,
        width: barWidth,
        height: barHeight,
      };
    }),
  };
}

/** The four scores drawn as SVG, `width` px wide. */
export function ScoreBarsSvg({
  scores,
  names,
  width,
  height,
}: {
  scores: Record<Dimension, number>;
  names: Record<Dimension, string>;
  width: number;
  height: number;
}) {
  const layout = scoreBarsLayout(scores, names, width, height);
  const full = layout.labelY - layout.fontSize - LABEL_GAP - TOP;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
      {layout.bars.map((bar) => (
        <g key={bar.dimension} data-dimension={bar.dimension}>
          <rect
            x={round(bar.x)}
            y={TOP}
            width={round(bar.width)}
            height={round(full)}
            rx={6}
            fill="rgba(255, 255, 255, 0.04)"
          />
          <rect
            x={round(bar.x)}
            y={round(bar.y)}
            width={round(bar.width)}
            height={round(bar.height)}
            rx={Math.min(6, bar.height / 2)}
            fill={DIMENSION_COLORS[bar.dimension]}
          />
          <text
            x={round(bar.x + bar.width / 2)}
            y={round(bar.y - 6)}
            textAnchor="middle"
            fill="#ece8ff"
            fontSize={13}
            fontWeight={600}
          >
            {scores[bar.dimension]}
          </text>
          <text
            x={round(bar.x + bar.width / 2)}
            y={layout.labelY}
            textAnchor="middle"
            fill={CHART_COLORS.text}
            fontSize={layout.fontSize}
          >
            {names[bar.dimension]}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The four scores as bars in their colours, values on top, names below; `label` for readers. */
export const ScoreBars = boxedChart(ScoreBarsSvg);
