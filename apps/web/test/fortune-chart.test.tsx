import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  ScoreBars,
  ScoreBarsSvg,
  scoreBarsLayout,
} from '../src/features/astrology/charts/ScoreBars';
import { WeekLineSvg } from '../src/features/astrology/charts/WeekLine';
import { TraitRadarSvg } from '../src/features/astrology/charts/TraitRadar';
import { textWidth } from '../src/features/astrology/charts/geometry';

const SCORES = { emotions: 72, health: 64, wealth: 58, career: 81 };
const NAMES = {
  en: { emotions: 'Emotions', health: 'Health', wealth: 'Wealth', career: 'Career' },
  zh: { emotions: '情感', health: '健康', wealth: '财运', career: '事业' },
} as const;

/** The texts of an SVG's <text> elements, in order. */
function texts(container: HTMLElement) {
  return [...container.querySelectorAll('text')].map((t) => t.textContent);
}

describe('the fortune scores chart', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`keeps all four names under their bars on a 320 px screen (${lang})`, () => {
      const names = NAMES[lang];
      // a 320 px screen leaves the chart about 260 px
      for (const width of [260, 220]) {
        const { container, unmount } = render(
          <ScoreBarsSvg scores={SCORES} names={names} width={width} height={170} />,
        );
        expect(texts(container)).toEqual(
          expect.arrayContaining([...Object.values(names), '72', '64', '58', '81']),
        );
        // each name fits its quarter of the chart, so no two names overlap
        const layout = scoreBarsLayout(SCORES, names, width, 170);
        for (const name of Object.values(names))
          expect(textWidth(name, layout.fontSize)).toBeLessThanOrEqual(width / 4);
        expect(layout.fontSize).toBeGreaterThanOrEqual(9);
        unmount();
      }
    });
  }

  it('draws each bar as tall as its score', () => {
    const layout = scoreBarsLayout(SCORES, NAMES.en, 300, 170);
    const [emotions, health, wealth, career] = layout.bars;
    expect(career!.height).toBeGreaterThan(emotions!.height);
    expect(emotions!.height / career!.height).toBeCloseTo(72 / 81, 5);
    expect(health!.y).toBeLessThan(wealth!.y);
    // the bars sit side by side in the order of the areas
    expect(layout.bars.map((b) => b.dimension)).toEqual(['emotions', 'health', 'wealth', 'career']);
    for (let i = 1; i < 4; i++)
      expect(layout.bars[i]!.x).toBeGreaterThan(layout.bars[i - 1]!.x + layout.bars[i - 1]!.width);
  });

  it('is one picture for screen readers, named by its label', () => {
    render(<ScoreBars scores={SCORES} names={NAMES.en} height={170} label="Scores: 72, 64" />);
    const chart = screen.getByRole('img', { name: 'Scores: 72, 64' });
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the week chart', () => {
  it('names the days and marks today with its score', () => {
    const week = [60, 65, 58, 70, 74, 69, 78];
    const days = ['周四', '周五', '周六', '周日', '周一', '周二', '周三'];
    const { container } = render(
      <WeekLineSvg scores={week} labels={days} width={260} height={150} />,
    );
    expect(texts(container)).toEqual(expect.arrayContaining([...days, '78', '0', '100']));
    const dots = [...container.querySelectorAll('circle')];
    expect(dots).toHaveLength(7);
    // today's point is the larger one; higher scores sit higher
    expect(Number(dots[6]!.getAttribute('r'))).toBeGreaterThan(Number(dots[0]!.getAttribute('r')));
    const y = dots.map((d) => Number(d.getAttribute('cy')));
    expect(y[6]).toBeLessThan(y[0]!);
    expect(y[2]).toBeGreaterThan(y[0]!);
  });
});

describe('the traits radar', () => {
  it('names all six traits and reaches further for higher scores', () => {
    const values = { wealth: 80, romance: 70, wisdom: 60, family: 90, luck: 50, career: 75 };
    const names = {
      wealth: '财富',
      romance: '浪漫',
      wisdom: '智慧',
      family: '家庭',
      luck: '运气',
      career: '事业',
    };
    const { container } = render(
      <TraitRadarSvg values={values} names={names} width={260} height={250} />,
    );
    expect(texts(container)).toEqual(Object.values(names));
    const dots = [...container.querySelectorAll('circle')].map((c) => ({
      x: Number(c.getAttribute('cx')),
      y: Number(c.getAttribute('cy')),
    }));
    const center = { x: 130, y: 250 * 0.52 };
    const reach = dots.map((d) => Math.hypot(d.x - center.x, d.y - center.y));
    // family (90) reaches furthest, luck (50) the least
    expect(Math.max(...reach)).toBe(reach[3]);
    expect(Math.min(...reach)).toBe(reach[4]);
    expect(reach[0]! / reach[4]!).toBeCloseTo(80 / 50, 1);
  });
});
