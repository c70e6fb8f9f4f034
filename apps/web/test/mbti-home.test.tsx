import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExploreCards } from '../src/features/explore/ExploreCards';
import { HomeMbtiCard } from '../src/features/mbti/HomeMbtiCard';
import { runKey } from '../src/features/mbti/progress';
import { useSessionStore } from '../src/state/session';
import { stubServer } from './astro-fixtures';
import {
  OTHER_ID,
  RESULT_ID,
  history,
  historyItem,
  mbtiAnswers,
  renderMbti,
  renderPiece,
} from './mbti-fixtures';
import { ok } from './support';
import { signedInMemberEachTest } from './session-fixture';

/** The test's page: lengths, a saved run, your type, the history and its deletes; Home and Explore. */
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

signedInMemberEachTest({ clearStorage: true });

const level = (id: string) =>
  document.querySelector<HTMLElement>(`.sl-mbti-level[data-level="${id}"]`)!;

describe('the test page', () => {
  it('tells a visitor what the test is, its three lengths, and sends Start to sign-in', async () => {
    useSessionStore.getState().signOut();
    const calls = stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/mbtiHome');
    expect(
      await screen.findByText(/not a clinical, diagnostic or hiring instrument/),
    ).toBeVisible();
    expect(within(level('simplified')).getByText('24 statements · about 3 min')).toBeVisible();
    expect(within(level('standard')).getByText('48 statements · about 5 min')).toBeVisible();
    expect(within(level('full')).getByText('96 statements · about 10 min')).toBeVisible();
    expect(within(level('standard')).getByText('Recommended')).toBeVisible();
    expect(screen.queryByText('Your results')).toBeNull();
    expect(calls.some((c) => c.path === 'mbti/history' || c.path === 'userMbtiReport')).toBe(false);
    expect(document.body.textContent).not.toMatch(/MBTI/);
    await u.click(screen.getByRole('button', { name: 'Start the Standard test' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers to continue or start over a saved run', async () => {
    localStorage.setItem(
      runKey('u1', 'standard'),
      JSON.stringify({ answers: { ei01: 4, sn02: 5 }, index: 2 }),
    );
    stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/mbtiHome');
    const card = level('standard');
    expect(await within(card).findByText('In progress: 2 of 48 answered')).toBeVisible();
    expect(within(level('full')).queryByText(/In progress/)).toBeNull();
    await u.click(within(card).getByRole('button', { name: 'Continue the Standard test' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/mbti?level=standard',
    );
    expect(localStorage.getItem(runKey('u1', 'standard'))).not.toBeNull();

    void router.navigate('/mbtiHome');
    const again = await screen.findByRole('button', { name: 'Start the Standard test over' });
    await u.click(again);
    expect(router.state.location.search).toBe('?level=standard');
    expect(localStorage.getItem(runKey('u1', 'standard'))).toBeNull();
  });

  it("shows the user's type, which opens its result", async () => {
    stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/mbtiHome');
    const mine = await screen.findByRole('region', { name: 'Your type' });
    expect(within(mine).getByText('INTJ')).toBeVisible();
    expect(within(mine).getByText('The Night Cartographer')).toBeVisible();
    await u.click(within(mine).getByRole('button'));
    expect(router.state.location.search).toBe(`?id=${RESULT_ID}`);
  });

  it('deletes results only after one is selected and confirmed, then reloads', async () => {
    let list = [
      historyItem(RESULT_ID, 'INTJ', 'The Night Cartographer'),
      historyItem(OTHER_ID, 'ENFP', 'The Spark'),
    ];
    const calls = stubServer(
      mbtiAnswers({
        'mbti/history': () => ok(history(list)),
        'del/mbti/history': (body) => {
          const ids = body?.ids as string[];
          list = list.filter((item) => !ids.includes(item.id));
          return ok({ deleted: ids.length });
        },
      }),
    );
    const u = user();
    renderMbti('/mbtiHome');
    expect(
      await screen.findByRole('button', { name: 'Open the ENFP result of 2 Jun 2026' }),
    ).toBeVisible();
    expect(calls.find((c) => c.path === 'mbti/history')).toBeDefined();
    await u.click(screen.getByRole('button', { name: 'Manage' }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await u.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();

    await u.click(screen.getByRole('checkbox', { name: 'Select the ENFP result of 2 Jun 2026' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    expect(remove).toBeEnabled();
    await u.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The selected result will be deleted');
    expect(calls.some((c) => c.path === 'del/mbti/history')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('The Spark')).toBeNull());
    expect(calls.find((c) => c.path === 'del/mbti/history')?.body).toMatchObject({
      ids: [OTHER_ID],
    });
    expect(calls.filter((c) => c.path === 'mbti/history')).toHaveLength(2);
    // the latest result may have changed
    await waitFor(() => expect(calls.filter((c) => c.path === 'userMbtiReport')).toHaveLength(2));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('pages through a long history', async () => {
    const pages = [
      [historyItem(RESULT_ID, 'INTJ', 'The Night Cartographer')],
      [historyItem(OTHER_ID, 'ENFP', 'The Spark')],
    ];
    let served = 0;
    stubServer(mbtiAnswers({ 'mbti/history': () => ok(history(pages[served++] ?? [], 11)) }));
    const u = user();
    renderMbti('/mbtiHome');
    const results = await screen.findByRole('region', { name: 'Your results' });
    expect(await within(results).findByText('The Night Cartographer')).toBeVisible();
    await u.click(within(results).getByRole('button', { name: 'Show more' }));
    expect(await within(results).findByText('The Spark')).toBeVisible();
    expect(within(results).getByText('The Night Cartographer')).toBeVisible();
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('mbti/history?'))).toEqual([
      expect.stringContaining('page=1&pageSize=10'),
      expect.stringContaining('page=2&pageSize=10'),
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('the 16 types', () => {
  it('lists the types in their four groups and opens one', async () => {
    useSessionStore.getState().signOut();
    stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/personalityTypeList');
    const analysts = await screen.findByRole('region', { name: 'Analysts' });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'sl-mbti-group-analysts',
      'sl-mbti-group-diplomats',
      'sl-mbti-group-sentinels',
      'sl-mbti-group-explorers',
    ]);
    for (const name of ['Analysts', 'Diplomats', 'Sentinels', 'Explorers'])
      expect(within(screen.getByRole('region', { name })).getAllByRole('button')).toHaveLength(4);
    await u.click(
      within(analysts).getByRole('button', { name: 'Read about INTJ, The Night Cartographer' }),
    );
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/personalityTypeDetail?type=INTJ',
    );
  });

  it("reads a type's page: summary, strengths, blind spots, work, careers, growth, letters, group", async () => {
    useSessionStore.getState().signOut();
    const calls = stubServer(mbtiAnswers());
    renderMbti('/personalityTypeDetail?type=intj');
    expect(await screen.findByRole('heading', { level: 1, name: 'INTJ' })).toBeVisible();
    expect(calls.find((c) => c.path === 'mbti/info')).toBeDefined();
    const part = (name: string) => screen.getByRole('region', { name });
    expect(within(part('In short')).getByText('Your inner world is busy.')).toBeVisible();
    const strength = within(part('Strengths')).getByText('Strategic thinking');
    expect(strength.tagName).toBe('STRONG');
    expect(strength.parentElement).toHaveTextContent('You see several moves ahead.');
    expect(within(part('Blind spots')).getByText('Impatience').tagName).toBe('STRONG');
    expect(within(part('In relationships')).getByText(/solving problems/)).toBeVisible();
    expect(within(part('At work')).getByText('Researcher')).toBeVisible();
    expect(within(part('Room to grow')).getByText(/Share the plan/)).toBeVisible();
    expect(within(part('The four letters')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(part('The group')).getByText('Analysts love ideas and systems.')).toBeVisible();
  });

  it('asks to pick a type when the address names none', async () => {
    const calls = stubServer(mbtiAnswers());
    renderMbti('/personalityTypeDetail?type=XXXX');
    expect(await screen.findByText('No type chosen')).toBeVisible();
    expect(calls.some((c) => c.path === 'mbti/info')).toBe(false);
  });
});

describe('Home and Explore', () => {
  it("Home's card shows the user's type and opens the result", async () => {
    stubServer(mbtiAnswers());
    const u = user();
    const router = renderPiece(<HomeMbtiCard />);
    expect(await screen.findByText('INTJ · The Night Cartographer')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'See your result' }));
    expect(router.state.location.search).toBe(`?id=${RESULT_ID}`);
  });

  it("Home's card invites a visitor to the test", async () => {
    useSessionStore.getState().signOut();
    const calls = stubServer(mbtiAnswers());
    const u = user();
    const router = renderPiece(<HomeMbtiCard />);
    await u.click(await screen.findByRole('button', { name: 'Take the test' }));
    expect(router.state.location.pathname).toBe('/mbtiHome');
    expect(calls.some((c) => c.path === 'userMbtiReport')).toBe(false);
  });

  it('Explore lists the test and the types for everyone', async () => {
    useSessionStore.getState().signOut();
    const u = user();
    const router = renderPiece(<ExploreCards />);
    await u.click(await screen.findByRole('button', { name: /16-type personality test/ }));
    expect(router.state.location.pathname).toBe('/mbtiHome');
    void router.navigate('/');
    await u.click(await screen.findByRole('button', { name: /The 16 types/ }));
    expect(router.state.location.pathname).toBe('/personalityTypeList');
  });
});
