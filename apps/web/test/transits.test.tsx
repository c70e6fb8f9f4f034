import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransitEntry, TransitsCalendar } from '@starlit/contracts';
import TransitsScreen from '../src/screens/Transits';
import { changeLanguage } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { ok } from './support';
import { signedInWithFreshProfiles } from './session-fixture';
import { profile, renderScreen, stubServer, type Answers } from './astro-fixtures';

const FROM = '2026-12-07T09:00:00.000Z';

function event(overrides: Partial<TransitEntry>): TransitEntry {
  return {
    planet: 'saturn',
    aspect: 'square',
    natalPoint: 'moon',
    house: 4,
    exact: '2026-12-09T03:00:00.000Z',
    enters: '2026-12-05T00:00:00.000Z',
    leaves: '2026-12-13T00:00:00.000Z',
    retrograde: false,
    weight: 'weighty',
    title: 'Saturn square your Moon',
    text: ['Saturn squares your Moon.', 'It shows up at home.'],
    ...overrides,
  };
}

function calendar(days: 30 | 90, events: TransitEntry[]): TransitsCalendar {
  const to = new Date(Date.parse(FROM) + days * 86_400_000).toISOString();
  const zone = 'Asia/Shanghai';
  return {
    profileId: 7,
    nickname: 'Mei',
    from: FROM,
    to,
    orb: 1,
    timeUnknown: false,
    zone,
    events,
  };
}

const THIRTY = [
  event({ exact: '2026-12-01T03:00:00.000Z', title: 'Pluto trine your Sun', planet: 'pluto' }),
  event({}),
  event({
    planet: 'venus',
    aspect: 'trine',
    natalPoint: 'mc',
    house: 10,
    exact: '2026-12-16T12:00:00.000Z',
    enters: '2026-12-15T12:00:00.000Z',
    leaves: '2026-12-17T12:00:00.000Z',
    retrograde: true,
    weight: 'brief',
    title: 'Venus trine your Midheaven',
    text: ['Venus trines your Midheaven.', 'It lifts your work.'],
  }),
];

function answers(overrides: Answers = {}): Answers {
  return {
    'personal/list': () => ok({ list: [profile()], currentId: 7 }),
    'astro/transits': (body) =>
      ok(
        body?.days === 90
          ? calendar(90, [
              ...THIRTY,
              event({ exact: '2027-02-01T00:00:00.000Z', title: 'Jupiter sextile your Venus' }),
            ])
          : calendar(30, THIRTY),
      ),
    ...overrides,
  };
}

signedInWithFreshProfiles();

describe('transits calendar', () => {
  it('groups the transits by week with their exact time, orb days and text', async () => {
    const calls = stubServer(answers());
    renderScreen(<TransitsScreen />, '/transits');

    expect(await screen.findByRole('heading', { name: 'Saturn square your Moon' })).toBeVisible();
    const weeks = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(weeks[0]).toBe('In orb now');
    expect(weeks.slice(1)).toEqual([
      expect.stringMatching(/^Week of 7 Dec 2026$/),
      expect.stringMatching(/^Week of 14 Dec 2026$/),
    ]);
    const saturn = screen.getByRole('heading', { name: 'Saturn square your Moon' }).closest('li')!;
    expect(within(saturn).getByText(/^Exact 9 Dec 2026, \d\d:\d\d · House 4$/)).toBeVisible();
    expect(
      within(saturn).getByText(/In orb 5 Dec 2026 – 1[23] Dec 2026 \(\d days\)/),
    ).toBeVisible();
    expect(
      within(saturn).getByText('Saturn squares your Moon. It shows up at home.'),
    ).toBeVisible();
    expect(within(saturn).getByText('Slow planet')).toBeVisible();
    const venus = screen
      .getByRole('heading', { name: 'Venus trine your Midheaven' })
      .closest('li')!;
    expect(within(venus).getByText(/House 10 · Retrograde$/)).toBeVisible();
    expect(within(venus).queryByText('Slow planet')).toBeNull();
    // a brief transit shows its first sentence until opened
    expect(within(venus).getByText('Venus trines your Midheaven.')).toBeVisible();
    await userEvent.setup().click(within(venus).getByRole('button', { name: 'Read more' }));
    expect(
      within(venus).getByText('Venus trines your Midheaven. It lifts your work.'),
    ).toBeVisible();
    expect(within(venus).queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(calls.find((c) => c.path === 'astro/transits')?.body).toMatchObject({
      days: 30,
      profileId: 7,
    });
  });

  it('switches to 90 days and reads in Chinese', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup();
    renderScreen(<TransitsScreen />, '/transits');
    await user.click(await screen.findByRole('radio', { name: '90 days' }));
    expect(
      await screen.findByRole('heading', { name: 'Jupiter sextile your Venus' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.path === 'astro/transits').map((c) => c.body?.days)).toEqual([
      30, 90,
    ]);
    await changeLanguage('zh');
    useAppStore.setState({ lang: 'zh' });
    expect(await screen.findByRole('radio', { name: '90 天', checked: true })).toBeVisible();
    await waitFor(() => expect(screen.getByText('正在起作用')).toBeVisible());
  });

  it('dates each transit in the member’s zone, not the device’s, and says which', async () => {
    // 18:30 UTC on Sunday 13 December is 02:30 on Monday 14 December in Shanghai
    const late = event({
      planet: 'mars',
      aspect: 'opposition',
      natalPoint: 'venus',
      exact: '2026-12-13T18:30:00.000Z',
      enters: '2026-12-12T17:00:00.000Z',
      leaves: '2026-12-14T20:00:00.000Z',
      weight: 'brief',
      title: 'Mars opposite your Venus',
      text: ['Mars opposes your Venus.'],
    });
    stubServer(answers({ 'astro/transits': () => ok(calendar(30, [late])) }));
    renderScreen(<TransitsScreen />, '/transits');
    const item = (await screen.findByRole('heading', { name: 'Mars opposite your Venus' })).closest(
      'li',
    )!;
    expect(within(item).getByText('Exact 14 Dec 2026, 02:30 · House 4')).toBeVisible();
    expect(within(item).getByText('In orb 13 Dec 2026 – 15 Dec 2026 (3 days)')).toBeVisible();
    const weeks = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(weeks).toEqual(['Week of 14 Dec 2026']);
    if (new Date(FROM).getTimezoneOffset() !== -480)
      expect(
        screen.getByText(/^That is China Standard Time.* UTC\+08:00, not this device’s zone\.$/),
      ).toBeVisible();
  });

  it('shows a quiet stretch when no transit falls in the span', async () => {
    stubServer(answers({ 'astro/transits': () => ok(calendar(30, [])) }));
    renderScreen(<TransitsScreen />, '/transits');
    expect(await screen.findByText('A quiet stretch')).toBeVisible();
  });

  it('shows LoadFailed and tries again when the call fails', async () => {
    let fail = true;
    stubServer(
      answers({
        'astro/transits': () =>
          fail ? { code: 500, msg: 'boom', data: null } : ok(calendar(30, THIRTY)),
      }),
    );
    const user = userEvent.setup();
    renderScreen(<TransitsScreen />, '/transits');
    expect(await screen.findByText('Couldn’t load your transits')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Saturn square your Moon' })).toBeVisible();
  });
});
