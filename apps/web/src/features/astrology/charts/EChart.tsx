import { useEffect, useRef } from 'react';
import { type ComposeOption, init, use as registerECharts } from 'echarts/core';
import { BarChart, type BarSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  type GridComponentOption,
  RadarComponent,
  type RadarComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// only what the fortune screen draws: bars, a line, a radar, drawn as SVG (crisp on phones)
registerECharts([BarChart, LineChart, RadarChart, GridComponent, RadarComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | RadarSeriesOption
  | GridComponentOption
  | RadarComponentOption
>;

/**
 * An ECharts chart in a box of the given height, resized with its box. The chart is a picture
 * for screen readers: `label` says what it shows (the numbers are in the text around it too).
 */
export function EChart({
  option,
  height,
  label,
}: {
  option: ChartOption;
  height: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, null, {
      renderer: 'svg',
      width: element.clientWidth || 320,
      height,
    });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (element.clientWidth > 0) instance.resize({ width: element.clientWidth, height });
          });
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option, height]);

  return <div ref={box} className="sl-echart" role="img" aria-label={label} style={{ height }} />;
}
