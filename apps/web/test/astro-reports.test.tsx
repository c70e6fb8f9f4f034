import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeductionInfo, HoroscopeReport } from '@starlit/contracts';
import NatalChartReportScreen from '../src/screens/NatalChartReport';
import HoroscopeReportScreen from '../src/screens/HoroscopeReport';
import { DeductionDialog } from '../src/features/wallet/DeductionDialog';
import { useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { ok } from './support';
import { userAccount } from './wallet-fixtures';
import {
  CHART,
  OVERVIEW,
  profile,
  destiny,
  renderScreen,
  stubServer,
  type Answers,
} from './astro-fixtures';
import { deductionInfo } from './deduction-fixture';

/** The destiny unlock, 120 points out of 200 unless `overrides` say otherwise. */
const deduction = (overrides: Partial<DeductionInfo> = {}) =>
  deductionInfo('unlockDestiny', 120, { balance: 200, ...overrides });

function answers(overrides: Answers = {}): Answers {
  return {
    'personal/list': () => ok({ list: [profile()], currentId: 7 }),
    'astrolabe/info': () => ok({ archiveId: 7, nickname: 'Mei', timeUnknown: false, chart: CHART }),
    'interpret/personal/destiny': () => ok(destiny(false)),
    'unlock/destiny': () => ok(destiny(true)),
    deductionInfo: () => ok(deduction()),
    userAccount: () => ok(userAccount()),
    ...overrides,
  };
}

function renderNatal() {
  return renderScreen(
    <>
      <NatalChartReportScreen />
      <DeductionDialog />
    </>,
    '/natalChartReport',
  );
}

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't', userId: 'u1' });
  clearProfiles();
  localStorage.clear();
});

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
  clearProfiles();
});

describe('the natal chart report', () => {
  it('draws the wheel and the planets, houses and aspects tables', async () => {
    stubServer(answers());
    renderNatal();
    expect(await screen.findByRole('img', { name: 'Natal chart wheel of Mei' })).toBeVisible();
    const planets = screen.getByRole('table', { name: 'Planets' });
    const sun = within(planets).getByRole('rowheader', { name: /Sun/ }).closest('tr')!;
    expect(sun).toHaveTextContent('Taurus 23°33′');
    expect(within(sun).getAllByRole('cell')[1]).toHaveTextContent('10');
    const uranus = within(planets)
      .getByRole('rowheader', { name: /Uranus/ })
      .closest('tr')!;
    expect(uranus).toHaveTextContent('℞');
    const houses = screen.getByRole('table', { name: 'Houses' });
    expect(within(houses).getAllByRole('rowheader')).toHaveLength(12);
    expect(within(houses).getByRole('rowheader', { name: '1 ASC' })).toBeVisible();
    const grid = screen.getByRole('table', { name: 'Aspects' });
    expect(within(grid).getByLabelText('Jupiter trine Mercury, orb 0.1°')).toBeInTheDocument();
    expect(screen.getByText('Houses: Placidus')).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says when the birth time is unknown and when Placidus fell back to Porphyry', async () => {
    stubServer(
      answers({
        'astrolabe/info': () =>
          ok({
            archiveId: 7,
            nickname: 'Mei',
            timeUnknown: true,
            chart: { ...CHART, houseSystem: 'porphyry', fallbackFrom: 'placidus' },
          }),
      }),
    );
    renderNatal();
    expect(await screen.findByText(/^Birth time unknown/)).toBeVisible();
    expect(
      screen.getByText(
        'Placidus houses cannot be drawn this close to the poles, so Porphyry houses are shown.',
      ),
    ).toBeVisible();
  });

  it('unlocks the report through the deduction dialog, then shows every section', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderNatal();
    expect(await screen.findByText(OVERVIEW.text)).toBeVisible();
    expect(screen.queryByText('Love')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Unlock for 120 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Unlocking this report costs 120 points'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'unlock/destiny')).toBe(false);
    expect(calls.find((c) => c.path === 'deductionInfo')).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Love' })).toBeVisible();
    expect(screen.getByText('The Sun in the tenth house seeks a stage.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unlock for 120 points' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Read it section by section' })).toBeVisible();
    expect(calls.find((c) => c.path === 'unlock/destiny')?.body).toMatchObject({ archive_id: 7 });
    await waitFor(() => expect(calls.some((c) => c.path === 'userAccount')).toBe(true));
  });

  it('offers points instead when the balance is short, and a sample to look at first', async () => {
    const calls = stubServer(
      answers({ deductionInfo: () => ok(deduction({ balance: 30, sufficient: false })) }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderNatal();
    await user.click(await screen.findByRole('button', { name: 'Unlock for 120 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not enough points');
    await user.click(within(dialog).getByRole('button', { name: 'Get points' }));
    expect(useWalletStore.getState().overlay).toBe('recharge');
    expect(calls.some((c) => c.path === 'unlock/destiny')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'See a sample report first' }));
    expect(router.state.location.pathname).toBe('/foldTogetherExample');
  });
});

const REPORT: HoroscopeReport = {
  archiveId: 7,
  date: '2025-06-02',
  sections: [
    { key: 'theme', title: 'The day', text: 'A day to finish things.' },
    { key: 'love', title: 'Love', text: 'Listen more than you speak.' },
  ],
};

describe("today's in-depth report", () => {
  it('asks once a day, then opens without asking', async () => {
    const calls = stubServer(
      answers({
        deductionInfo: () => ok(deduction({ type: 'analysis4Fortune', cost: 45 })),
        'horoscope/report': () => ok(REPORT),
      }),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(
      <>
        <HoroscopeReportScreen />
        <DeductionDialog />
      </>,
      '/horoscopeReport',
    );
    await user.click(await screen.findByRole('button', { name: 'Read today’s report' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This reading costs 45 points')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A day to finish things.')).toBeVisible();
    // the sections as tabs
    await user.click(screen.getByRole('tab', { name: 'Love' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Listen more than you speak.');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A day to finish things.');
    expect(calls.filter((c) => c.path === 'horoscope/report')).toHaveLength(1);
  });

  it('loads a report already opened today without asking', async () => {
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    localStorage.setItem('horoscopeReportOpened', `u1:7:${date}`);
    const calls = stubServer(answers({ 'horoscope/report': () => ok(REPORT) }));
    renderScreen(<HoroscopeReportScreen />, '/horoscopeReport');
    expect(await screen.findByText('A day to finish things.')).toBeVisible();
    expect(calls.some((c) => c.path === 'deductionInfo')).toBe(false);
    expect(calls.some((c) => c.path === 'horoscope/report/status')).toBe(false);
  });

  it('loads a report opened on another device without asking: the server says it is paid', async () => {
    const calls = stubServer(
      answers({
        'horoscope/report/status': (body) =>
          ok({ archiveId: 7, date: body?.date as string, opened: true }),
        'horoscope/report': () => ok(REPORT),
      }),
    );
    renderScreen(<HoroscopeReportScreen />, '/horoscopeReport');
    expect(await screen.findByText('A day to finish things.')).toBeVisible();
    expect(calls.some((c) => c.path === 'deductionInfo')).toBe(false);
    expect(calls.find((c) => c.path === 'horoscope/report/status')?.body).toMatchObject({
      archive_id: 7,
    });
  });
});
