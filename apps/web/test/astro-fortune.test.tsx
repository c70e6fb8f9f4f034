import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SingleReading } from '@starlit/contracts';
import TodayFortuneScreen from '../src/screens/TodayFortune';
import { changeLanguage } from '../src/i18n';
import { untilAfterLogin } from '../src/state/loginClock';
import { useSessionStore } from '../src/state/session';
import { ok } from './support';
import { signedInWithFreshProfiles } from './session-fixture';
import { FORTUNE, profile, renderScreen, stubServer, type Answers } from './astro-fixtures';

const SINGLE: SingleReading = {
  constellation: 1,
  summarize: 'Steady and sensual.',
  character: 'Patient, loyal, stubborn.',
  career: 'Builds slowly and well.',
  wealth: 'Saves for beauty.',
  love: 'Loves with the senses.',
  scholastic: 'Learns by doing.',
};

const TRAITS = {
  archiveId: 7,
  constellation_traits: {
    wealth_score: 80,
    romance_score: 70,
    wisdom_score: 60,
    family_score: 90,
    luck_score: 50,
    career_score: 75,
  },
};

function answers(overrides: Answers = {}): Answers {
  return {
    'personal/list': () => ok({ list: [profile()], currentId: 7 }),
    fortune: () => ok(FORTUNE),
    'constellation/relation': () => ok(TRAITS),
    'constellation/single': () => ok(SINGLE),
    ...overrides,
  };
}

signedInWithFreshProfiles();

describe("today's fortune", () => {
  it('shows the overall score, the four areas with their texts, the transits in words', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup();
    const router = renderScreen(<TodayFortuneScreen />, '/todayFortune');

    expect(await screen.findByRole('heading', { name: 'Overall fortune' })).toBeVisible();
    expect(document.querySelector('.sl-fortune-hero .sl-score-ring-number')).toHaveTextContent(
      '78',
    );
    expect(screen.getByText(FORTUNE.texts.overall)).toBeVisible();
    const dims = document.querySelector<HTMLElement>('.sl-fortune-dims')!;
    for (const [name, score, text] of [
      ['Emotions', 82, FORTUNE.texts.emotions],
      ['Health', 64, FORTUNE.texts.health],
      ['Wealth', 71, FORTUNE.texts.wealth],
      ['Career', 90, FORTUNE.texts.career],
    ] as const) {
      const item = within(dims).getByRole('heading', { level: 3, name }).closest('li')!;
      expect(within(item).getByText(String(score))).toBeInTheDocument();
      expect(within(item).getByText(text)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('img', {
        name: 'Scores out of 100: Emotions 82, Health 64, Wealth 71, Career 90',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /last seven days: 60, 65, 58, 70, 74, 69, 78$/ }),
    ).toBeInTheDocument();
    // the transits calendar's transits in orb today, in its words, and the way to it
    expect(screen.getByRole('heading', { name: 'Today’s transits' })).toBeVisible();
    expect(screen.getByText('Venus trine your Moon')).toBeVisible();
    expect(screen.getByText('Saturn square your Sun')).toBeVisible();
    expect(screen.getByText(/exact today · house 5 · orb 0.4°/)).toBeVisible();
    // the date in the member's zone (the fortune's), whatever this device's zone
    expect(screen.getByText('exact 20 Jun 2025 · house 10 · orb 0.6°')).toBeVisible();
    if (new Date('2025-06-19T20:00:00Z').getTimezoneOffset() !== -480)
      expect(
        screen.getByText(/^Dates are in China Standard Time.* UTC\+08:00, where you live\.$/),
      ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open your transits calendar' })).toHaveAttribute(
      'href',
      '/transits',
    );
    // no 日柱 line in an English fortune
    expect(document.querySelector('.sl-fortune-pillar')).toBeNull();
    // the day's sky and what moved each score
    expect(screen.getByText(/Moon in Scorpio, waxing crescent · house 5/)).toBeVisible();
    expect(screen.getByText('Retrograde: Saturn, Mercury turning retrograde')).toBeVisible();
    const emotions = within(dims)
      .getByRole('heading', { level: 3, name: 'Emotions' })
      .closest('li')!;
    expect(within(emotions).getByRole('list', { name: 'What moved it' })).toHaveTextContent(
      'Venus trine Moon +9',
    );
    const career = within(dims).getByRole('heading', { level: 3, name: 'Career' }).closest('li')!;
    expect(within(career).getByRole('list')).toHaveTextContent('Mars square Sun −4');
    const wealth = within(dims).getByRole('heading', { level: 3, name: 'Wealth' }).closest('li')!;
    expect(within(wealth).queryByRole('list')).toBeNull();
    // the profile chip names the current profile
    expect(screen.getByRole('button', { name: 'Profile: Mei. Switch profile' })).toBeVisible();

    // the six traits and the Taurus reading of the profile's Sun
    expect(
      await screen.findByRole('img', { name: /^Trait scores out of 100: Wealth 80, Romance 70/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Patient, loyal, stubborn.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The Taurus in you' })).toBeVisible();
    for (const title of ['In short', 'Character', 'Career', 'Wealth', 'Love', 'Study'])
      expect(screen.getAllByRole('heading', { level: 3, name: title }).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'fortune')?.body).toMatchObject({ archive_id: 7 });
    expect(calls.find((c) => c.path === 'constellation/single')?.body).toMatchObject({
      constellation_a: { star1_id: 1 },
    });

    await user.click(screen.getByRole('button', { name: 'Read today’s in-depth report' }));
    expect(router.state.location.pathname).toBe('/horoscopeReport');
  });

  it('reloads the fortune, traits and reading when the language changes', async () => {
    const calls = stubServer(answers());
    renderScreen(<TodayFortuneScreen />, '/todayFortune');
    await screen.findByText('Patient, loyal, stubborn.');
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    expect(count('fortune')).toBe(1);

    await act(() => changeLanguage('zh'));
    expect(await screen.findByRole('heading', { name: '综合运势' })).toBeVisible();
    await waitFor(() => expect(count('fortune')).toBe(2));
    await waitFor(() => expect(count('constellation/relation')).toBe(2));
    await waitFor(() => expect(count('constellation/single')).toBe(2));
    expect(calls.filter((c) => c.path === 'fortune').at(-1)?.body).toMatchObject({ lang: 'zh' });
    expect(screen.getByText('今日行运')).toBeVisible();
  });

  it("shows the day's 日柱 line when the fortune has one", async () => {
    const dayPillar = {
      stem: 2,
      branch: 6,
      name: '丙午',
      god: '偏财',
      text: '今天是丙午日。丙火对你的日主壬水来说是偏财。',
    };
    stubServer(answers({ fortune: () => ok({ ...FORTUNE, dayPillar }) }));
    await act(() => changeLanguage('zh'));
    renderScreen(<TodayFortuneScreen />, '/todayFortune');
    expect(await screen.findByRole('heading', { name: '今日日柱：丙午日' })).toBeVisible();
    expect(screen.getByText(dayPillar.text)).toBeVisible();
    expect(screen.getByRole('link', { name: '打开行运日历' })).toBeVisible();
  });

  it('invites a member without a profile to create one', async () => {
    stubServer(answers({ 'personal/list': () => ok({ list: [], currentId: null }) }));
    const user = userEvent.setup();
    const router = renderScreen(<TodayFortuneScreen />, '/todayFortune');
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(router.state.location.pathname).toBe('/editPage');
  });

  it('takes the server’s 1602 (no own profile) as the same invitation', async () => {
    stubServer(
      answers({ fortune: () => ({ code: 1602, msg: 'Add your own profile first', data: null }) }),
    );
    renderScreen(<TodayFortuneScreen />, '/todayFortune');
    expect(await screen.findByRole('heading', { name: 'Create your profile' })).toBeVisible();
  });

  it('asks a visitor to sign in', async () => {
    useSessionStore.setState({ loginStatus: false, token: '' });
    stubServer(answers());
    renderScreen(<TodayFortuneScreen />, '/todayFortune');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your stars' })).toBeVisible();
  });
});

describe('the login clock', () => {
  it('delays nothing when no login was seen', () => {
    expect(untilAfterLogin(4000)).toBe(0);
  });
});
