import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Healer } from '@starlit/contracts';
import ChatScreen from '../src/screens/Chat';
import { useHealersStore } from '../src/features/companions/healers';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { stubServer } from './astro-fixtures';
import { eventStream, ok } from './support';
import { userAccount } from './wallet-fixtures';

/** How a chat reply's stream may end short of `done`: only `done` makes it complete. */

const GROUP = '0b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10';
const MIRA: Healer = {
  id: 'junior',
  name: 'Mira',
  title: 'Junior tarot reader',
  intro: 'Mira reads the cards for everyday questions.',
  avatar: '/companions/junior.svg',
  price: 15,
  deduction: 'chat_base',
  vipOnly: false,
  canDraw: true,
  disclosure: 'Mira is an AI, not a person.',
};

/** Opens a new conversation with Mira, sends `text` and starts the reply's stream. */
async function sendAndStart(text: string) {
  const stream = eventStream();
  stubServer({
    greetings: () => ok({ text: 'Hello.', disclosure: 'AI' }),
    preAiAnalysis: () =>
      ok({ type: 'chat_base', cost: 15, mode: 'points', balance: 120, canPay: true, muted: true }),
    'chat/send': () => stream.response,
    userAccount: () => ok(userAccount()),
  });
  const router = createMemoryRouter(
    [{ path: '/chat/:model/:id/:msggroup', element: <ChatScreen /> }],
    { initialEntries: ['/chat/chat_base/junior/new'] },
  );
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your message to Mira'), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  stream.send('meta', { msgGroup: GROUP, userMessageId: GROUP, safety: 'ok' });
  return stream;
}

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  useHealersStore.setState({ data: { en: { list: [MIRA], tips: {} } }, failed: {} });
});

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.setState({ loginStatus: false, token: '' });
  localStorage.clear();
});

describe('a chat reply that ends without done', () => {
  it('shows the server’s error: the reply is incomplete and not charged', async () => {
    const stream = await sendAndStart('Will it work out?');
    stream.send('chunk', { text: 'The Star says' });
    await screen.findByText(/The Star says/);
    stream.send('error', { code: 9999, msg: 'The reply could not be saved (from the server).' });
    stream.end();
    expect(await screen.findByText('The reply broke off · not charged')).toBeInTheDocument();
    expect(document.querySelector('.sl-toast-host')).toHaveTextContent(
      'The reply could not be saved (from the server).',
    );
    expect(screen.queryByText('15 points')).toBeNull();
    // the message itself reached the server
    expect(screen.getByText('Will it work out?')).toBeInTheDocument();
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('is incomplete when the stream simply stops', async () => {
    const stream = await sendAndStart('And next month?');
    stream.send('chunk', { text: 'Next month brings' });
    stream.end();
    expect(await screen.findByText('The reply broke off · not charged')).toBeInTheDocument();
    expect(screen.getByText('Next month brings')).toBeInTheDocument();
    expect(screen.queryByText('15 points')).toBeNull();
  });
});
