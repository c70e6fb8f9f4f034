import { createECDH } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { delta, useModelStub } from './support/model';
import { execSql } from './support/client';
import { balanceOf, member } from './support/economy';
import { streamOver as streamOverHttp } from './support/chat-http';
import { spendFreeMessages } from './support/chat';

/** The model's reply: a first part long enough to stream past the held tail, then the rest. */
const FIRST =
  'The Star stands in the centre of your spread tonight, and it speaks of repair. '.repeat(3);
const REST = 'Give the slow work its time; what you mend now will carry you through the spring.';

/** Each request waits after FIRST until the test lets it go on. */
let goOn: () => void = () => undefined;
const overrides: Record<string, string> = { AI_MODEL: 'star-1', AI_TIMEOUT_MS: '5000' };
useModelStub(overrides, (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(delta(FIRST));
  const gate = new Promise<void>((resolve) => (goOn = resolve));
  void gate.then(() => res.end(`${delta(REST)}data: [DONE]\n\n`));
});

const t = useTestApp(overrides);
type Member = Awaited<ReturnType<typeof member>>;

/** Spends the day's free messages, so the next reply is paid in points. */
async function spendFree(m: Member) {
  const spent = await spendFreeMessages(m, 'junior', async () => {
    const sent = streamOver(m);
    await sent.firstChunk;
    goOn();
    await sent.ended;
  });
  expect(spent, 'still free').toBe(true);
}

/** A streamed message over real HTTP: its first chunk, its whole body, and leaving. */
const streamOver = (m: Member, text = 'What does the spread say?') => streamOverHttp(t, m, text);

const assistantReplies = async (userId: string) =>
  execSql(
    t,
    sql`select text, charged from chat_messages
        where user_id = ${userId} and role = 'assistant' order by seq`,
  );

/** The rows `read` gives once there are more than `than`. */
const moreThan = <T>(read: () => Promise<T[]>, than: number) =>
  vi.waitFor(
    async () => {
      const rows = await read();
      expect(rows.length).toBeGreaterThan(than);
      return rows;
    },
    { timeout: 5000, interval: 25 },
  );

/** Resolves when the server has seen the response to the next `chat/send` close. */
function nextSendClosed(): Promise<void> {
  const server = t.app.server;
  return new Promise((resolve) => {
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.startsWith('/api/v2/chat/send')) return;
      server.off('request', onRequest);
      res.once('close', () => resolve());
    };
    server.on('request', onRequest);
  });
}

describe('a companion’s reply when the member leaves or stops', () => {
  it('is written to its end, stored whole and paid once when the member leaves mid-reply', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await member(t, 100);
    await spendFree(m);
    const before = await balanceOf(m.c, m.token);
    // a device that gets reminders (never sent to here: the job is only queued)
    const device = {
      endpoint: 'https://push.example.com/send/device-1',
      keys: { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: 'A'.repeat(22) },
      lang: 'en',
    };
    expect((await m.c.post('reminders/subscribe', device, m.token)).code).toBe(200);
    const stored = (await assistantReplies(m.userId)).length;
    const closed = nextSendClosed();
    const sent = streamOver(m);
    await sent.firstChunk;
    sent.leave();
    await sent.ended;
    // the member is gone (the server hears the connection close); the model goes on
    await closed;
    goOn();
    const rows = await moreThan(() => assistantReplies(m.userId), stored);
    expect(rows).toHaveLength(stored + 1);
    expect(rows.at(-1)).toEqual({ text: FIRST + REST, charged: 'points' });
    expect(await balanceOf(m.c, m.token)).toBe(before - 15);
    // and a push tells them the reply arrived
    const [job] = await moreThan(
      () =>
        execSql(
          t,
          sql`select payload from jobs where kind = 'reminders.reply'
              and payload->>'userId' = ${m.userId}`,
        ),
      0,
    );
    expect(job!.payload).toMatchObject({ kind: 'companion', companionId: 'junior' });
    expect(String((job!.payload as { excerpt: string }).excerpt)).toMatch(/^The Star stands/);
  });

  it('stops where the member is when they ask, stored as streamed (charged: its first sentence had arrived)', async () => {
    const m = await member(t, 100);
    await spendFree(m);
    const before = await balanceOf(m.c, m.token);
    const sent = streamOver(m);
    await sent.firstChunk;
    expect((await m.c.post('chat/stop', {}, m.token)).code).toBe(200);
    goOn();
    const body = await sent.ended;
    const events = body.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toMatch(/^event: done/);
    const streamed = events
      .filter((e) => e.startsWith('event: chunk'))
      .map((e) => JSON.parse(e.split('\n')[1]!.slice(6)).text as string)
      .join('');
    expect(streamed.length).toBeGreaterThan(0);
    expect(FIRST.startsWith(streamed)).toBe(true);
    const rows = await assistantReplies(m.userId);
    expect(rows.at(-1)).toEqual({ text: streamed, charged: 'points' });
    expect(await balanceOf(m.c, m.token)).toBe(before - 15);
  });
});
