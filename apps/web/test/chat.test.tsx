import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreAiAnalysis } from '@starlit/contracts';
import ChatScreen from '../src/screens/Chat';
import { DeductionDialog } from '../src/features/wallet/DeductionDialog';
import { useWalletStore } from '../src/state/wallet';
import { stubServer } from './astro-fixtures';
import { eventStream, ok } from './support';
import { userAccount } from './wallet-fixtures';
import { CONVERSATION_ID, signedInChatEachTest } from './chat-fixtures';
import { renderRoutes } from './routes-fixture';

const pre = (over: Partial<PreAiAnalysis> = {}): PreAiAnalysis => ({
  type: 'chat_base',
  cost: 15,
  mode: 'points',
  balance: 120,
  canPay: true,
  muted: true,
  ...over,
});
const CARDS = [
  { cardId: 'major-17', reversed: false, position: 'past', positionName: 'Past', name: 'The Star' },
  {
    cardId: 'cups-02',
    reversed: true,
    position: 'present',
    positionName: 'Present',
    name: 'Two of Cups',
  },
  {
    cardId: 'wands-08',
    reversed: false,
    position: 'future',
    positionName: 'Future',
    name: 'Eight of Wands',
  },
];

function renderChat(path: string) {
  return renderRoutes(
    [
      { path: '/chat/:model/:id/:msggroup', element: <ChatScreen /> },
      { path: '/chattingRecord', element: <p>records page</p> },
    ],
    path,
    <DeductionDialog />,
  ).router;
}

const input = () => screen.findByLabelText('Your message to Mira');
const STOP_RULE =
  'Stopping is free until the first sentence of the reply arrives; after that the reply counts in full';

signedInChatEachTest();

describe('chat with a companion', () => {
  it('greets, streams a reply with the drawn cards, then says what it cost', async () => {
    const stream = eventStream();
    const calls = stubServer({
      greetings: () => ok({ text: 'Good evening. What is on your mind?', disclosure: 'AI' }),
      preAiAnalysis: () => ok(pre()),
      'chat/send': () => stream.response,
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    const router = renderChat('/chat/chat_base/junior/new');

    expect(await screen.findByText('Good evening. What is on your mind?')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Mira is an AI, not a person.');
    expect(await screen.findByText('15 points a message · you have 120')).toBeInTheDocument();

    await user.type(await input(), 'Will the new job suit me?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status', { name: 'Mira is writing' })).toBeInTheDocument();
    expect(screen.getByText('Will the new job suit me?')).toBeInTheDocument();
    expect(await input()).toHaveValue('');
    expect(calls.find((c) => c.path === 'chat/send')?.body).toMatchObject({
      healerId: 'junior',
      text: 'Will the new job suit me?',
    });
    expect(calls.find((c) => c.path === 'chat/send')?.body).not.toHaveProperty('msgGroup');

    stream.send('meta', {
      msgGroup: CONVERSATION_ID,
      userMessageId: CONVERSATION_ID,
      safety: 'ok',
    });
    stream.send('cards', { cards: CARDS });
    stream.send('chunk', { text: 'The Star in the past says ' });
    const cards = await screen.findByRole('figure', { name: 'The 3 cards drawn for you' });
    expect(within(cards).getByText('Two of Cups, reversed')).toBeInTheDocument();
    expect(within(cards).getByText('Future')).toBeInTheDocument();
    expect(await screen.findByText(/The Star in the past says/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/chat/chat_base/junior/${CONVERSATION_ID}`),
    );

    stream.send('chunk', { text: 'hope is returning.' });
    stream.send('done', { messageId: CONVERSATION_ID, charged: 'points' });
    stream.end();
    expect(await screen.findByText('15 points')).toBeInTheDocument();
    expect(screen.getByText('The Star in the past says hope is returning.')).toBeInTheDocument();
    // the greeting stays with the conversation it started
    expect(screen.getByText('Good evening. What is on your mind?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('stops a reply where it is: what arrived stays, marked as not charged', async () => {
    const stream = eventStream();
    const calls = stubServer({
      'chatting/records/info': () =>
        ok({ msgGroup: CONVERSATION_ID, healerId: 'junior', messages: [], hasMore: false }),
      preAiAnalysis: () => ok(pre({ mode: 'vip' })),
      'chat/send': () => stream.response,
      // the server ends the reply where it is, stored as delivered and not charged
      'chat/stop': () => {
        stream.send('done', { messageId: CONVERSATION_ID, charged: 'none' });
        stream.end();
        return ok({});
      },
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    renderChat(`/chat/chat_base/junior/${CONVERSATION_ID}`);
    expect(await screen.findByText('VIP: messages use no points')).toBeInTheDocument();
    await user.type(await input(), 'And in love?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    stream.send('meta', {
      msgGroup: CONVERSATION_ID,
      userMessageId: CONVERSATION_ID,
      safety: 'ok',
    });
    stream.send('chunk', { text: 'Two of Cups speaks of' });
    await screen.findByText(/Two of Cups speaks of/);
    // what a stop costs, said while the reply streams
    expect(screen.getByText(STOP_RULE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped · not charged')).toBeInTheDocument();
    expect(screen.queryByText(STOP_RULE)).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('chat/stop');
    expect(screen.getByText('Two of Cups speaks of')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('says what a stop after the first sentence cost', async () => {
    const stream = eventStream();
    stubServer({
      'chatting/records/info': () =>
        ok({ msgGroup: CONVERSATION_ID, healerId: 'junior', messages: [], hasMore: false }),
      preAiAnalysis: () => ok(pre({ muted: true })),
      'chat/send': () => stream.response,
      // past its first sentence: stored as delivered and charged as a whole reply
      'chat/stop': () => {
        stream.send('done', { messageId: CONVERSATION_ID, charged: 'points' });
        stream.end();
        return ok({});
      },
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    renderChat(`/chat/chat_base/junior/${CONVERSATION_ID}`);
    await user.type(await input(), 'And in love?');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    stream.send('meta', {
      msgGroup: CONVERSATION_ID,
      userMessageId: CONVERSATION_ID,
      safety: 'ok',
    });
    stream.send('chunk', { text: 'Two of Cups speaks of a bond renewed. It asks' });
    await screen.findByText(/Two of Cups speaks of a bond renewed/);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped · 15 points')).toBeInTheDocument();
  });

  it('cuts the connection when the stop cannot reach the server', async () => {
    const stream = eventStream();
    stubServer({
      'chatting/records/info': () =>
        ok({ msgGroup: CONVERSATION_ID, healerId: 'junior', messages: [], hasMore: false }),
      preAiAnalysis: () => ok(pre({ mode: 'vip' })),
      'chat/send': (_body, init) => {
        init.signal?.addEventListener('abort', () => stream.abort());
        return stream.response;
      },
      'chat/stop': () => ({ code: 1007, msg: 'unavailable', data: null }),
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup();
    renderChat(`/chat/chat_base/junior/${CONVERSATION_ID}`);
    await user.type(await input(), 'And at work?');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    stream.send('meta', {
      msgGroup: CONVERSATION_ID,
      userMessageId: CONVERSATION_ID,
      safety: 'ok',
    });
    stream.send('chunk', { text: 'The Eight of Wands hurries' });
    await screen.findByText(/The Eight of Wands hurries/);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    // the server never heard the stop: it finishes the reply and keeps it
    expect(
      await screen.findByText('Cut off here · the whole reply is kept in this conversation'),
    ).toBeInTheDocument();
  });

  it('asks before charging points, and mutes the reminder when ticked', async () => {
    const stream = eventStream();
    const calls = stubServer({
      greetings: () => ok({ text: 'Hello.', disclosure: 'AI' }),
      preAiAnalysis: () => ok(pre({ muted: false })),
      mutePointsNotification: () => ok(null),
      'chat/send': () => stream.response,
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderChat('/chat/chat_base/junior/new');
    await user.type(await input(), 'Should I move?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.path === 'chat/send')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'chat/send')).toBe(true));
    expect(calls.find((c) => c.path === 'mutePointsNotification')).toBeDefined();
    stream.send('chunk', { text: 'Yes.' });
    stream.send('done', { messageId: CONVERSATION_ID, charged: 'points' });
    stream.end();
    expect(await screen.findByText('15 points')).toBeInTheDocument();
  });

  it('without enough points offers a recharge, keeps the draft and remembers the route', async () => {
    const calls = stubServer({
      greetings: () => ok({ text: 'Hello.', disclosure: 'AI' }),
      preAiAnalysis: () => ok(pre({ balance: 5, canPay: false, muted: true })),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderChat('/chat/chat_base/junior/new');
    expect(await screen.findByText('15 points a message · you have 5')).toBeInTheDocument();
    await user.type(await input(), 'What does the week hold?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'chat/send')).toBe(false);
    expect(localStorage.getItem('LeavePagePointsType')).toBe('chat_base');
    expect(await input()).toHaveValue('What does the week hold?');
    await user.click(within(dialog).getByRole('button', { name: 'Get points' }));
    await waitFor(() => expect(useWalletStore.getState().overlay).toBe('recharge'));
  });

  it('never holds a crisis message back for points: the server answers it uncharged', async () => {
    const stream = eventStream();
    const calls = stubServer({
      greetings: () => ok({ text: 'Hello.', disclosure: 'AI' }),
      preAiAnalysis: (body) =>
        ok(
          body?.text
            ? pre({ balance: 0, canPay: true, muted: false, safety: 'crisis' })
            : pre({ balance: 0, canPay: false, muted: false }),
        ),
      'chat/send': () => stream.response,
      userAccount: () => ok(userAccount()),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderChat('/chat/chat_base/junior/new');
    await user.type(await input(), 'I want to end my life');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'chat/send')).toBe(true));
    expect(calls.find((c) => c.path === 'preAiAnalysis' && c.body?.text)?.body).toMatchObject({
      healerId: 'junior',
      text: 'I want to end my life',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    stream.send('meta', {
      msgGroup: CONVERSATION_ID,
      userMessageId: CONVERSATION_ID,
      safety: 'crisis',
    });
    stream.send('chunk', { text: 'Please call 988 or 12356 now.\n• Emergency: 110 or 120.' });
    stream.send('done', { messageId: CONVERSATION_ID, charged: 'none' });
    stream.end();
    // each hotline and emergency number is a link that calls it
    const line = await screen.findByText(
      (_, el) => el?.textContent === 'Please call 988 or 12356 now.',
    );
    expect(within(line).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: '12356' })).toHaveAttribute('href', 'tel:12356');
    expect(screen.getByRole('link', { name: '110' })).toHaveAttribute('href', 'tel:110');
    expect(screen.getByRole('link', { name: '120' })).toHaveAttribute('href', 'tel:120');
    expect(screen.queryByText('15 points')).toBeNull();
  });

  it('opens a kept conversation with its cards, and earlier messages on request', async () => {
    const older = '1b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10';
    const newer = '2b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10';
    // a GET's query is in the URL: answer by the call count
    let page = 0;
    stubServer({
      preAiAnalysis: () => ok(pre()),
      'chatting/records/info': () =>
        ++page === 1
          ? ok({
              msgGroup: CONVERSATION_ID,
              healerId: 'junior',
              hasMore: true,
              messages: [
                {
                  id: newer,
                  role: 'assistant',
                  text: 'The cards lean towards yes.',
                  cards: CARDS,
                  createdAt: '2026-11-25T08:00:00Z',
                },
              ],
            })
          : ok({
              msgGroup: CONVERSATION_ID,
              healerId: 'junior',
              hasMore: false,
              messages: [
                {
                  id: older,
                  role: 'user',
                  text: 'Is this the right time?',
                  cards: [],
                  createdAt: '2026-11-25T07:59:00Z',
                },
              ],
            }),
    });
    const user = userEvent.setup();
    renderChat(`/chat/chat_base/junior/${CONVERSATION_ID}`);
    expect(await screen.findByText('The cards lean towards yes.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'The 3 cards drawn for you' })).toBeInTheDocument();
    expect(screen.queryByText('Is this the right time?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Earlier messages' }));
    expect(await screen.findByText('Is this the right time?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.includes('chatting/records/info'))).toEqual([
      `/api/v2/chatting/records/info?msgGroup=${CONVERSATION_ID}&limit=30&lang=en`,
      `/api/v2/chatting/records/info?msgGroup=${CONVERSATION_ID}&before=${newer}&limit=30&lang=en`,
    ]);
  });

  it('corrects a route whose model does not match the companion', async () => {
    stubServer({ greetings: () => ok({ text: 'Hello.', disclosure: 'AI' }) });
    const router = renderChat('/chat/chat_advanced/junior/whatever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/chat_base/junior/new'));
  });
});
