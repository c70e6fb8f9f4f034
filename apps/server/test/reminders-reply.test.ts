import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { client, execSql, signUp, type Client } from './support/client';
import { usePushService } from './reminders-push';
import { remindReply, watchAway } from '../src/modules/reminders/reply';

const t = useTestApp();
const push = usePushService();

let n = 0;
async function subscribed(lang: 'zh' | 'en' = 'en') {
  const c: Client = client(t);
  const { token, userId } = await signUp(t, c, `reply${++n}@example.com`);
  const key = (await c.get('reminders/vapidKey', token)).data.publicKey as string;
  const sub = await push.subscribe(key);
  await c.post('reminders/subscribe', { endpoint: sub.endpoint, keys: sub.keys, lang }, token);
  return { c, token, userId, sub };
}

const reply = (userId: string, messageId = crypto.randomUUID()) => ({
  userId,
  messageId,
  companionId: 'senior',
  conversationId: 'c0ffee00-0000-4000-8000-000000000001',
  text: 'The Star came up in the centre. After a hard season it speaks of quiet repair and hope.',
});

describe("a companion's reply while away", () => {
  it('is pushed once with the companion, the first words and the conversation', async () => {
    const m = await subscribed('zh');
    const r = reply(m.userId);
    expect(await remindReply(t.app.db, r)).toBe(true);
    // the same message again is the same occurrence
    expect(await remindReply(t.app.db, r)).toBe(false);
    await t.app.jobs.runDue(new Date(Date.now() + 1000));
    await t.app.jobs.runDue(new Date(Date.now() + 2000));
    const got = await push.messages(m.sub.clientHash);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      kind: 'companion',
      url: `#/chat/chat_advanced/senior/${r.conversationId}`,
      body: '「The Star came up in the centre.」',
    });
    expect(got[0]!.title).toMatch(/回复了你$/);
  });

  it('waits for the end of quiet hours, and is not queued when turned off', async () => {
    const m = await subscribed();
    const now = new Date('2026-05-01T23:00:00Z');
    await m.c.post('reminders/settings', { quietStart: '22:00', quietEnd: '06:30' }, m.token);
    expect(await remindReply(t.app.db, reply(m.userId), now)).toBe(true);
    const [job] = await execSql(
      t,
      sql`select run_at from jobs where kind = 'reminders.reply' and payload->>'userId' = ${m.userId}`,
    );
    expect(new Date(job!.run_at as string).toISOString()).toBe('2026-05-02T06:30:00.000Z');
    await m.c.post('reminders/settings', { companion: false }, m.token);
    expect(await remindReply(t.app.db, reply(m.userId), now)).toBe(false);
  });

  it('comes from a stream whose member left before the stored reply was delivered', async () => {
    const m = await subscribed();
    const store = async (_text: string, _aborted: boolean) => ({ messageId: crypto.randomUUID() });
    const ids = {
      userId: m.userId,
      companionId: 'junior',
      conversationId: reply('').conversationId,
    };
    const log = { warn: () => undefined };
    // the member stayed: the response finished before it closed
    const stayed = Object.assign(new EventEmitter(), { writableFinished: false });
    const a = watchAway(stayed, log);
    await a.finish(store)('Whole reply.', false);
    stayed.writableFinished = true;
    stayed.emit('close');
    await a.remind(t.app.db, ids);
    // the member pressed Stop: the reply was cut, nothing to remind of
    const stopped = Object.assign(new EventEmitter(), { writableFinished: false });
    const b = watchAway(stopped, log);
    stopped.emit('close');
    await b.finish(store)('Half a', true);
    await b.remind(t.app.db, ids);
    // the member left while the whole reply was being stored
    const left = Object.assign(new EventEmitter(), { writableFinished: false });
    const c = watchAway(left, log);
    left.emit('close');
    await c.finish(store)('A whole reply they did not see.', false);
    await c.remind(t.app.db, ids);
    const [row] = await execSql(
      t,
      sql`select count(*)::int as n from jobs where kind = 'reminders.reply'
          and payload->>'userId' = ${m.userId}`,
    );
    expect(row!.n).toBe(1);
  });
});
