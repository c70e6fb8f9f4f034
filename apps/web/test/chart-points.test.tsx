import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ChartData } from '@starlit/contracts';
import { changeLanguage } from '../src/i18n';
import { ChartSection } from '../src/features/reports/ChartSection';
import { CHART } from './astro-fixtures';

/** The fixture's chart drawn sidereal, with its points and their contacts. */
const SIDEREAL: ChartData = {
  ...CHART,
  zodiac: 'sidereal',
  ayanamsa: { kind: 'lahiri', degrees: 23.72 },
  nodeKind: 'true',
  points: [
    { id: 'northNode', lon: 53.1, sign: 1, house: 10 },
    { id: 'southNode', lon: 233.1, sign: 7, house: 4 },
    { id: 'lilith', lon: 120.4, sign: 4, house: 12 },
    { id: 'trueLilith', lon: 118.2, sign: 3, house: 12 },
    { id: 'fortune', lon: 290, sign: 9, house: 6 },
    { id: 'vertex', lon: 300.5, sign: 10, house: 6 },
  ],
  pointAspects: [
    { point: 'northNode', planet: 'sun', kind: 'conjunction', orb: 0.5 },
    { point: 'southNode', planet: 'pluto', kind: 'conjunction', orb: 1.6 },
    { point: 'fortune', planet: 'neptune', kind: 'conjunction', orb: 1.2 },
  ],
};

const renderChart = (chart: ChartData) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <ChartSection chart={chart} name="Lin" />
    </Suspense>,
  );

beforeEach(async () => {
  await changeLanguage('en');
});

describe('chart points', () => {
  it('draws the nodes, Lilith, Part of Fortune and Vertex on the wheel with their glyphs', async () => {
    const { container } = renderChart(SIDEREAL);
    await screen.findByRole('img', { name: /Lin/ });
    const drawn = [...container.querySelectorAll('.sl-wheel-point')].map((g) => [
      g.getAttribute('data-point'),
      g.querySelector('text')?.textContent?.replace('\uFE0E', ''),
    ]);
    expect(drawn).toEqual([
      ['northNode', '☊'],
      ['southNode', '☋'],
      ['lilith', '⚸'],
      ['fortune', '⊗'],
      ['vertex', 'Vx'],
    ]);
  });

  it('lists the points and their conjunctions and oppositions, and notes the ayanamsa', async () => {
    renderChart(SIDEREAL);
    const table = await screen.findByRole('table', { name: 'Points' });
    expect(within(table).getByText('Part of Fortune')).toBeInTheDocument();
    expect(within(table).getByText('Vertex')).toBeInTheDocument();
    expect(screen.getByText(/North Node conjunct Sun, orb 0.5°/)).toBeInTheDocument();
    expect(screen.getByText(/Part of Fortune conjunct Neptune/)).toBeInTheDocument();
    expect(screen.getByTestId('chart-zodiac-note')).toHaveTextContent(
      'Sidereal zodiac, Lahiri ayanamsa 23°43′',
    );
    expect(screen.getByText(/True node/)).toBeInTheDocument();
  });

  it('says so in Chinese, and a tropical chart has no ayanamsa line', async () => {
    await changeLanguage('zh');
    renderChart(SIDEREAL);
    expect(await screen.findByTestId('chart-zodiac-note')).toHaveTextContent(
      '恒星黄道，拉希里岁差',
    );
    expect(screen.getByText(/北交点合相太阳/)).toBeInTheDocument();
  });

  it('draws an older chart without points', async () => {
    const { container } = renderChart(CHART);
    await screen.findByRole('img', { name: /Lin/ });
    expect(container.querySelectorAll('.sl-wheel-point')).toHaveLength(0);
    expect(screen.queryByTestId('chart-zodiac-note')).toBeNull();
  });
});
