import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../src/i18n';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { stubServer } from './astro-fixtures';
import { drawShareCard } from '../src/features/mbti/share';
import { DIMENSIONS, RESULT_ID, TOKEN, deduction, mbtiAnswers, renderMbti } from './mbti-fixtures';
import { ok, recordingCanvas } from './support';

/** A result: its head and bars, the locked report and its unlock, sharing, the public view. */
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const REPORT = `/mbtiReport?id=${RESULT_ID}`;

beforeEach(async () => {
  await changeLanguage('en');
  useSessionStore.setState({ loginStatus: true, token: 't', userId: 'u1' });
});

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelector('.sl-toast-host')?.remove();
});

const bar = (dimension: string) =>
  document.querySelector<HTMLElement>(`.sl-mbti-bar[data-dimension="${dimension}"]`)!;

describe('the result', () => {
  it('shows the type, the four bars with the winning side lit, and the free summary', async () => {
    const calls = stubServer(mbtiAnswers());
    renderMbti(REPORT);
    expect(await screen.findByRole('heading', { level: 1, name: 'INTJ' })).toBeVisible();
    expect(calls.find((c) => c.path === 'mbti/history/report')).toBeDefined();
    expect(screen.getByText('The Night Cartographer')).toBeVisible();
    expect(screen.getByText('You chart the far edges of the map.')).toBeVisible();
    expect(screen.getByText('Analysts')).toBeVisible();
    expect(screen.getByText('Standard test · 2 Jun 2026')).toBeVisible();

    expect(document.querySelectorAll('.sl-mbti-bar')).toHaveLength(4);
    const ei = bar('EI');
    expect(ei).toHaveAccessibleName('Energy: Extraversion 30%, Introversion 70%');
    expect(within(ei).getByText('Introversion').closest('.is-win')).not.toBeNull();
    expect(within(ei).getByText('Extraversion').closest('.is-win')).toBeNull();
    expect(within(ei).getByText('70%')).toHaveClass('is-win');
    expect(within(ei).getByText('30%')).not.toHaveClass('is-win');
    expect(within(ei).getByText('Moderate preference for Introversion')).toBeVisible();
    expect(within(bar('SN')).getByText('Clear preference for Intuition')).toBeVisible();
    expect(within(bar('TF')).getByText('Slight preference for Thinking')).toBeVisible();
    expect(within(bar('JP')).getByText('Very clear preference for Judging')).toBeVisible();
    expect(within(bar('JP')).getByText('Judging').closest('.is-win')).not.toBeNull();
    // a slight preference is said to be changeable
    expect(screen.getByRole('note')).toHaveTextContent('can come out the other way');
    expect(screen.getByText('You often think in systems and long timelines.')).toBeVisible();
  });

  it('unlocks the report through the deduction dialog and shows every section', async () => {
    const calls = stubServer(mbtiAnswers());
    const u = user();
    renderMbti(REPORT);
    const unlock = await screen.findByRole('button', { name: 'Unlock for 35 points' });
    expect(document.querySelectorAll('.sl-report-section')).toHaveLength(1);
    expect(screen.getByText('You think in systems.')).toBeVisible();
    expect(screen.getByText(/Free for VIP members/)).toBeVisible();

    await u.click(unlock);
    const dialog = await screen.findByRole('dialog');
    expect(calls.find((c) => c.path === 'deductionInfo')).toBeDefined();
    await within(dialog).findByText('Unlocking this report costs 35 points');
    // the dialog fades in: its text is there before it is fully opaque
    expect(within(dialog).getByText('Your balance: 120 points')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'unlockMbtiReport')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('tab', { name: 'Where your energy comes from' })).toBeVisible();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Unlock for 35 points' })).toBeNull();
    expect(calls.find((c) => c.path === 'unlockMbtiReport')?.body).toEqual({
      id: RESULT_ID,
      lang: 'en',
    });
    // the new balance is fetched after the charge
    await waitFor(() => expect(calls.some((c) => c.path === 'userAccount')).toBe(true));
  });

  it('offers points instead when the balance is short', async () => {
    const calls = stubServer(
      mbtiAnswers({ deductionInfo: () => ok(deduction({ balance: 10, sufficient: false })) }),
    );
    const u = user();
    renderMbti(REPORT);
    await u.click(await screen.findByRole('button', { name: 'Unlock for 35 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Not enough points')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Get points' }));
    expect(useWalletStore.getState().overlay).toBe('recharge');
    expect(calls.some((c) => c.path === 'unlockMbtiReport')).toBe(false);
  });

  it('opens the recharge popup when the server says the points ran out (1201)', async () => {
    stubServer(
      mbtiAnswers({
        deductionInfo: () => ok(deduction({ prompt: false })),
        unlockMbtiReport: () => ({ code: 1201, msg: '', data: null }),
      }),
    );
    const u = user();
    renderMbti(REPORT);
    await u.click(await screen.findByRole('button', { name: 'Unlock for 35 points' }));
    expect(await screen.findByText('Not enough points. Buy points to continue.')).toBeVisible();
    expect(useWalletStore.getState().overlay).toBe('recharge');
    expect(screen.getByRole('button', { name: 'Unlock for 35 points' })).toBeVisible();
  });

  it('says so when the result no longer exists (1501)', async () => {
    stubServer(mbtiAnswers({ 'mbti/history/report': () => ({ code: 1501, msg: '', data: null }) }));
    const u = user();
    const { router } = renderMbti(REPORT);
    expect(await screen.findByText('This result no longer exists')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'To the test' }));
    expect(router.state.location.pathname).toBe('/mbtiHome');
  });
});

describe('sharing', () => {
  it('makes a share link of the result and shows it with the picture', async () => {
    // jsdom has no 2D canvas: the sheet still gives the link
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const calls = stubServer(mbtiAnswers());
    const u = user();
    renderMbti(REPORT);
    await u.click(await screen.findByRole('button', { name: 'Share' }));
    const sheet = await screen.findByRole('dialog', { name: 'Share your result' });
    expect(calls.find((c) => c.path === 'mbti/share')?.body).toEqual({ id: RESULT_ID, lang: 'en' });
    const link = within(sheet).getByRole('textbox', { name: 'Link to your result' });
    expect((link as HTMLInputElement).value).toMatch(new RegExp(`#/mbtiReport\\?share=${TOKEN}$`));
    expect(
      within(sheet).getByText('The picture could not be made, but the link works.'),
    ).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Share picture' })).toBeDisabled();
  });

  it('shows the public summary behind a token to a visitor, with a way to take the test', async () => {
    useSessionStore.getState().signOut();
    const calls = stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti(`/mbtiReport?share=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'INTJ' })).toBeVisible();
    expect(calls.find((c) => c.path === 'getShareReport')).toBeDefined();
    expect(calls.some((c) => c.path === 'mbti/history/report')).toBe(false);
    expect(screen.getByText(/shared their 16-type personality test result/)).toBeVisible();
    expect(screen.getByText('Simplified test · 2 Jun 2026')).toBeVisible();
    // it speaks of the person who shared it, not to the reader
    expect(screen.getByText('Their type')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Their four preferences' })).toBeVisible();
    expect(screen.queryByText(/\b[Yy]our\b/)).toBeNull();
    // not even the type's tagline, which speaks to the one who took the test
    expect(screen.queryByText('You chart the far edges of the map.')).toBeNull();
    expect(document.querySelectorAll('.sl-mbti-bar')).toHaveLength(4);
    expect(within(bar('EI')).getByText('70%')).toHaveClass('is-win');
    // read-only: no unlock, no share, no clarity words the link does not carry
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByText(/preference for/)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Take the test yourself' }));
    expect(router.state.location.pathname).toBe('/mbtiHome');
  });

  it('goes home from a share link opened with nothing to go back to', async () => {
    useSessionStore.getState().signOut();
    stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti(`/mbtiReport?share=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'INTJ' });
    // the app's own history has no page before this one (the link opened it)
    window.history.replaceState({ idx: 0 }, '');
    await u.click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says when a share link no longer works', async () => {
    useSessionStore.getState().signOut();
    stubServer(mbtiAnswers({ getShareReport: () => ({ code: 1501, msg: '', data: null }) }));
    renderMbti(`/mbtiReport?share=${TOKEN}`);
    expect(await screen.findByText('This link no longer works')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take the test yourself' })).toBeVisible();
  });
});

describe('the share picture', () => {
  it('draws the type, nickname, the four bars and the app name at 1080 px, nothing personal', () => {
    const texts = recordingCanvas();
    const canvas = drawShareCard(
      {
        type: 'INTJ',
        nickname: 'The Night Cartographer',
        tagline: 'You chart the far edges of the map.',
        groupName: 'Analysts',
        bars: DIMENSIONS,
      },
      {
        lang: 'en',
        appName: 'Starlit',
        testName: '16-type personality test',
        footer: 'Find your type with Starlit',
        dimensions: { EI: 'Energy', SN: 'Information', TF: 'Decisions', JP: 'Lifestyle' },
      },
    );
    expect(canvas.width).toBe(1080);
    expect(canvas.height).toBeGreaterThan(1080);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Starlit',
        '16-type personality test',
        'INTJ',
        'The Night Cartographer',
        'Analysts',
        'E  Extraversion',
        'Introversion  I',
        '70%',
        'J  Judging',
        '95%',
      ]),
    );
    expect(texts.join(' ')).not.toMatch(/@|MBTI/);
  });
});
