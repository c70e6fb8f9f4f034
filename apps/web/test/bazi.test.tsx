import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BaziChartData } from '@starlit/contracts';
import BaziScreen from '../src/screens/Bazi';
import { ok } from './support';
import { signedInWithFreshProfiles } from './session-fixture';
import { profile, renderScreen, stubServer } from './astro-fixtures';

/** 壬申 乙巳 庚寅 辛巳: a Metal day master, true solar time changing nothing. */
function chart(overrides: Partial<BaziChartData> = {}): BaziChartData {
  const pillar = (key: 'year' | 'month' | 'day' | 'hour', stem: number, branch: number) => ({
    key,
    stem,
    branch,
    nayin: '剑锋金',
    stemGod: key === 'day' ? null : '食神',
    hidden: [{ stem: 6, god: '比肩' }],
  });
  return {
    profileId: 7,
    nickname: 'Mei',
    sex: 'female',
    timeUnknown: false,
    settings: { trueSolarTime: true, dayChange: 'ziHour' },
    pillars: [
      pillar('year', 8, 8),
      pillar('month', 1, 5),
      pillar('day', 6, 2),
      pillar('hour', 7, 5),
    ],
    balance: { wood: 1.6, fire: 2.1, earth: 1.1, metal: 2.9, water: 1.3 },
    strength: { strength: 'weak', support: 0.44, season: false, rooted: true, helpingStems: 1 },
    interactions: [{ between: ['year', 'day'], stems: [], branches: ['冲'] }],
    clocks: {
      zone: 'Asia/Shanghai',
      standard: '1992-05-14T10:30',
      trueSolar: '1992-05-14T10:39',
      used: 'trueSolar',
      changed: ['hour'],
    },
    monthTerm: { name: '立夏', utc: '1992-05-05T06:08:00.000Z' },
    luck: {
      forward: false,
      startAge: 2.9,
      start: { years: 2, months: 11 },
      pillars: Array.from({ length: 8 }, (_, k) => ({
        stem: 9 - k,
        branch: 3 - k < 0 ? 15 - k : 3 - k,
        fromAge: 2.9 + 10 * k,
        god: '正财',
      })),
      current: 3,
    },
    flow: { year: 2026, stem: 2, branch: 6, god: '七杀', interactions: [] },
    // 丙午 2026 onwards; 戊申 2028 clashes with the 寅 day; the next luck pillar from 2035
    years: Array.from({ length: 10 }, (_, k) => ({
      year: 2026 + k,
      stem: (2 + k) % 10,
      branch: (6 + k) % 12,
      god: k === 0 ? '七杀' : '正财',
      interactions: k === 2 ? [{ between: ['flowYear', 'day'], stems: [], branches: ['冲'] }] : [],
      luck: k < 9 ? 3 : 4,
    })),
    reading: [{ key: 'dayMaster', title: 'Your Day Master and nature', text: 'Metal.' }],
    luckReport: { price: 120, unlocked: false, intro: null, decades: [] },
    ...overrides,
  };
}

signedInWithFreshProfiles();

describe('八字 screen', () => {
  it('draws the pillars as a table named in words, with the clocks and the current luck pillar', async () => {
    stubServer({
      'personal/list': () => ok({ list: [profile()], currentId: 7 }),
      'bazi/chart': () => ok(chart()),
    });
    renderScreen(<BaziScreen />, '/bazi');
    const table = await screen.findByRole('table', { name: 'The Four Pillars of Mei' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Year', 'Month', 'Day', 'Hour']);
    // each stem and branch says its element in words, not by colour alone
    expect(within(table).getByText('庚 Geng, Yang Metal')).toBeInTheDocument();
    expect(within(table).getAllByText('食神 Eating God').length).toBeGreaterThan(0);
    // the hidden stems' gods show in Chinese in the row, glossed once under the table, and
    // each is said in full to a screen reader
    const hidden = table.querySelectorAll('.sl-bz-hidden li');
    expect(hidden).toHaveLength(4);
    for (const li of hidden) {
      expect(li.querySelector('.sl-bz-mini-god')).toHaveTextContent(/^比肩$/);
      expect(within(li as HTMLElement).getByText('Yang Metal 比肩 Companion')).toBeInTheDocument();
    }
    const legend = document.querySelector('.sl-bz-legend')!;
    expect(legend).toHaveAttribute('aria-hidden', 'true');
    expect([...legend.querySelectorAll('.sl-bz-legend-item')].map((i) => i.textContent)).toEqual([
      '比肩 Companion',
    ]);
    expect(screen.getByText('Day Master 庚 Geng (Yang Metal): weak')).toBeVisible();
    expect(
      screen.getByText('Note: true solar time changes the Hour pillar that clock time would give.'),
    ).toBeVisible();
    expect(screen.getByText(/opened at 立夏 \(Start of Summer\)/)).toBeVisible();
    const timeline = screen.getByRole('list', { name: /Luck pillar timeline/ });
    const current = within(timeline)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Ages 32 to 42');
    expect(
      screen.getByRole('button', { name: 'Unlock the luck pillars report for 120 points' }),
    ).toBeVisible();
  });

  it('lists this year and the coming nine, each pillar said in words with its god and relations', async () => {
    stubServer({
      'personal/list': () => ok({ list: [profile()], currentId: 7 }),
      'bazi/chart': () => ok(chart()),
    });
    renderScreen(<BaziScreen />, '/bazi');
    const list = await screen.findByRole('list', { name: 'The year pillars from 2026 to 2035' });
    expect(screen.getByRole('heading', { name: 'Year by year, 2026–2035' })).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.sl-bz-year-num')!.textContent)).toEqual(
      Array.from({ length: 10 }, (_, k) => String(2026 + k)),
    );
    // the element is said in words, not by colour alone
    expect(items[0]).toHaveTextContent('丙午 Bing Wu (Yang Fire, Yang Fire)');
    expect(items[0]).toHaveTextContent('七杀 Seven Killings');
    expect(items[0]).toHaveTextContent('no clash or combination with your chart');
    expect(items[2]).toHaveTextContent('戊申 Wu Shen');
    expect(items[2]).toHaveTextContent('with your day pillar: the branches clash');
    // a new luck pillar is named in the year it begins, and only then
    expect(items[9]).toHaveTextContent('new luck pillar: 己亥 Ji Hai');
    expect(list.querySelectorAll('.sl-bz-badge')).toHaveLength(1);
  });

  it('saves a changed setting and casts the chart again', async () => {
    let settings = chart().settings;
    const calls = stubServer({
      'personal/list': () => ok({ list: [profile()], currentId: 7 }),
      'bazi/chart': () => ok(chart({ settings })),
      'bazi/settings': (body) => {
        settings = { ...settings, ...(body as object) };
        return ok(settings);
      },
    });
    renderScreen(<BaziScreen />, '/bazi');
    await userEvent.click(await screen.findByRole('radio', { name: 'Clock time' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Clock time' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    expect(calls.find((c) => c.path === 'bazi/settings')?.body).toMatchObject({
      trueSolarTime: false,
    });
    expect(calls.filter((c) => c.path === 'bazi/chart').length).toBeGreaterThan(1);
  });
});
