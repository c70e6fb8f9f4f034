import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testConfig, useTestApp } from './support/app';
import { member as memberOf } from './support/economy';
import { ensureVapidKeys, readVapidKeys } from '../src/modules/reminders/vapid';
import { loadConfig } from '../src/lib/config';
import { execSql, type Client } from './support/client';
import { placeId, profileForm } from './support/astro';
import { deviceKeys, usePushService } from './reminders-push';
import { enqueue } from '../src/jobs/queue';

const t = useTestApp();
const push = usePushService();

/** A signed-up member with a client of their own. */
const member = () => memberOf(t);

async function deviceFor(c: Client, token: string, lang: 'zh' | 'en') {
  const key = await c.get('reminders/vapidKey', token);
  expect(key.code).toBe(200);
  const sub = await push.subscribe(key.data.publicKey);
  const res = await c.post(
    'reminders/subscribe',
    { endpoint: sub.endpoint, keys: sub.keys, lang },
    token,
  );
  expect(res.code, res.msg).toBe(200);
  return sub;
}

describe('reminder settings', () => {
  it('answers the defaults, saves a subset and keeps the rest', async () => {
    const m = await member();
    const first = await m.c.get('reminders/settings', m.token);
    expect(first.data).toEqual({
      daily: true,
      dailyTime: '08:00',
      moon: true,
      mercury: true,
      streak: true,
      companion: true,
      birthday: true,
      quietStart: null,
      quietEnd: null,
      timeZone: 'UTC',
      devices: 0,
    });
    const saved = await m.c.post(
      'reminders/settings',
      { moon: false, dailyTime: '07:15', quietStart: '22:30', quietEnd: '07:00' },
      m.token,
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ moon: false, dailyTime: '07:15', daily: true });
    const again = await m.c.get('reminders/settings', m.token);
    expect(again.data).toEqual(saved.data);
    // the defaults above are the table's own
    const other = await member();
    await other.c.post('reminders/settings', {}, other.token);
    const [row] = await execSql(
      t,
      sql`select daily, daily_time, moon, mercury, streak, companion, quiet_start, quiet_end
          from reminder_settings where user_id = ${other.userId}`,
    );
    expect(row).toEqual({
      daily: true,
      daily_time: '08:00',
      moon: true,
      mercury: true,
      streak: true,
      companion: true,
      quiet_start: null,
      quiet_end: null,
    });
  });

  it('refuses malformed settings and devices with 1001', async () => {
    const m = await member();
    for (const body of [
      { dailyTime: '24:00' },
      { dailyTime: '7:00' },
      { quietStart: '22:00' },
      { quietStart: '22:00', quietEnd: null },
      { quietStart: '22:00', quietEnd: '22:00' },
      { daily: 'yes' },
    ]) {
      const res = await m.c.post('reminders/settings', body, m.token);
      expect(res.code, JSON.stringify(body)).toBe(1001);
    }
    const keys = deviceKeys();
    for (const body of [
      { endpoint: 'ftp://push.example/x', keys },
      { endpoint: `https://push.example/${'a'.repeat(1000)}`, keys },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'x' } },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'a'.repeat(201), auth: 'x' } },
      { endpoint: 'https://push.example/x' },
      // anywhere but a known push service: the server never posts to an address of a member's choosing
      { endpoint: 'https://attacker.example.net/collect', keys },
      { endpoint: 'http://169.254.169.254/latest/meta-data', keys },
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'https://fcm.googleapis.com.attacker.net/x', keys },
      { endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/x', keys },
      { endpoint: 'http://127.0.0.1:5432/', keys },
      // a listed push service on any port but 443
      { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys },
      { endpoint: 'https://fcm.googleapis.com:22/fcm/send/x', keys },
      // keys nothing could be encrypted for: refused at once, never a failing job later
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, p256dh: 'BNcR' } },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, auth: 'tBHI' } },
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { ...keys, p256dh: keys.p256dh.slice(0, -2) },
      },
      // 65 bytes, but not a point on the curve
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { ...keys, p256dh: 'B'.repeat(87) },
      },
    ]) {
      const res = await m.c.post('reminders/subscribe', body, m.token);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(1001);
    }
    // a real push service's address is taken, 443 written out or not
    const fcm = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys };
    expect((await m.c.post('reminders/subscribe', fcm, m.token)).code).toBe(200);
    const at443 = { endpoint: 'https://fcm.googleapis.com:443/fcm/send/abc:ghi', keys };
    expect((await m.c.post('reminders/subscribe', at443, m.token)).code).toBe(200);
    const anonymous = await m.c.get('reminders/settings');
    expect(anonymous.code).toBe(4001);
  });

  it('subscribes devices, moves a known device (same keys) to its new member, unsubscribes only its own', async () => {
    const a = await member();
    const b = await member();
    const sub = await deviceFor(a.c, a.token, 'en');
    expect((await a.c.get('reminders/settings', a.token)).data.devices).toBe(1);
    // subscribing plans the member's next day at once
    const [planned] = await execSql(
      t,
      sql`select count(*)::int as n from jobs
          where kind = 'reminders.send' and payload->>'userId' = ${a.userId}`,
    );
    expect(planned!.n).toBeGreaterThanOrEqual(2);
    // b cannot remove a's device
    const foreign = await b.c.post('reminders/unsubscribe', { endpoint: sub.endpoint }, b.token);
    expect(foreign.data.devices).toBe(0);
    expect((await a.c.get('reminders/settings', a.token)).data.devices).toBe(1);
    // someone who knows the endpoint but not its keys cannot take the device
    const taken = await b.c.post(
      'reminders/subscribe',
      { endpoint: sub.endpoint, keys: deviceKeys(), lang: 'zh' },
      b.token,
    );
    expect(taken.code).toBe(1001);
    expect((await a.c.get('reminders/settings', a.token)).data.devices).toBe(1);
    // the same browser (its keys) signed in as b: the device is b's now
    const moved = await b.c.post(
      'reminders/subscribe',
      { endpoint: sub.endpoint, keys: sub.keys, lang: 'zh' },
      b.token,
    );
    expect(moved.data.devices).toBe(1);
    expect((await a.c.get('reminders/settings', a.token)).data.devices).toBe(0);
    const gone = await b.c.post('reminders/unsubscribe', { endpoint: sub.endpoint }, b.token);
    expect(gone.data.devices).toBe(0);
    const [left] = await execSql(
      t,
      sql`select count(*)::int as n from jobs
          where status = 'queued' and payload->>'userId' = ${b.userId}`,
    );
    expect(left!.n).toBe(0);
  });
});

describe('test reminder', () => {
  it("sends today's reading with its score to each device, in the device's language", async () => {
    const m = await member();
    const place = await placeId(m.c, 'Shanghai');
    const added = await m.c.post('personal/add', profileForm(place), m.token);
    expect(added.code, added.msg).toBe(200);
    const en = await deviceFor(m.c, m.token, 'en');
    const zh = await deviceFor(m.c, m.token, 'zh');
    const sent = await m.c.post('reminders/test', {}, m.token);
    expect(sent.data).toEqual({ sent: 2 });
    const enFortune = await m.c.post('fortune', { lang: 'en' }, m.token);
    const zhFortune = await m.c.post('fortune', { lang: 'zh' }, m.token);
    const [got] = await push.messages(en.clientHash);
    expect(got).toMatchObject({ kind: 'daily', url: '#/todayFortune' });
    expect(got!.title).toBe(`Taurus today: ${enFortune.data.overall}/100`);
    // the day's first calendar transit when there is one (fortune-transits.test.ts), else the
    // reading's first words
    const [firstEn] = enFortune.data.transits;
    if (firstEn) expect(got!.body).toContain(`today: ${firstEn.title}. `);
    else expect(enFortune.data.texts.overall.startsWith(got!.body!.replace(/…$/, ''))).toBe(true);
    const [gotZh] = await push.messages(zh.clientHash);
    expect(gotZh!.title).toBe(`金牛座今日运势：${zhFortune.data.overall}分`);
    expect(gotZh!.body).toMatch(/[\u4e00-\u9fff]/);
    const [firstZh] = zhFortune.data.transits;
    if (firstZh) expect(gotZh!.body).toContain(`：${firstZh.title}。`);
    else
      expect(zhFortune.data.texts.overall.startsWith(gotZh!.body!.replace(/……$/, ''))).toBe(true);
  });

  it("reads a member without a profile from the birthday, else from the day's Moon", async () => {
    const m = await member();
    const en = await deviceFor(m.c, m.token, 'en');
    await m.c.post('reminders/test', {}, m.token);
    const [sky] = await push.messages(en.clientHash);
    expect(sky!.title).toMatch(/^Today’s sky: the Moon in [A-Z][a-z]+$/);
    await execSql(t, sql`update users set birthday = '1992-08-01' where id = ${m.userId}`);
    await m.c.post('reminders/test', {}, m.token);
    const [, leo] = await push.messages(en.clientHash);
    expect(leo!.title).toMatch(/^Leo today: \d{1,3}\/100$/);
    expect(leo!.body!.length).toBeGreaterThan(10);
  });

  it('tries again only the device a reminder missed, never the one that got it', async () => {
    const m = await member();
    const reached = await deviceFor(m.c, m.token, 'en');
    // a second device whose push service cannot be reached (nothing listens on port 9)
    const other = await push.subscribe(
      (await m.c.get('reminders/vapidKey', m.token)).data.publicKey,
    );
    const unreachable = {
      endpoint: 'http://localhost:9/push/missed',
      keys: other.keys,
      lang: 'en',
    };
    expect((await m.c.post('reminders/subscribe', unreachable, m.token)).code).toBe(200);
    await execSql(t, sql`delete from jobs`);
    const now = new Date();
    const date = now.toISOString().slice(0, 10);
    await enqueue(t.app.db, {
      kind: 'reminders.send',
      payload: { userId: m.userId, kind: 'daily', occurrence: date, date },
      dedupeKey: `reminder:${m.userId}:daily:${date}`,
      runAt: now,
    });
    await t.app.jobs.runDue(new Date(now.getTime() + 1000));
    expect(await push.messages(reached.clientHash)).toHaveLength(1);
    const [missed] = await execSql(
      t,
      sql`select j.payload->'devices' as devices, d.endpoint from jobs j
          join push_subscriptions d on d.id::text = j.payload->'devices'->>0
          where j.status = 'queued' and j.kind = 'reminders.send'`,
    );
    expect(missed).toMatchObject({ endpoint: unreachable.endpoint });
    expect(missed!.devices).toHaveLength(1);
    // its tries go to that device alone: the first still has the one message
    for (const minutes of [3, 10, 30, 90, 240])
      await t.app.jobs.runDue(new Date(now.getTime() + minutes * 60_000));
    expect(await push.messages(reached.clientHash)).toHaveLength(1);
    const [done] = await execSql(
      t,
      sql`select status, attempts from jobs where dedupe_key like ${`%daily:${date}~%`}`,
    );
    expect(done).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('removes a device the push service has expired (410)', async () => {
    const m = await member();
    const sub = await deviceFor(m.c, m.token, 'en');
    await push.expire(sub.clientHash);
    const sent = await m.c.post('reminders/test', {}, m.token);
    expect(sent.data).toEqual({ sent: 0 });
    expect((await m.c.get('reminders/settings', m.token)).data.devices).toBe(0);
  });
});

describe('VAPID keys', () => {
  it('are made once into DATA_DIR/vapid.json (0600) at start, only read after; configured keys win', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'starlit-vapid-'));
    try {
      const config = testConfig({ DATA_DIR: dir });
      const unset = { ...config, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined };
      // reading (what the module does as it registers) makes nothing
      expect(readVapidKeys(unset)).toBeNull();
      expect(existsSync(path.join(dir, 'vapid.json'))).toBe(false);
      const first = ensureVapidKeys(unset);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
      expect(ensureVapidKeys(unset)).toEqual(first);
      expect(readVapidKeys(unset)).toEqual(first);
      const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
      expect(ensureVapidKeys(testConfig({ DATA_DIR: dir, ...pair })).publicKey).toBe(
        'B'.repeat(87),
      );
      expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
        /VAPID_PRIVATE_KEY/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
