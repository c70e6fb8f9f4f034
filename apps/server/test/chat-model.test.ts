import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { chunkText, sseEvents, whileChatStorageFails } from './support/sse';
import { delta, useModelStub } from './support/model';
import { execSql } from './support/client';
import { balanceOf, ledgerFacts, member } from './support/economy';

/** The text the stub model streams, in these pieces (the second carries a NUL and a CR). */
const PIECES = [
  'The cards lean toward a yes. ',
  'Trust the \u0000timing,\r\n',
  'and ask yourself what you would do if you could not fail. '.repeat(3),
];
const STORED = PIECES.join('').replace('\u0000', '').replace('\r\n', '\n');

/** A small OpenAI-compatible chat-completions server on loopback that streams PIECES. */
const overrides: Record<string, string> = { AI_MODEL: 'star-1', AI_TIMEOUT_MS: '2000' };
useModelStub(overrides, (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const content of PIECES) res.write(delta(content));
  res.end('data: [DONE]\n\n');
});

const t = useTestApp(overrides);

type Member = Awaited<ReturnType<typeof member>>;

async function streamChat(m: Member, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/chat/send',
    headers: { authorization: `Bearer ${m.token}`, accept: 'text/event-stream' },
    payload: { healerId: 'junior', text, lang: 'en' },
  });
  const events = sseEvents(res.body);
  return { names: events.map((e) => e.event), last: events.at(-1)!, streamed: chunkText(events) };
}

const replies = async (userId: string) =>
  execSql(t, sql`select text from chat_messages where user_id = ${userId} and role = 'assistant'`);

describe('a model’s chat reply', () => {
  it('is stored without the characters PostgreSQL refuses, exactly as it streamed', async () => {
    const m = await member(t);
    const { names, last, streamed } = await streamChat(m, 'Should I take the offer?');
    expect(names.at(-1), JSON.stringify(last)).toBe('done');
    expect(last.data.charged).toBe('free');
    expect(streamed).toBe(STORED);
    expect(await replies(m.userId)).toEqual([{ text: STORED }]);
  });

  it('never streams whole when it cannot be stored, and is not charged', async () => {
    const m = await member(t, 100);
    // the day's free allowance spent, so this reply would be paid in points
    for (let i = 0; i < 5; i++) {
      const q = await m.c.post('preAiAnalysis', { healerId: 'junior' }, m.token);
      if (q.data.mode !== 'free') break;
      expect((await streamChat(m, `Hello ${i}`)).names.at(-1)).toBe('done');
    }
    const before = await ledgerFacts(t, m.userId);
    const stored = (await replies(m.userId)).length;
    const failed = await whileChatStorageFails(t, () => streamChat(m, 'Should I take the offer?'));
    expect(failed.names).not.toContain('done');
    expect(failed.last).toMatchObject({ event: 'error', data: { code: 9999 } });
    expect(failed.streamed.length).toBeGreaterThan(0);
    expect(STORED.startsWith(failed.streamed)).toBe(true);
    expect(failed.streamed.length).toBeLessThan(STORED.length);
    expect(await balanceOf(m.c, m.token)).toBe(100);
    expect(await ledgerFacts(t, m.userId)).toEqual(before);
    expect(await replies(m.userId)).toHaveLength(stored);
  });
});
