import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FREE_STOP_MAX, stopIsCharged } from '../src/modules/chat/stop-rule';
import { useTestApp } from './support/app';
import { streamOver } from './support/chat-http';
import { spendFreeMessages } from './support/chat';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import { delta, useModelStub } from './support/model';
import { sseEvents } from './support/sse';

/**
 * What a member's stop costs: a reply is charged once its first sentence has reached them;
 * stopped before that it is free. Over real HTTP with a streaming model on loopback.
 */

/** One of the 30 chunks of a long reply (30 × 53 = 1,590 characters). */
const CHUNK = 'Each card here speaks of patience and a steady hand. ';
/** A first chunk with no sentence end: what streams of it before the held tail is a clause. */
const OPENING =
  'Before anything else, and with the cards still face down on the table between us, let me take a slow breath with you and';

/** Each streamed request waits at its gate until the test lets it go on. */
let goOn: () => void = () => undefined;
const overrides: Record<string, string> = { AI_MODEL: 'star-1', AI_TIMEOUT_MS: '5000' };
useModelStub(overrides, (_req, res, body) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const gate = new Promise<void>((resolve) => (goOn = resolve));
  if (body.includes('[late]')) {
    for (let i = 0; i < 28; i++) res.write(delta(CHUNK));
    void gate.then(() => res.end(`${delta(CHUNK)}${delta(CHUNK)}data: [DONE]\n\n`));
  } else if (body.includes('[early]')) {
    res.write(delta(OPENING));
    void gate.then(() => res.end(`${delta(' look again.')}data: [DONE]\n\n`));
  } else {
    res.end(`${delta('Yes, the cards lean kindly toward you today.')}data: [DONE]\n\n`);
  }
});

const t = useTestApp(overrides);
type Member = Awaited<ReturnType<typeof member>>;

/** Spends the day's free messages (answered at once), so the next reply is paid in points. */
async function spendFree(m: Member) {
  const spent = await spendFreeMessages(m, 'junior', async () => {
    const res = await m.c.post('chat/send', { healerId: 'junior', text: 'quick?' }, m.token);
    expect(res.data.charged).toBe('free');
  });
  expect(spent, 'still free').toBe(true);
}

const lastReply = async (userId: string) =>
  (
    await execSql(
      t,
      sql`select text, charged from chat_messages
          where user_id = ${userId} and role = 'assistant' order by seq desc limit 1`,
    )
  )[0];

/** A member whose free messages are spent, and their points balance then. */
async function payingMember() {
  const m = await member(t, 100);
  await spendFree(m);
  return { m, before: await balanceOf(m.c, m.token) };
}

/** Streams a paid reply, asks to stop once `before` characters arrived, and reads the end. */
async function stopAfter(m: Member, text: string, before: number) {
  const sent = streamOver(t, m, text);
  await sent.reached(before);
  expect((await m.c.post('chat/stop', {}, m.token)).code).toBe(200);
  goOn();
  const events = sseEvents(await sent.ended);
  return { events, received: sent.state.received };
}

describe('stopping a companion’s reply', () => {
  it('after 28 of its 30 chunks: charged, and stored as delivered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { m, before } = await payingMember();
    const { events, received } = await stopAfter(m, 'What does the spread say? [late]', 1400);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { charged: 'points' } });
    expect(received.length).toBeGreaterThanOrEqual(1400);
    expect(received.length).toBeLessThan(30 * CHUNK.length);
    expect(CHUNK.repeat(30).startsWith(received)).toBe(true);
    expect(await lastReply(m.userId)).toEqual({ text: received, charged: 'points' });
    expect(await balanceOf(m.c, m.token)).toBe(before - 15);
  });

  it('before its first sentence arrived: free, and stored as delivered', async () => {
    const { m, before } = await payingMember();
    const { events, received } = await stopAfter(m, 'Should I move? [early]', 1);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { charged: 'none' } });
    expect(received.length).toBeGreaterThan(0);
    expect(OPENING.startsWith(received)).toBe(true);
    expect(stopIsCharged(received)).toBe(false);
    expect(await lastReply(m.userId)).toEqual({ text: received, charged: 'none' });
    expect(await balanceOf(m.c, m.token)).toBe(before);
  });

  it('uses the day’s free message like a whole reply once the first sentence arrived', async () => {
    const m = await member(t, 100);
    const before = await balanceOf(m.c, m.token);
    const q = await m.c.post('preAiAnalysis', { healerId: 'junior' }, m.token);
    expect(q.data.mode).toBe('free');
    const { events } = await stopAfter(m, 'And tomorrow? [late]', 200);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { charged: 'free' } });
    const used = await execSql(
      t,
      sql`select used from usage_counters where user_id = ${m.userId} and counter = 'free'`,
    );
    expect(used).toEqual([{ used: 1 }]);
    expect(await balanceOf(m.c, m.token)).toBe(before);
  });
});

describe('the stop rule', () => {
  it('charges once a sentence of at least ten characters, or 100 characters, arrived', () => {
    expect(stopIsCharged('')).toBe(false);
    expect(stopIsCharged('Hi.')).toBe(false);
    expect(stopIsCharged('嗯。')).toBe(false);
    expect(stopIsCharged('The cards lean kindly toward')).toBe(false);
    expect(stopIsCharged('The cards lean kindly toward you.')).toBe(true);
    expect(stopIsCharged('The cards lean kindly toward you. The')).toBe(true);
    expect(stopIsCharged('Hi. The cards lean kindly toward you!')).toBe(true);
    expect(stopIsCharged('这张牌说的是耐心与修复。')).toBe(true);
    expect(stopIsCharged('这张牌说的是耐心与修复，也说的是')).toBe(false);
    expect(stopIsCharged('Pay 3.5 points, or wait and')).toBe(false);
    expect(stopIsCharged('a'.repeat(FREE_STOP_MAX - 1))).toBe(false);
    expect(stopIsCharged('a'.repeat(FREE_STOP_MAX))).toBe(true);
    expect(stopIsCharged('星'.repeat(FREE_STOP_MAX))).toBe(true);
  });
});
