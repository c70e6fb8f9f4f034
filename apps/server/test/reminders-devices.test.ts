import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { member as memberOf } from './support/economy';
import { execSql } from './support/client';
import { deviceKeys, usePushService } from './reminders-push';
import { enqueue } from '../src/jobs/queue';
import { defineJob, NO_PAYLOAD } from '../src/jobs/kinds';
import { pushTo, pushTopic } from '../src/modules/reminders/push';
import { ensureVapidKeys } from '../src/modules/reminders/vapid';

/** A member's devices: capped, each one's trouble its own, every push with a stable Topic. */
const TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ PUSH_DEVICES_MAX: '3', METRICS_TOKEN: TOKEN });
const push = usePushService();

/** A signed-up member with a client of their own. */
const member = () => memberOf(t);

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return res.body;
}
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

const endpoints = (userId: string) =>
  execSql(
    t,
    sql`select endpoint from push_subscriptions where user_id = ${userId} order by endpoint`,
  ).then((rows) => rows.map((r) => r.endpoint as string));

describe('push devices', () => {
  it('keeps a member to PUSH_DEVICES_MAX devices: subscribing one more drops the oldest', async () => {
    const m = await member();
    const at = (i: number) => `https://fcm.googleapis.com/fcm/send/device-${i}`;
    for (const i of [1, 2, 3, 4, 5]) {
      const res = await m.c.post(
        'reminders/subscribe',
        { endpoint: at(i), keys: deviceKeys(), lang: 'en' },
        m.token,
      );
      expect(res.code, res.msg).toBe(200);
      expect(res.data.devices).toBe(Math.min(i, 3));
    }
    expect(await endpoints(m.userId)).toEqual([at(3), at(4), at(5)]);
  });

  it('sends to the newest PUSH_DEVICES_MAX of a member who has more (kept from before the cap)', async () => {
    const m = await member();
    const key = (await m.c.get('reminders/vapidKey', m.token)).data.publicKey as string;
    const subs = [];
    for (let i = 0; i < 5; i++) {
      const sub = await push.subscribe(key);
      await execSql(
        t,
        sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang, created_at)
            values (${m.userId}, ${sub.endpoint}, ${sub.keys.p256dh}, ${sub.keys.auth}, 'en',
                    now() - ${`${5 - i} days`}::interval)`,
      );
      subs.push(sub);
    }
    const sent = await m.c.post('reminders/test', {}, m.token);
    expect(sent).toMatchObject({ code: 200, data: { sent: 3 } });
    const got = await Promise.all(
      subs.map(async (s) => (await push.messages(s.clientHash)).length),
    );
    expect(got).toEqual([0, 0, 1, 1, 1]);
  });

  it('one bad device neither fails the reminder nor gives the good device a second copy', async () => {
    const m = await member();
    const key = (await m.c.get('reminders/vapidKey', m.token)).data.publicKey as string;
    const good = await push.subscribe(key);
    const res = await m.c.post(
      'reminders/subscribe',
      { endpoint: good.endpoint, keys: good.keys, lang: 'en' },
      m.token,
    );
    expect(res.code, res.msg).toBe(200);
    // a device kept from before keys were checked: a p256dh of the wrong length
    await execSql(
      t,
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang)
          values (${m.userId}, ${`${push.url}/notify/broken`}, 'BNcR', ${good.keys.auth}, 'zh')`,
    );
    const before = await scrape();
    const sent = await m.c.post('reminders/test', {}, m.token);
    expect(sent).toMatchObject({ code: 200, data: { sent: 1 } });
    // the unusable device is gone; the good one has its one message
    expect(await endpoints(m.userId)).toEqual([good.endpoint]);
    expect(await push.messages(good.clientHash)).toHaveLength(1);

    // the same through the jobs: done at once, the good device reached once, nothing retried
    await execSql(
      t,
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang)
          values (${m.userId}, ${`${push.url}/notify/broken-2`}, ${good.keys.p256dh.slice(2)},
                  ${good.keys.auth}, 'en')`,
    );
    // only a companion's reply is left to remind of: the hourly plan queues nothing else
    const off = { daily: false, moon: false, mercury: false, streak: false };
    expect((await m.c.post('reminders/settings', off, m.token)).code).toBe(200);
    await execSql(t, sql`delete from jobs`);
    const now = new Date();
    await enqueue(t.app.db, {
      kind: 'reminders.reply',
      payload: {
        userId: m.userId,
        kind: 'companion',
        occurrence: 'message-1',
        companionId: 'junior',
        excerpt: 'The cards are laid out.',
      },
      dedupeKey: `reminder:${m.userId}:companion:message-1`,
      runAt: now,
    });
    for (const minutes of [0, 5, 30, 120])
      await t.app.jobs.runDue(new Date(now.getTime() + 1000 + minutes * 60_000));
    const got = await push.messages(good.clientHash);
    expect(got.map((g) => g.kind)).toEqual(['daily', 'companion']);
    const rows = await execSql(
      t,
      sql`select status, attempts from jobs where kind = 'reminders.reply' order by id`,
    );
    expect(rows).toEqual([{ status: 'done', attempts: 1 }]);
    const after = await scrape();
    const count = (text: string, outcome: string) =>
      sample(text, `starlit_pushes_total{outcome="${outcome}"}`);
    expect(count(after, 'sent') - count(before, 'sent')).toBe(2);
    expect(count(after, 'gone') - count(before, 'gone')).toBe(2);
    expect(sample(after, 'starlit_jobs_total{kind="reminders.reply",outcome="done"}')).toBe(1);
    expect(after).toMatch(/^starlit_jobs_queued \d+$/m);
    expect(after).toMatch(/^starlit_jobs_running 0$/m);
    expect(after).toMatch(/^starlit_jobs_lag_seconds [\d.e+-]+$/m);
  });

  it('counts the queue at each scrape: due jobs, and how long the oldest has waited', async () => {
    defineJob('test.idle', NO_PAYLOAD);
    await execSql(t, sql`delete from jobs`);
    await enqueue(t.app.db, [
      { kind: 'test.idle', dedupeKey: 'idle:1', runAt: new Date(Date.now() - 120_000) },
      { kind: 'test.idle', dedupeKey: 'idle:2', runAt: new Date(Date.now() - 1000) },
      { kind: 'test.idle', dedupeKey: 'idle:3', runAt: new Date(Date.now() + 3600_000) },
    ]);
    const text = await scrape();
    expect(sample(text, 'starlit_jobs_queued')).toBe(2);
    expect(sample(text, 'starlit_jobs_lag_seconds')).toBeGreaterThanOrEqual(119);
  });
});

describe('a push on the wire', () => {
  it('carries the same Topic for every send of one reminder, a different one for the next', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => res.writeHead(201).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const device = { endpoint: `http://127.0.0.1:${port}/push/1`, ...deviceKeys() };
      const vapid = ensureVapidKeys(t.app.config);
      const message = (tag: string) =>
        ({ kind: 'daily', title: 'Today', body: 'Your day', url: '#/todayFortune', tag }) as const;
      expect(await pushTo(device, message('daily:2026-03-19'), vapid)).toBe('sent');
      expect(await pushTo(device, message('daily:2026-03-19'), vapid)).toBe('sent');
      expect(await pushTo(device, message('daily:2026-03-20'), vapid)).toBe('sent');
      const topics = seen.map((h) => h.topic);
      expect(topics[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(topics[1]).toBe(topics[0]);
      expect(topics[2]).not.toBe(topics[0]);
      expect(topics[0]).toBe(pushTopic('daily:2026-03-19'));
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
