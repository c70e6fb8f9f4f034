import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardFan } from '../src/features/tarot/CardFan';
import { TarotDrawing } from '../src/features/tarot/TarotDrawing';
import { queryClient } from '../src/api/query';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { TAROT_INFO, reading, reduceMotion, renderAt } from './tarot-fixtures';

function server() {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'tarot/info':
        return ok(TAROT_INFO);
      case 'tarot/shuffle':
        return ok({ shuffleId: '5b0c0d3e-0000-4000-8000-000000000002', deckSize: 78, picks: 3 });
      case 'tarot/prediction':
        return ok(reading('three', { question: (call.body as { question: string }).question }));
      case 'tarot/brief':
        return ok({ lines: ['Past: a fresh start.', 'Present: a pause.', 'Future: light.'] });
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

const drawing = () => (
  <TarotDrawing spreads={['single', 'three', 'highCard', 'general']} initial="three" />
);

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  queryClient.clear();
  reduceMotion();
});

afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('the card fan', () => {
  it('lifts at most `picks` cards, then hands on the picked indexes in order', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderAt(<CardFan deckSize={22} picks={3} onComplete={onComplete} />);
    const card = (n: number) => screen.getByRole('option', { name: `Card ${n}` });

    expect(await screen.findAllByRole('option', { name: /^Card \d+$/ })).toHaveLength(22);
    await user.click(card(8));
    await user.click(card(2));
    expect(card(8)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    // a lifted card lies above every card of the fan, so none covers it
    const above = Math.max(
      ...screen
        .getAllByRole('option', { name: /^Card \d+$/, selected: false })
        .map((b) => Number(b.style.zIndex)),
    );
    expect(Number(card(8).style.zIndex)).toBeGreaterThan(above);
    // a lifted card goes back with a second tap
    await user.click(card(2));
    expect(card(2)).toHaveAttribute('aria-selected', 'false');
    await user.click(card(20));
    await user.click(card(1));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    // a fourth card cannot be picked
    expect(card(5)).toHaveAttribute('aria-disabled', 'true');
    await user.click(card(5));
    expect(card(5)).toHaveAttribute('aria-selected', 'false');

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith([7, 19, 0]);
  });

  it('is one tab stop, a list box walked with the arrow keys and picked with Enter or Space', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    renderAt(
      <>
        <button type="button">before</button>
        <CardFan deckSize={78} picks={3} onComplete={onComplete} />
        <button type="button">after</button>
      </>,
    );
    const fan = await screen.findByRole('listbox', { name: 'The deck: pick 3 cards' });
    expect(fan).toHaveAttribute('aria-multiselectable', 'true');
    const card = (n: number) => screen.getByRole('option', { name: `Card ${n}` });
    // one card of 78 takes Tab: the middle one
    expect(screen.getAllByRole('option').filter((o) => o.tabIndex === 0)).toEqual([card(39)]);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(card(39)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(card(39)).toHaveFocus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(card(41)).toHaveFocus();
    expect(card(41).tabIndex).toBe(0);
    expect(card(39).tabIndex).toBe(-1);
    await user.keyboard('{Enter}');
    expect(card(41)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(card(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(card(1)).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(card(78)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(card(78)).toHaveFocus();
    // Space again on a lifted card puts it back
    await user.keyboard('{Home} ');
    expect(card(1)).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}{Enter}{ArrowLeft}{Enter}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith([40, 77, 76]));
  });
});

describe('a spread screen', () => {
  it('asks for the question before shuffling', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderAt(drawing(), '/drawingCards', '/drawingCards');

    await user.click(await screen.findByRole('button', { name: 'Shuffle' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write your question first.');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(calls.map(pathOf)).not.toContain('tarot/shuffle');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
      'maxlength',
      '200',
    );
  });

  it('sends a visitor who taps Shuffle to sign in', async () => {
    useSessionStore.getState().signOut();
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderAt(drawing(), '/drawingCards', '/drawingCards');
    await user.click(await screen.findByRole('button', { name: 'Shuffle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map(pathOf)).not.toContain('tarot/shuffle');
  });

  it('shuffles, lets the user pick three cards, draws them and lays them out by position', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderAt(drawing(), '/drawingCards?spread=three', '/drawingCards');

    expect(await screen.findByRole('heading', { name: 'Three spread' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Your question' }),
      '  Where is my work heading?  ',
    );
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(calls.find((c) => pathOf(c) === 'tarot/shuffle')?.body).toMatchObject({
      spreadId: 'three',
    });

    expect(await screen.findAllByRole('option', { name: /^Card \d+$/ })).toHaveLength(78);
    for (const n of [40, 3, 77])
      await user.click(screen.getByRole('option', { name: `Card ${n}` }));

    // the cards arrive face down: nothing is read before they are turned
    expect(
      await screen.findByRole('button', { name: 'Turn over card 1: Past' }),
    ).toBeInTheDocument();
    const predictions = calls.filter((c) => pathOf(c) === 'tarot/prediction');
    expect(predictions).toHaveLength(1);
    expect(predictions[0]!.body).toMatchObject({
      shuffleId: '5b0c0d3e-0000-4000-8000-000000000002',
      question: 'Where is my work heading?',
      picks: [39, 2, 76],
    });
    expect(router.state.location.search).toContain('reading=7d1f2c3a');
    expect(document.querySelectorAll('[data-card-id]')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'At a glance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read it in full' })).toBeNull();
    expect(calls.map(pathOf)).not.toContain('tarot/brief');

    // one tap turns one card: its whole name and orientation show, the rest stay down
    await user.click(screen.getByRole('button', { name: 'Turn over card 2: Present' }));
    expect(screen.getByRole('button', { name: 'Present: Card 2 (reversed)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards turned over' })).toHaveTextContent(
      'Card 2 (reversed)',
    );
    expect(screen.getByRole('button', { name: 'Turn over card 1: Past' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'At a glance' })).toBeNull();

    // "reveal all" turns the rest; then the brief and the full reading appear
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    for (const [position, card] of [
      ['Past', 'Card 1 (upright)'],
      ['Present', 'Card 2 (reversed)'],
      ['Future', 'Card 3 (upright)'],
    ]) {
      expect(screen.getByRole('button', { name: `${position}: ${card}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'At a glance' })).toBeInTheDocument();
    expect(await screen.findByText('Present: a pause.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read it in full' })).toBeInTheDocument();

    // a card's meaning
    await user.click(screen.getByRole('button', { name: 'Present: Card 2 (reversed)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Card 2' });
    expect(within(sheet).getByText('Reversed')).toBeInTheDocument();
    expect(within(sheet).getByText('Meaning of card 2 here.')).toBeInTheDocument();
    expect(within(sheet).getByText('keyword 2')).toBeInTheDocument();
    expect(within(sheet).getByText('Present asks.')).toBeInTheDocument();
  });

  it('opens a reading from its address, with the full reading already there', async () => {
    const saved = reading('celticCross', { analysis: '## Summary\n\nA steady climb ahead.' });
    const { fetch, calls } = fakeFetch((call: FakeCall) => {
      switch (pathOf(call)) {
        case 'tarot/info':
          return ok(TAROT_INFO);
        case 'tarot/checkPrediction':
          return ok(saved);
        case 'tarot/brief':
          return ok({ lines: ['The present: steady.'] });
        default:
          return { code: 404, msg: '', data: null };
      }
    });
    vi.stubGlobal('fetch', fetch);
    renderAt(
      <TarotDrawing spreads={['celticCross']} />,
      `/drawingTenCards?reading=${saved.id}`,
      '/drawingTenCards',
    );

    expect(await screen.findByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c) === 'tarot/checkPrediction')?.body).toMatchObject({
      id: saved.id,
    });
    expect(screen.getByText('A steady climb ahead.')).toBeInTheDocument();
    // a reading opened again lies face up, with its brief
    expect(
      screen.getAllByRole('button', { name: /: Card \d+ \((upright|reversed)\)$/ }),
    ).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Reveal all' })).toBeNull();
    expect(await screen.findByText('The present: steady.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read it in full' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Shuffle' })).toBeNull();
    expect(calls.map(pathOf)).not.toContain('tarot/shuffle');
  });
});
