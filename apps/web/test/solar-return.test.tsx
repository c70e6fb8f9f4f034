import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceSnapshot, ProgressedMoonView, SolarReturnView } from '@starlit/contracts';
import SolarReturnScreen from '../src/screens/SolarReturn';
import { ProgressedMoon } from '../src/features/cycles/ProgressedMoon';
import { ok } from './support';
import { signedInWithFreshProfiles } from './session-fixture';
import { CHART, profile, renderScreen, stubServer, type Answers } from './astro-fixtures';

const SHANGHAI: PlaceSnapshot = {
  id: 'cn-sh',
  name: 'Shanghai',
  fullName: 'Shanghai, China',
  lat: 31.23,
  lon: 121.47,
  tz: 'Asia/Shanghai',
};
const PARIS: PlaceSnapshot = {
  id: 'fr-paris',
  name: 'Paris',
  fullName: 'Paris, Île-de-France, France',
  lat: 48.86,
  lon: 2.35,
  tz: 'Europe/Paris',
};
const YEAR = new Date().getFullYear();

function view(overrides: Partial<SolarReturnView> = {}): SolarReturnView {
  return {
    profileId: 7,
    nickname: 'Mei',
    year: YEAR,
    years: [YEAR, YEAR + 1],
    utc: `${YEAR}-05-14T08:05:00.000Z`,
    zone: 'Asia/Shanghai',
    place: SHANGHAI,
    placeSource: 'residence',
    birthPlace: SHANGHAI,
    residence: SHANGHAI,
    timeUnknown: false,
    chart: CHART,
    headline: {
      title: `Your ${YEAR} solar return`,
      when: 'The Sun returns to its birth position on 14 May at 16:05, cast for Shanghai, China.',
      tone: 'A Libra year: partnerships and fairness shape the year.',
    },
    unlocked: false,
    price: 45,
    themes: null,
    ...overrides,
  };
}

function answers(overrides: Answers = {}): Answers {
  return {
    'personal/list': () => ok({ list: [profile()], currentId: 7 }),
    'astro/solarReturn': (body) => ok(view({ year: Number(body?.year) })),
    ...overrides,
  };
}

signedInWithFreshProfiles();

describe('solar return screen', () => {
  it("shows the moment in the member's zone, the place, the wheel, the tone and the lock", async () => {
    const calls = stubServer(answers());
    renderScreen(<SolarReturnScreen />, '/solarReturn');
    expect(await screen.findByText(`14 May ${YEAR} at 16:05`)).toBeVisible();
    expect(screen.getByText('Shanghai, China')).toBeVisible();
    expect(screen.getByRole('img', { name: `Mei's ${YEAR} solar return chart` })).toBeVisible();
    expect(screen.getByRole('heading', { name: `Your ${YEAR} solar return` })).toBeVisible();
    expect(screen.getByText(/^A Libra year/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unlock for 45 points' })).toBeVisible();
    // home and birthplace are the same place: no quick choice, only the search
    expect(screen.queryByRole('button', { name: /^Home:/ })).toBeNull();
    expect(calls.find((c) => c.path === 'astro/solarReturn')?.body).toMatchObject({
      profileId: 7,
      year: YEAR,
    });
  });

  it("offers home, shows the place's own clock, and asks next year's return", async () => {
    const calls = stubServer(
      answers({
        'astro/solarReturn': (body) =>
          ok(view({ year: Number(body?.year), place: PARIS, placeSource: 'chosen' })),
        'astro/solarReturn/place': (body) => ok(view({ year: Number(body?.year) })),
      }),
    );
    const user = userEvent.setup();
    renderScreen(<SolarReturnScreen />, '/solarReturn');
    expect(await screen.findByText(`10:05`, { exact: false })).toBeVisible();
    expect(screen.getByText(`14 May ${YEAR} at 10:05 local time in Paris`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Home: Shanghai' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'astro/solarReturn/place')?.body).toMatchObject({
        profileId: 7,
        year: YEAR,
        placeId: 'cn-sh',
      }),
    );
    await user.click(screen.getByRole('radio', { name: String(YEAR + 1) }));
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === 'astro/solarReturn').map((c) => c.body?.year),
      ).toContain(YEAR + 1),
    );
  });

  it('says a birth time is needed and draws no chart without one', async () => {
    stubServer(
      answers({
        'astro/solarReturn': () =>
          ok(view({ timeUnknown: true, chart: null, headline: null, themes: null })),
      }),
    );
    renderScreen(<SolarReturnScreen />, '/solarReturn');
    expect(await screen.findByText('This chart needs a birth time')).toBeVisible();
    expect(screen.queryByRole('img', { name: /solar return chart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
  });
});

describe('progressed Moon', () => {
  it("shows the chapter and the next change from the server's words", async () => {
    const moon: ProgressedMoonView = {
      profileId: 7,
      timeUnknown: false,
      now: { sign: 9, house: 6 },
      next: { date: '2027-05-27', sign: 10, house: 6, entered: ['sign'] },
      reading: {
        now: 'Your progressed Moon is in Capricorn, in your 6th house.',
        climate: 'The mood of this chapter is Capricorn.',
        focus: 'Its light falls on the sixth house.',
        next: 'Around 27 May 2027 it moves into Aquarius.',
      },
    };
    stubServer(answers({ 'astro/progressedMoon': () => ok(moon) }));
    renderScreen(<ProgressedMoon />, '/natalChartReport');
    expect(await screen.findByRole('heading', { name: 'Progressed Moon' })).toBeVisible();
    expect(await screen.findByText(moon.reading!.now)).toBeVisible();
    expect(screen.getByText(moon.reading!.next!)).toBeVisible();
  });
});
