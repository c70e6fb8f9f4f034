import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MBTI_LEVEL_INFO } from '@starlit/core/mbti';
import { LEVELS } from '../src/features/mbti/model';
import { runKey } from '../src/features/mbti/progress';
import { useSessionStore } from '../src/state/session';
import { stubServer } from './astro-fixtures';
import { QUESTIONS, RESULT_ID, mbtiAnswers, renderMbti } from './mbti-fixtures';
import { ok } from './support';
import { signedInMemberEachTest } from './session-fixture';

/** The test itself: one statement at a time, the scale, Back, resume, Submit. */
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const [q1, q2, q3, q4] = QUESTIONS.questions.map((q) => q.text) as [string, string, string, string];
const KEY = runKey('u1', 'simplified');

signedInMemberEachTest({ clearStorage: true });

const statement = () => screen.getByRole('heading', { level: 2 });
const progress = () => document.querySelector('.sl-mbti-progress-count')?.textContent;
/** Picks a choice and waits for the next statement (auto-advance). */
async function answer(u: ReturnType<typeof user>, label: string, next?: string) {
  await u.click(screen.getByRole('radio', { name: label }));
  if (next) await waitFor(() => expect(statement()).toHaveTextContent(next));
}

describe('taking the test', () => {
  it('shows one statement at a time, advances on a choice, goes back, and submits every answer', async () => {
    const calls = stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/mbti?level=simplified');
    expect(await screen.findByRole('heading', { name: q1 })).toBeVisible();
    expect(progress()).toBe('1 / 4');
    expect(calls.find((c) => c.path === 'mbtiQuestions')?.body).toMatchObject({
      level: 'simplified',
    });
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByText('Disagree', { selector: '.sl-mbti-scale-ends span' })).toBeVisible();
    expect(screen.getByText('Neutral', { selector: '.sl-mbti-scale-ends span' })).toBeVisible();
    expect(screen.getByText('Agree', { selector: '.sl-mbti-scale-ends span' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await answer(u, 'Agree', q2);
    expect(progress()).toBe('2 / 4');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    // back to the first: its answer is still chosen; Next moves on without changing it
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(statement()).toHaveTextContent(q1);
    expect(screen.getByRole('radio', { name: 'Agree' })).toHaveAttribute('aria-checked', 'true');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(statement()).toHaveTextContent(q2);

    await answer(u, 'Strongly disagree', q3);
    await answer(u, 'Neutral', q4);
    expect(progress()).toBe('4 / 4');
    const submit = screen.getByRole('button', { name: 'See my result' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await u.click(screen.getByRole('radio', { name: 'Slightly agree' }));
    expect(submit).toBeEnabled();
    expect(calls.some((c) => c.path === 'calculateMbti')).toBe(false);
    await u.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mbtiReport'));
    expect(router.state.location.search).toBe(`?id=${RESULT_ID}`);
    expect(calls.find((c) => c.path === 'calculateMbti')?.body).toEqual({
      level: 'simplified',
      answers: { ei01: 6, sn02: 1, tf01: 4, jp02: 5 },
      lang: 'en',
    });
    // a finished run is forgotten
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('resumes after a reload at the same statement with the same answers', async () => {
    stubServer(mbtiAnswers());
    const u = user();
    const first = renderMbti('/mbti?level=simplified');
    await screen.findByRole('heading', { name: q1 });
    await answer(u, 'Strongly agree', q2);
    await answer(u, 'Disagree', q3);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      answers: { ei01: 7, sn02: 2 },
      index: 2,
    });
    first.unmount();

    renderMbti('/mbti?level=simplified');
    expect(await screen.findByRole('heading', { name: q3 })).toBeVisible();
    expect(progress()).toBe('3 / 4');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Disagree' })).toHaveAttribute('aria-checked', 'true');
    // another user on this device starts afresh
    useSessionStore.setState({ userId: 'u2' });
    expect(await screen.findByRole('heading', { name: q1 })).toBeVisible();
    expect(progress()).toBe('1 / 4');
  });

  it('keeps Submit disabled while an earlier statement is unanswered and offers to go there', async () => {
    localStorage.setItem(KEY, JSON.stringify({ answers: { ei01: 3, tf01: 4 }, index: 3 }));
    const calls = stubServer(mbtiAnswers());
    const u = user();
    renderMbti('/mbti?level=simplified');
    expect(await screen.findByRole('heading', { name: q4 })).toBeVisible();
    await u.click(screen.getByRole('radio', { name: 'Agree' }));
    expect(screen.getByRole('button', { name: 'See my result' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Statement 2 still needs an answer.');
    await u.click(screen.getByRole('button', { name: 'Go to statement 2' }));
    expect(statement()).toHaveTextContent(q2);
    await answer(u, 'Agree', q3);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'See my result' })).toBeEnabled();
    expect(calls.some((c) => c.path === 'calculateMbti')).toBe(false);
  });

  it('shows the catalogue message when scoring fails and stays on the test', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ answers: { ei01: 3, sn02: 4, tf01: 5, jp02: 6 }, index: 3 }),
    );
    stubServer(mbtiAnswers({ calculateMbti: () => ({ code: 9999, msg: '', data: null }) }));
    const u = user();
    const { router } = renderMbti('/mbti?level=simplified');
    await screen.findByRole('heading', { name: q4 });
    await u.click(screen.getByRole('button', { name: 'See my result' }));
    expect(await screen.findByText('System error. Please try again later.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/mbti');
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'See my result' })).toBeEnabled();
  });

  it('asks a visitor to sign in instead of loading the statements', async () => {
    useSessionStore.getState().signOut();
    const calls = stubServer(mbtiAnswers());
    const u = user();
    const { router } = renderMbti('/mbti');
    expect(await screen.findByText('Sign in to take the test')).toBeVisible();
    expect(calls.some((c) => c.path === 'mbtiQuestions')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the standard test when the address names no level', async () => {
    const calls = stubServer(
      mbtiAnswers({ mbtiQuestions: () => ok({ ...QUESTIONS, level: 'standard' }) }),
    );
    renderMbti('/mbti?level=nonsense');
    await screen.findByRole('heading', { name: q1 });
    expect(calls.find((c) => c.path === 'mbtiQuestions')?.body).toMatchObject({
      level: 'standard',
    });
  });

  it('shows the same lengths as the core instrument', () => {
    expect(LEVELS.map(({ level, items, minutes }) => ({ level, items, minutes }))).toEqual(
      MBTI_LEVEL_INFO.map(({ level, items, minutes }) => ({ level, items, minutes })),
    );
  });
});
