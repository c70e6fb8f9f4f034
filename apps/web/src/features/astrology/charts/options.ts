import type { Fortune, Traits } from '@starlit/contracts';
import type { ChartOption } from './EChart';
import { CHART_COLORS, DIMENSION_COLORS, DIMENSIONS, TRAIT_ORDER, type Dimension } from './palette';

const axisLabel = { color: CHART_COLORS.text, fontSize: 12 };

/**
 * The four scores as bars, each in its own colour with its value on top. Every bar keeps its
 * name however narrow the chart (ECharts would otherwise drop labels it thinks overlap): a
 * name too long for its column wraps instead.
 */
export function scoresOption(scores: Fortune['scores'], names: Record<Dimension, string>) {
  return {
    animationDuration: 600,
    grid: { left: 8, right: 8, top: 24, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: DIMENSIONS.map((d) => names[d]),
      axisLine: { lineStyle: { color: CHART_COLORS.line } },
      axisTick: { show: false },
      axisLabel: {
        ...axisLabel,
        interval: 0,
        hideOverlap: false,
        // a quarter of the narrowest chart (320 px screens), less the gaps
        width: 60,
        overflow: 'break',
        lineHeight: 14,
      },
    },
    yAxis: { type: 'value', min: 0, max: 100, show: false },
    series: [
      {
        type: 'bar',
        barWidth: '42%',
        data: DIMENSIONS.map((d) => ({
          value: scores[d],
          itemStyle: { color: DIMENSION_COLORS[d], borderRadius: [6, 6, 2, 2] },
        })),
        label: { show: true, position: 'top', color: '#ece8ff', fontSize: 13, fontWeight: 600 },
        showBackground: true,
        backgroundStyle: { color: 'rgba(255, 255, 255, 0.04)', borderRadius: [6, 6, 2, 2] },
      },
    ],
  } satisfies ChartOption;
}

/** The week's overall scores as a line, today's point picked out. */
export function weekOption(week: Fortune['week'], labels: string[]) {
  const last = week.length - 1;
  return {
    animationDuration: 600,
    grid: { left: 8, right: 16, top: 22, bottom: 4, containLabel: true },
    xAxis: {
      type: 'category',
      data: labels,
      boundaryGap: false,
      axisLine: { lineStyle: { color: CHART_COLORS.line } },
      axisTick: { show: false },
      axisLabel: { ...axisLabel, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: 100,
      splitNumber: 2,
      splitLine: { lineStyle: { color: CHART_COLORS.line } },
      axisLabel: { color: CHART_COLORS.weak, fontSize: 10 },
    },
    series: [
      {
        type: 'line',
        smooth: true,
        data: week.map((day, i) => ({
          value: day.overall,
          symbolSize: i === last ? 9 : 5,
          label: { show: i === last, color: CHART_COLORS.gold, fontWeight: 600 },
        })),
        lineStyle: { color: CHART_COLORS.gold, width: 2 },
        itemStyle: { color: CHART_COLORS.gold },
        areaStyle: { color: 'rgba(241, 213, 138, 0.12)' },
      },
    ],
  } satisfies ChartOption;
}

/** The six traits on a radar, 0–100. */
export function traitsOption(traits: Traits, names: Record<(typeof TRAIT_ORDER)[number], string>) {
  return {
    animationDuration: 600,
    radar: {
      radius: '66%',
      center: ['50%', '54%'],
      indicator: TRAIT_ORDER.map((k) => ({ name: names[k], max: 100 })),
      axisName: { color: CHART_COLORS.text, fontSize: 12 },
      splitLine: { lineStyle: { color: CHART_COLORS.line } },
      splitArea: { areaStyle: { color: ['rgba(169,155,255,0.03)', 'rgba(169,155,255,0.07)'] } },
      axisLine: { lineStyle: { color: CHART_COLORS.line } },
    },
    series: [
      {
        type: 'radar',
        data: [
          {
            value: TRAIT_ORDER.map((k) => traits[`${k}_score`]),
            areaStyle: { color: 'rgba(241, 213, 138, 0.28)' },
            lineStyle: { color: CHART_COLORS.gold, width: 2 },
            itemStyle: { color: CHART_COLORS.gold },
            symbolSize: 4,
          },
        ],
      },
    ],
  } satisfies ChartOption;
}
