import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaziPairReport, RelationshipCharts } from '@starlit/contracts';
import { useAppStore } from '../src/state/app';
import { CHART, stubServer } from './astro-fixtures';
import { relationsAnswers, relationsEachTest, renderRelations } from './relations-fixtures';
import { ok } from './support';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

relationsEachTest('2');

const CHARTS: RelationshipCharts = {
  people: [
    { archiveId: 7, nickname: 'Mei', timeUnknown: false },
    { archiveId: 8, nickname: 'Lei', timeUnknown: false },
  ],
  composite: { chart: CHART, title: 'The composite chart', brief: ['Composite words.'] },
  davison: {
    chart: CHART,
    title: 'The Davison chart',
    brief: ['Davison words.'],
    moment: { utc: '1991-06-23T12:30:00.000Z', lat: 35.6, lon: 118.9 },
  },
  depthPrice: 120,
};

const side = (id: number, nickname: string, stem: number) => ({
  archiveId: id,
  nickname,
  timeUnknown: false,
  pillars: (['year', 'month', 'day', 'hour'] as const).map((key) => ({
    key,
    stem,
    branch: 0,
    name: '甲子',
  })),
  dayMaster: { stem, glyph: '甲乙'[stem]!, element: 'wood' as const, yang: stem === 0 },
  changedBySolarTime: [],
});

const BAZI: BaziPairReport = {
  people: [side(7, 'Mei', 0), side(8, 'Lei', 1)],
  bond: 'same',
  dayMastersCombine: false,
  contacts: [{ a: 'day', b: 'day', stems: [], branches: ['冲'] }],
  harmony: -1,
  sentences: ['Pair words.'],
  methods: {
    zodiac: 'warm',
    mansions: 'warm',
    synastry: 'mixed',
    bazi: 'testing',
    text: 'The four methods differ.',
  },
};

describe('relationship charts and the 八字 pair', () => {
  it('shows the composite wheel with its reading, and the Davison on request', async () => {
    const calls = stubServer(relationsAnswers({ 'serendipity/charts': () => ok(CHARTS) }));
    const u = user();
    renderRelations();
    await u.click(await screen.findByRole('button', { name: 'Open the synastry' }));
    expect(
      await screen.findByRole('img', { name: 'The composite chart of Mei and Lei' }),
    ).toBeVisible();
    expect(screen.getByText('Composite words.')).toBeVisible();
    expect(screen.getByText(/part of the deep report \(120 points\)/)).toBeVisible();
    await u.click(screen.getByRole('radio', { name: 'The Davison chart' }));
    expect(screen.getByRole('img', { name: 'The Davison chart of Mei and Lei' })).toBeVisible();
    expect(
      screen.getByText(/The sky of 23 June 1991 at 12:30 \(UTC\) at 35\.6°N 118\.9°E/),
    ).toBeVisible();
    expect(calls.some((c) => c.path === 'serendipity/charts')).toBe(true);
  });

  it('shows both day masters glossed, the contacts and the four methods', async () => {
    useAppStore.getState().setStellarTiesTab('4');
    stubServer(relationsAnswers({ 'stellarTies/bazi': () => ok(BAZI) }));
    renderRelations();
    const tab = await screen.findByTestId('bazi-pair');
    expect(within(tab).getByText('Day Master 甲 Wood (yang)')).toBeVisible();
    expect(within(tab).getByText('Day Master 乙 Wood (yin)')).toBeVisible();
    expect(within(tab).getByText('Mei’s Day · Lei’s Day')).toBeVisible();
    expect(within(tab).getByText('branches clash (冲)')).toBeVisible();
    expect(within(tab).getByText('Pair words.')).toBeVisible();
    expect(within(tab).getByTestId('methods-agreement')).toHaveTextContent(
      'The four methods differ.',
    );
    expect(within(tab).getAllByText('warm')).toHaveLength(2);
    expect(within(tab).getByText('friction')).toBeVisible();
  });
});
