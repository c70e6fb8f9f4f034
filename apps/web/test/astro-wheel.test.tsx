import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  formatDegree,
  houseMiddle,
  norm,
  polar,
  screenAngle,
  sectorPath,
  separation,
  signPosition,
  spread,
} from '../src/components/ChartWheel/geometry';
import { ChartWheel, WHEEL } from '../src/components/ChartWheel/ChartWheel';
import { CHART } from './astro-fixtures';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('wheel geometry', () => {
  it('brings angles into [0, 360)', () => {
    expect(norm(0)).toBe(0);
    expect(norm(-0)).toBe(0);
    expect(norm(360)).toBe(0);
    expect(norm(-30)).toBe(330);
    expect(norm(725)).toBe(5);
  });

  it('puts the Ascendant on the left and runs the zodiac counter-clockwise', () => {
    expect(screenAngle(100, 100)).toBe(180);
    // 90° further along the zodiac is the bottom (IC side), 90° before is the top
    expect(screenAngle(190, 100)).toBe(270);
    expect(screenAngle(10, 100)).toBe(90);
    expect(screenAngle(280, 100)).toBe(0);
  });

  it('finds points around the centre in screen coordinates (y grows down)', () => {
    const left = polar(200, 100, 180);
    close(left.x, 100);
    close(left.y, 200);
    const top = polar(200, 100, 90);
    close(top.x, 200);
    close(top.y, 100);
    const bottom = polar(200, 100, 270);
    close(bottom.y, 300);
  });

  it('measures the shortest separation across 0°', () => {
    expect(separation(350, 10)).toBe(20);
    expect(separation(10, 350)).toBe(20);
    expect(separation(0, 180)).toBe(180);
  });

  it('leaves glyphs that do not crowd where they are', () => {
    expect(spread([10, 100, 200], 8)).toEqual([10, 100, 200]);
    expect(spread([], 8)).toEqual([]);
    expect(spread([370], 8)).toEqual([10]);
  });

  it('fans a crowd out evenly around its mean, keeping the order', () => {
    const out = spread([100, 101, 102], 8);
    expect(out).toEqual([93, 101, 109]);
    const pair = spread([50, 52], 8);
    expect(pair).toEqual([47, 55]);
  });

  it('merges crowds that touch once fanned out, until all are apart', () => {
    const input = [10, 12, 14, 22, 24, 200];
    const out = spread(input, 8);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(8 - 1e-9);
    // the lone planet stays put, and the crowd keeps its order and centre
    expect(out[5]).toBe(200);
    expect(out.slice(0, 5)).toEqual([...out.slice(0, 5)].sort((a, b) => a - b));
    close(out.slice(0, 5).reduce((s, a) => s + a, 0) / 5, 16.4);
  });

  it('spreads a crowd that straddles 0° without flinging it round the circle', () => {
    const out = spread([358, 1, 3], 8);
    expect(separation(out[0]!, out[1]!)).toBeCloseTo(8, 6);
    expect(separation(out[1]!, out[2]!)).toBeCloseTo(8, 6);
    expect(separation(out[1]!, 0.667)).toBeLessThan(1);
  });

  it('shrinks the gap when there is not room for every glyph', () => {
    const many = Array.from({ length: 12 }, () => 45);
    const out = spread(many, 40);
    const sorted = [...out].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeCloseTo(30, 6);
  });

  it('tells the sign, degree and minute of a longitude, truncating', () => {
    expect(signPosition(0)).toEqual({ sign: 0, degree: 0, minute: 0 });
    expect(signPosition(53.551993)).toEqual({ sign: 1, degree: 23, minute: 33 });
    expect(signPosition(359.9999)).toEqual({ sign: 11, degree: 29, minute: 59 });
    expect(signPosition(-1)).toEqual({ sign: 11, degree: 29, minute: 0 });
    expect(formatDegree(37.0833334)).toBe('7°05′');
    expect(formatDegree(29.99999)).toBe('29°59′');
  });

  it('finds the middle of a house, also across 0°', () => {
    const cusps = [330, 10, 40, 60, 90, 120, 150, 190, 220, 240, 270, 300];
    expect(houseMiddle(cusps, 0)).toBe(350);
    expect(houseMiddle(cusps, 1)).toBe(25);
    expect(houseMiddle(cusps, 11)).toBe(315);
  });

  it('draws ring sectors counter-clockwise with the large-arc flag when over 180°', () => {
    expect(sectorPath(200, 100, 150, 0, 30)).toMatch(/^M350 200A150 150 0 0 0 /);
    expect(sectorPath(200, 100, 150, 0, 200)).toContain('A150 150 0 1 0');
  });
});

describe('the chart wheel', () => {
  function renderWheel() {
    render(
      <Suspense fallback={null}>
        <ChartWheel chart={CHART} label="Natal chart wheel of Mei" />
      </Suspense>,
    );
  }

  it('draws the twelve signs, the ten planets apart, the houses and the angles', async () => {
    renderWheel();
    const svg = await screen.findByRole('img', { name: 'Natal chart wheel of Mei' });
    expect(svg.querySelectorAll('.sl-wheel-sign')).toHaveLength(12);
    expect(svg.querySelectorAll('.sl-wheel-sign-glyph')).toHaveLength(12);
    expect(svg.querySelectorAll('.sl-wheel-house-number')).toHaveLength(12);
    const glyphs = [...svg.querySelectorAll<SVGTextElement>('.sl-wheel-planet-glyph')];
    expect(glyphs.map((g) => g.textContent)).toEqual(
      ['☉', '☽', '☿', '♀', '♂', '♃', '♄', '♅', '♆', '♇'].map((g) => `${g}\uFE0E`),
    );
    // no two planet glyphs closer than a glyph's width
    const points = glyphs.map((g) => ({
      x: Number(g.getAttribute('x')),
      y: Number(g.getAttribute('y')),
    }));
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++)
        expect(
          Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y),
        ).toBeGreaterThan(16);
    // the retrograde outer planets carry ℞
    expect(svg.querySelectorAll('.sl-wheel-retro')).toHaveLength(3);
  });

  it('puts the Ascendant label on the left and the MC above the centre', async () => {
    renderWheel();
    const svg = await screen.findByRole('img');
    const label = (text: string) =>
      [...svg.querySelectorAll<SVGTextElement>('.sl-wheel-axis-label')].find(
        (t) => t.textContent === text,
      )!;
    const asc = label('ASC');
    // it ends at the rim on the left, just above the horizon line
    expect(Number(asc.getAttribute('x'))).toBeCloseTo(WHEEL.center - WHEEL.outer - 2, 1);
    expect(Number(asc.getAttribute('y'))).toBeLessThan(WHEEL.center);
    expect(asc.style.textAnchor).toBe('end');
    expect(label('DSC').style.textAnchor).toBe('start');
    expect(Number(label('MC').getAttribute('y'))).toBeLessThan(WHEEL.center);
  });

  it('draws the aspects as lines, leaving conjunctions out', async () => {
    renderWheel();
    const svg = await screen.findByRole('img');
    const lines = [...svg.querySelectorAll('.sl-wheel-aspect')];
    const shown = CHART.aspects.filter((a) => a.kind !== 'conjunction');
    expect(lines).toHaveLength(shown.length);
    expect(lines.some((l) => l.getAttribute('data-aspect') === 'conjunction')).toBe(false);
    const trine = lines.find((l) => l.getAttribute('data-aspect') === 'trine')!;
    expect(trine).toHaveClass('is-harmonious');
    const square = lines.find((l) => l.getAttribute('data-aspect') === 'square');
    if (square) expect(square).toHaveClass('is-challenging');
  });

  it('draws a second chart’s planets on a band around the zodiac, with the contacts', async () => {
    const outer = CHART.planets.map((p) => ({ ...p, lon: (p.lon + 97) % 360 }));
    render(
      <Suspense fallback={null}>
        <ChartWheel
          chart={CHART}
          label="Bi-wheel"
          outer={{ planets: outer }}
          contacts={[
            { key: 'x', from: 10, to: 130, kind: 'trine', orb: 1 },
            { key: 'y', from: 40, to: 41, kind: 'conjunction', orb: 1 },
          ]}
        />
      </Suspense>,
    );
    const svg = await screen.findByRole('img', { name: 'Bi-wheel' });
    expect(svg).toHaveClass('is-bi');
    expect(svg.getAttribute('viewBox')).toBe(
      `${-WHEEL.margin - WHEEL.band} ${-WHEEL.band} ${WHEEL.size + 2 * (WHEEL.margin + WHEEL.band)} ${WHEEL.size + 2 * WHEEL.band}`,
    );
    expect(svg.querySelectorAll('.sl-wheel-planet-glyph')).toHaveLength(10);
    const glyphs = [...svg.querySelectorAll<SVGTextElement>('.sl-wheel-outer-glyph')];
    expect(glyphs).toHaveLength(10);
    // every outer glyph lies on the band, outside the zodiac ring
    for (const g of glyphs) {
      const r = Math.hypot(
        Number(g.getAttribute('x')) - WHEEL.center,
        Number(g.getAttribute('y')) - WHEEL.center,
      );
      expect(r).toBeGreaterThan(WHEEL.outer);
      expect(r).toBeLessThan(WHEEL.outer + WHEEL.band);
    }
    // the contacts replace the chart's own aspects; a conjunction is a short mark
    const lines = [...svg.querySelectorAll('.sl-wheel-aspect')];
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveAttribute('data-aspect', 'conjunction');
    // the ASC label moves out past the band
    const asc = [...svg.querySelectorAll<SVGTextElement>('.sl-wheel-axis-label')].find(
      (t) => t.textContent === 'ASC',
    )!;
    expect(Number(asc.getAttribute('x'))).toBeCloseTo(
      WHEEL.center - WHEEL.outer - WHEEL.band - 2,
      1,
    );
  });
});
