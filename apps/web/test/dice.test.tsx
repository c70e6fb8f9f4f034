import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeductionInfo, DiceRoll } from '@starlit/contracts';
import DrawingDiceScreen from '../src/screens/DrawingDice';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { stubServer } from './astro-fixtures';
import { eventStream, ok } from './support';
import { userAccount } from './wallet-fixtures';
import { renderRoutes } from './routes-fixture';
import { signedInInEnglish } from './session-fixture';

const ROLL: DiceRoll = {
  id: '0b7f6c1e-4f0c-4c38-9d5e-8f1f2b3c4d5e',
  question: 'Will my new job suit me?',
  planet: {
    id: 'venus',
    name: 'Venus',
    symbol: '♀',
    keywords: ['love', 'harmony', 'beauty'],
    meaning: 'Venus brings the wish for harmony and what you value to your question.',
  },
  sign: {
    id: 'leo',
    name: 'Leo',
    symbol: '♌',
    keywords: ['pride', 'warmth'],
    meaning: 'Leo acts openly and generously.',
  },
  house: {
    id: '5',
    name: 'Fifth House',
    symbol: '5',
    keywords: ['creativity', 'joy'],
    meaning: 'The Fifth House is the area of creativity, romance and play.',
  },
  createdAt: '2025-05-01T10:00:00.000Z',
};

const FREE: DeductionInfo = {
  type: 'dice',
  cost: 45,
  days: null,
  mode: 'free',
  balance: 100,
  sufficient: true,
  prompt: false,
};

function renderDice() {
  return renderRoutes(
    [
      { path: '/drawingDice', element: <DrawingDiceScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/drawingDice',
  ).router;
}

const field = () => screen.getByLabelText('Your question');
const rollButton = () => screen.getByRole('button', { name: /^Roll (the dice|again)$/ });

signedInInEnglish();

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.setState({ loginStatus: false, token: '' });
});

describe('zodiac dice', () => {
  it('needs a question, and shows the refusal of a sensitive one under the field', async () => {
    const calls = stubServer({
      'constellation/dice': () => ({ code: 1205, msg: 'refused', data: null }),
    });
    const user = userEvent.setup();
    renderDice();

    // the header and the body both name the screen
    expect(await screen.findByRole('heading', { level: 1, name: 'Zodiac dice' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Zodiac dice');
    expect(screen.getByText(/don’t answer questions about health diagnoses, death/)).toBeVisible();

    await user.click(rollButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your question first.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await user.type(field(), 'Which lottery numbers win?');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(rollButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This question cannot be answered here. Please ask another one.',
    );
    expect(calls).toEqual([
      { path: 'constellation/dice', body: { question: 'Which lottery numbers win?', lang: 'en' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Read the dice' })).toBeNull();
  });

  it('lands the three dice on the server’s faces, and a tap shows a face’s meaning', async () => {
    const calls = stubServer({ 'constellation/dice': () => ok(ROLL) });
    const user = userEvent.setup();
    renderDice();
    await user.type(await screen.findByLabelText('Your question'), `  ${ROLL.question} `);
    await user.click(rollButton());

    const planet = await screen.findByRole('button', { name: 'Planet: Venus. Show its meaning' });
    const sign = screen.getByRole('button', { name: 'Sign: Leo. Show its meaning' });
    const house = screen.getByRole('button', { name: 'House: Fifth House. Show its meaning' });
    expect(calls[0]!.body).toMatchObject({ question: ROLL.question });
    expect(within(planet).getByText('Venus')).toBeInTheDocument();
    expect(within(planet).getByText('♀\uFE0E')).toBeInTheDocument();
    expect(within(sign).getByText('Leo')).toBeInTheDocument();
    expect(within(sign).getByText('♌\uFE0E')).toBeInTheDocument();
    expect(within(house).getByText('Fifth House')).toBeInTheDocument();
    expect(within(house).getAllByText('5').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Your dice: Venus, Leo, Fifth House');
    expect(screen.getByText('Tap a die to see what its face means.')).toBeInTheDocument();

    await user.click(planet);
    expect(planet).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Venus' })).toBeInTheDocument();
    expect(screen.getByText('harmony')).toBeInTheDocument();
    expect(screen.getByText(ROLL.planet.meaning)).toBeInTheDocument();

    await user.click(house);
    expect(planet).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(ROLL.house.meaning)).toBeInTheDocument();
    expect(screen.queryByText(ROLL.planet.meaning)).toBeNull();
  });

  it('streams the reading, headings and paragraphs, with a caret until it is done', async () => {
    const stream = eventStream();
    const calls = stubServer({
      'constellation/dice': () => ok(ROLL),
      deductionInfo: () => ok(FREE),
      'constellation/dice/analysis': () => stream.response,
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    renderDice();
    await user.type(await screen.findByLabelText('Your question'), ROLL.question);
    await user.click(rollButton());
    await user.click(await screen.findByRole('button', { name: 'Read the dice' }));

    const reading = await screen.findByRole('region', { name: 'The reading' });
    expect(calls.find((c) => c.path === 'constellation/dice/analysis')?.body).toMatchObject({
      id: ROLL.id,
    });
    stream.send('chunk', { text: '## Your roll\n\nFor “Will my new job' });
    expect(
      await within(reading).findByRole('heading', { level: 3, name: 'Your roll' }),
    ).toBeVisible();
    expect(within(reading).getByText(/For “Will my new job/)).toBeInTheDocument();
    expect(reading.querySelector('.sl-caret')).not.toBeNull();
    expect(reading).toHaveAttribute('aria-busy', 'true');

    stream.send('chunk', { text: ' suit me?” the dice show Venus.\n\n## Advice\n\nBring love.' });
    expect(
      await within(reading).findByRole('heading', { level: 3, name: 'Advice' }),
    ).toBeInTheDocument();
    expect(
      within(reading).getByText('For “Will my new job suit me?” the dice show Venus.'),
    ).toBeInTheDocument();
    expect(within(reading).getByText('Bring love.').querySelector('.sl-caret')).not.toBeNull();

    stream.send('done', { charged: 'free' });
    stream.end();
    await waitFor(() => expect(reading.querySelector('.sl-caret')).toBeNull());
    expect(reading).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Ask another question' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('userAccount'));
  });

  it('opens the recharge popup when the points run out', async () => {
    stubServer({
      'constellation/dice': () => ok(ROLL),
      deductionInfo: () => ok(FREE),
      'constellation/dice/analysis': () => ({ code: 1201, msg: '', data: null }),
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    renderDice();
    await user.type(await screen.findByLabelText('Your question'), ROLL.question);
    await user.click(rollButton());
    await user.click(await screen.findByRole('button', { name: 'Read the dice' }));

    await waitFor(() => expect(useWalletStore.getState().overlay).toBe('recharge'));
    expect(
      await screen.findByText('Not enough points. Buy points to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the dice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The reading' })).toBeNull();
  });

  it('sends a visitor who taps Roll to sign in', async () => {
    const calls = stubServer({});
    useSessionStore.setState({ loginStatus: false, token: '' });
    const user = userEvent.setup();
    const router = renderDice();
    await user.type(await screen.findByLabelText('Your question'), 'Will it rain?');
    await user.click(rollButton());
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
  });
});
