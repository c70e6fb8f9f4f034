import { describe, expect, it } from 'vitest';
import { init, use as registerECharts } from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { scoresOption } from '../src/features/astrology/charts/options';

registerECharts([BarChart, GridComponent, SVGRenderer]);

/** The chart as the phone draws it, `width` px wide, as SVG text. */
function draw(names: Record<'emotions' | 'health' | 'wealth' | 'career', string>, width: number) {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height: 170 });
  chart.setOption({
    ...scoresOption({ emotions: 72, health: 64, wealth: 58, career: 81 }, names),
    animation: false,
  });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

describe('the fortune chart', () => {
  for (const [lang, names] of [
    ['en', { emotions: 'Emotions', health: 'Health', wealth: 'Wealth', career: 'Career' }],
    ['zh', { emotions: '情感', health: '健康', wealth: '财运', career: '事业' }],
  ] as const) {
    it(`keeps all four names under their bars on a 320 px screen (${lang})`, () => {
      // a 320 px screen leaves the chart about 260 px
      for (const width of [260, 220]) {
        const svg = draw(names, width);
        for (const name of Object.values(names)) expect(svg).toContain(`>${name}<`);
      }
    });
  }
});
