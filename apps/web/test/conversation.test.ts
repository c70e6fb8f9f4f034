import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@starlit/contracts';
import {
  type Conversation,
  type ConversationEvent,
  conversationReducer,
  opening,
} from '../src/features/companions/conversation';

const record = (id: string, role: 'user' | 'assistant', text: string): ChatMessage =>
  ({ id, role, text, cards: [] }) as unknown as ChatMessage;

const run = (state: Conversation, ...events: ConversationEvent[]) =>
  events.reduce(conversationReducer, state);

/** A conversation with a message sent and its reply waiting. */
const sending = () =>
  run(opening(undefined), { type: 'sent', userId: 'u', replyId: 'r', text: 'hi' });

describe('a conversation on screen', () => {
  it('opens a new conversation empty and a kept one loading', () => {
    expect(opening(undefined)).toMatchObject({
      loading: false,
      messages: [],
      conversationId: undefined,
    });
    expect(opening('g1')).toMatchObject({ loading: true, conversationId: 'g1' });
  });

  it('shows a loaded conversation, then earlier messages before it', () => {
    const state = run(
      opening('g1'),
      { type: 'loaded', conversationId: 'g1', messages: [record('2', 'user', 'b')], hasMore: true },
      { type: 'earlier', messages: [record('1', 'assistant', 'a')], hasMore: false },
    );
    expect(state.messages.map((m) => m.id)).toEqual(['1', '2']);
    expect(state).toMatchObject({ loading: false, hasMore: false });
  });

  it('marks a conversation that is not there as missing', () => {
    expect(run(opening('g1'), { type: 'loadFailed', missing: true })).toMatchObject({
      loading: false,
      missing: true,
    });
  });

  it('empties for a new conversation, and loads another one; the one it started keeps its messages', () => {
    const started = run(sending(), { type: 'started', conversationId: 'g9' });
    const own = run(started, { type: 'route', route: 'g9' });
    expect(own).toMatchObject({ route: 'g9', loading: false, sending: true });
    expect(own.messages).toHaveLength(2);
    expect(run(own, { type: 'route', route: 'g2' })).toMatchObject({ loading: true });
    expect(run(own, { type: 'route', route: undefined })).toMatchObject({
      messages: [],
      conversationId: undefined,
      sending: true,
    });
  });

  it('streams a reply in and ends it done, or stopped when the member asked', () => {
    const streaming = run(
      sending(),
      { type: 'chunk', replyId: 'r', text: 'Hel' },
      { type: 'chunk', replyId: 'r', text: 'Hello' },
    );
    expect(streaming.messages[1]).toMatchObject({ text: 'Hello', status: 'streaming' });
    const done = run(streaming, {
      type: 'done',
      replyId: 'r',
      text: 'Hello.',
      stopped: false,
      charged: 'points',
    });
    expect(done.messages[1]).toMatchObject({ text: 'Hello.', status: 'done', charged: 'points' });
    const stopped = run(streaming, {
      type: 'done',
      replyId: 'r',
      text: 'Hel',
      stopped: true,
      charged: 'free',
    });
    expect(stopped.messages[1]).toMatchObject({ status: 'stopped', charged: 'free' });
    expect(run(done, { type: 'settled' }).sending).toBe(false);
  });

  it('keeps what arrived of a cut or broken reply, and drops one that never began', () => {
    const partial = run(sending(), { type: 'chunk', replyId: 'r', text: 'Hel' });
    expect(run(partial, { type: 'cut', replyId: 'r' }).messages[1]).toMatchObject({
      status: 'stopped',
      charged: undefined,
    });
    expect(run(partial, { type: 'broke', replyId: 'r' }).messages[1]).toMatchObject({
      status: 'failed',
      charged: 'none',
    });
    expect(run(sending(), { type: 'cut', replyId: 'r' }).messages.map((m) => m.id)).toEqual(['u']);
  });

  it('takes a message short of points back to the draft; any other refusal marks it failed', () => {
    const short = run(sending(), { type: 'refused', userId: 'u', replyId: 'r', withdrawn: true });
    expect(short.messages).toEqual([]);
    const refused = run(sending(), {
      type: 'refused',
      userId: 'u',
      replyId: 'r',
      withdrawn: false,
    });
    expect(refused.messages).toEqual([expect.objectContaining({ id: 'u', status: 'failed' })]);
  });
});
