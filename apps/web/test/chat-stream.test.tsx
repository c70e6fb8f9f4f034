import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChatScreen from '../src/screens/Chat';
import { stubServer } from './astro-fixtures';
import { eventStream, ok } from './support';
import { userAccount } from './wallet-fixtures';
import { CONVERSATION_ID, signedInChatEachTest } from './chat-fixtures';
import { renderRoutes } from './routes-fixture';

/** How a chat reply's stream may end short of `done`: only `done` makes it complete. */

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
  renderRoutes(
    [{ path: '/chat/:model/:id/:msggroup', element: <ChatScreen /> }],
    '/chat/chat_base/junior/new',
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your message to Mira'), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  stream.send('meta', { msgGroup: CONVERSATION_ID, userMessageId: CONVERSATION_ID, safety: 'ok' });
  return stream;
}

signedInChatEachTest();

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
