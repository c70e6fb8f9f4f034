import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AnswersBookScreen from '../src/screens/AnswersBook';
import { HOLD_MS } from '../src/features/answers/usePressHold';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const ANSWER = { index: 41, answer: 'The tide is running your way.' };

function server() {
  return fakeFetch((call: FakeCall) =>
    pathOf(call) === 'bookAnswer' ? ok(ANSWER) : { code: 404, msg: '', data: null },
  );
}

function renderBook() {
  return renderRoutes([{ path: '/answersBook', element: <AnswersBookScreen /> }], '/answersBook');
}

const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
const book = () => screen.getByRole('button', { name: 'Press and hold to open the book' });

beforeEach(() => {
  useAppStore.setState({ lang: 'en', answerBookStep: 1 });
  // visitors can use the book
  useSessionStore.setState({ loginStatus: false, token: '' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('answers book', () => {
  it('goes from the question to the hold to the answer, and a hold released early opens nothing', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderBook();

    // step 1: the question stays on the page
    expect(
      await screen.findByRole('heading', { name: 'Hold your question in mind' }),
    ).toBeVisible();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question (optional)'), 'Should I move to Lisbon?');
    await user.click(screen.getByRole('button', { name: 'I’m holding my question' }));

    // step 2: press and hold
    expect(heading('Press and hold the book')).toHaveFocus();
    expect(useAppStore.getState().answerBookStep).toBe(2);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.pointerDown(book(), { button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(HOLD_MS - 500));
    expect(screen.getByRole('status')).toHaveTextContent('Keep holding…');
    fireEvent.pointerUp(book(), { button: 0, pointerId: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Released too soon');
    act(() => vi.advanceTimersByTime(HOLD_MS * 2));
    expect(useAppStore.getState().answerBookStep).toBe(2);
    expect(heading('Press and hold the book')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // a full hold opens the book
    fireEvent.pointerDown(book(), { button: 0, pointerId: 1 });
    act(() => vi.advanceTimersByTime(HOLD_MS - 1));
    expect(useAppStore.getState().answerBookStep).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(useAppStore.getState().answerBookStep).toBe(3);
    vi.useRealTimers();

    // step 3: the server's answer, in the current language; the question was never sent
    expect(heading('The book falls open')).toBeInTheDocument();
    expect(await screen.findByText(ANSWER.answer)).toBeInTheDocument();
    expect(screen.getByText('Page 42')).toBeInTheDocument();
    expect(screen.getByText('You asked: Should I move to Lisbon?')).toBeInTheDocument();
    expect(calls.map(pathOf)).toEqual(['bookAnswer']);
    expect(calls[0]!.url).toContain('lang=en');
    expect(calls[0]!.url).not.toContain('Lisbon');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();

    // ask again: back to step 1 with an empty question
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(useAppStore.getState().answerBookStep).toBe(1);
    expect(heading('Hold your question in mind')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question (optional)')).toHaveValue('');
  });

  it('opens by holding Space, or with one tap on the alternative, and copies the answer', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    useAppStore.setState({ answerBookStep: 2 });
    renderBook();
    await screen.findByRole('heading', { name: 'Press and hold the book' });

    vi.useFakeTimers();
    fireEvent.keyDown(book(), { key: ' ' });
    act(() => vi.advanceTimersByTime(HOLD_MS / 2));
    fireEvent.keyUp(book(), { key: ' ' });
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(useAppStore.getState().answerBookStep).toBe(2);
    fireEvent.keyDown(book(), { key: ' ' });
    act(() => vi.advanceTimersByTime(HOLD_MS));
    expect(useAppStore.getState().answerBookStep).toBe(3);
    vi.useRealTimers();
    await screen.findByText(ANSWER.answer);

    act(() => useAppStore.getState().setAnswerBookStep(2));
    fireEvent.click(screen.getByRole('button', { name: 'Open with one tap instead' }));
    expect(useAppStore.getState().answerBookStep).toBe(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ANSWER.answer));
    expect(await screen.findByText('Answer copied')).toBeInTheDocument();
  });

  it('starts every visit at step 1', async () => {
    vi.stubGlobal('fetch', server().fetch);
    useAppStore.setState({ answerBookStep: 3 });
    const view = renderBook();
    await screen.findByText(ANSWER.answer);
    view.unmount();
    expect(useAppStore.getState().answerBookStep).toBe(1);
  });
});
