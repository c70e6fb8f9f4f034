import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inQuiet, localClock } from '@starlit/core/reminders';
import { closeOther, openOtherInstanceDatabase, testConfig, useTestApp } from './support/app';
import { execSql } from './support/client';
import { subscribedMember, usePushService } from './reminders-push';
import { JobRunner } from '../src/jobs/runner';
import { registerReminderJobs } from '../src/modules/reminders/jobs';
import { ensureVapidKeys } from '../src/modules/reminders/vapid';

/**
 * Two days of reminders driven by a clock of our own, five minutes at a time, with three job
 * runners (three instances) on one database racing for every due job: each reminder arrives
 * once, when due in the member's zone, never in quiet hours, never of a kind turned off.
 * 19–20 March 2026 holds a new moon (01:24 UTC, Pisces), the Moon entering Aries (04:04 UTC)
 * and Mercury turning direct (19:36 UTC).
 */
const t = useTestApp();
const push = usePushService();

const START = Date.parse('2026-03-18T22:00:00Z');
const END = Date.parse('2026-03-21T00:00:00Z');
const STEP = 5 * 60_000;

const quiet = { log: { info: () => undefined, warn: () => undefined } };

interface Member {
  userId: string;
  clientHash: string;
}

async function member(
  name: string,
  zone: string,
  settings: Record<string, unknown>,
  lang: 'zh' | 'en' = 'en',
): Promise<Member> {
  const m = await subscribedMember(t, push, { name, zone, settings, lang }, async () => null);
  return { userId: m.userId, clientHash: m.clientHash };
}

const checkIn = (userId: string, date: string, day: number) =>
  execSql(
    t,
    sql`insert into check_ins (user_id, local_date, cycle_day, points, created_at)
        values (${userId}, ${date}, ${day}, 10, ${`${date}T12:00:00Z`})`,
  );

describe('a simulated day of reminders', () => {
  it('sends each due reminder exactly once across three instances', async () => {
    const shanghai = await member('sh', 'Asia/Shanghai', {
      quietStart: '22:00',
      quietEnd: '07:30',
    });
    await execSql(t, sql`update users set birthday = '1990-04-01' where id = ${shanghai.userId}`);
    const newYork = await member('ny', 'America/New_York', {
      dailyTime: '21:30',
      quietStart: '21:00',
      quietEnd: '09:00',
      moon: false,
      mercury: false,
    });
    await checkIn(newYork.userId, '2026-03-17', 1);
    await checkIn(newYork.userId, '2026-03-18', 2);
    const london = await member(
      'ldn',
      'Europe/London',
      {
        daily: false,
        moon: false,
        mercury: false,
      },
      'zh',
    );
    await checkIn(london.userId, '2026-03-17', 1);
    await checkIn(london.userId, '2026-03-18', 2);
    const expiring = await member('utc', 'UTC', {
      dailyTime: '12:00',
      moon: false,
      mercury: false,
      streak: false,
    });
    // what subscribing planned for the real today is set aside: the simulated days plan their own
    await execSql(t, sql`delete from jobs`);

    const others = [await openOtherInstanceDatabase(), await openOtherInstanceDatabase()];
    const arrived = new Map<string, Array<{ at: number; msg: Record<string, string> }>>();
    try {
      const vapid = ensureVapidKeys(testConfig());
      const runners = [
        t.app.jobs,
        ...others.map((o) => {
          const runner = new JobRunner(o.handle(), quiet.log as never);
          registerReminderJobs(runner, { db: o.handle(), vapid, ...quiet });
          return runner;
        }),
      ];
      const members = [shanghai, newYork, london, expiring];
      for (let now = START; now < END; now += STEP) {
        if (now === Date.parse('2026-03-19T12:00:00Z'))
          await checkIn(london.userId, '2026-03-19', 3);
        if (now === Date.parse('2026-03-19T18:00:00Z')) await push.expire(expiring.clientHash);
        const ran = await Promise.all(runners.map((r) => r.runDue(new Date(now))));
        if (ran.every((n) => n === 0)) continue;
        for (const m of members) {
          const got = await push.messages(m.clientHash).catch(() => []);
          const seen = arrived.get(m.clientHash) ?? [];
          for (const msg of got.slice(seen.length)) seen.push({ at: now, msg });
          arrived.set(m.clientHash, seen);
        }
      }
    } finally {
      for (const o of others) await closeOther(o);
    }

    const of = (m: Member) =>
      (arrived.get(m.clientHash) ?? []).map((a) => ({
        kind: a.msg.kind,
        at: new Date(a.at).toISOString().slice(0, 16),
        tag: a.msg.tag,
      }));
    const iso = (s: string) => s.slice(0, 16);

    // Shanghai (UTC+8, quiet 22:00–07:30): two mornings, the new moon, the Moon entering its
    // Sun sign (Aries), and Mercury's station at 03:36 local held until 07:30
    const sh = of(shanghai);
    expect(sh.map((m) => m.kind)).toEqual(['daily', 'moon', 'moon', 'daily', 'mercury']);
    expect(sh[0]!.at).toBe(iso('2026-03-19T00:00'));
    expect(sh[1]!.at).toBe(iso('2026-03-19T01:25'));
    expect(sh[2]!.tag).toMatch(/^moon:ingress:2026-03-19T04:0\d$/);
    expect(sh[3]!.at).toBe(iso('2026-03-20T00:00'));
    expect(sh[4]!.at).toBe(iso('2026-03-20T23:30'));
    const shMsgs = arrived.get(shanghai.clientHash)!;
    expect(shMsgs[1]!.msg.title).toBe('New moon in Pisces at 09:24');
    expect(shMsgs[2]!.msg.title).toMatch(/^The Moon enters Aries at 12:0\d$/);
    expect(shMsgs[4]!.msg.title).toBe('Mercury turns direct in Pisces');

    // New York (UTC−4, quiet 21:00–09:00): the 21:30 reading waits until 09:00; the streak
    // reminder on the evening after two check-ins, none on the evening of the second
    const ny = of(newYork);
    expect(ny.map((m) => [m.kind, m.at])).toEqual([
      ['daily', iso('2026-03-19T13:00')],
      ['streak', iso('2026-03-20T00:00')],
      ['daily', iso('2026-03-20T13:00')],
    ]);
    expect(arrived.get(newYork.clientHash)![1]!.msg).toMatchObject({
      title: 'Your 2-day check-in streak ends tonight',
      url: '#/pointsCenter',
    });

    // London: checked in at noon on the 19th, so no reminder that evening; the next evening's
    // streak is three days (in Chinese, the device's language)
    const ldn = arrived.get(london.clientHash) ?? [];
    expect(ldn.map((m) => [m.msg.kind, new Date(m.at).toISOString().slice(0, 16)])).toEqual([
      ['streak', iso('2026-03-20T20:00')],
    ]);
    expect(ldn[0]!.msg.title).toBe('你已连续签到3天，今晚就要中断了');

    // the expired device got the first noon's reading, then was removed on the 410
    expect(of(expiring).map((m) => [m.kind, m.at])).toEqual([['daily', iso('2026-03-19T12:00')]]);
    const [left] = await execSql(
      t,
      sql`select count(*)::int as n from push_subscriptions where user_id = ${expiring.userId}`,
    );
    expect(left!.n).toBe(0);

    // never in quiet hours, never twice
    for (const [m, q] of [
      [shanghai, { zone: 'Asia/Shanghai', start: '22:00', end: '07:30' }],
      [newYork, { zone: 'America/New_York', start: '21:00', end: '09:00' }],
    ] as const)
      for (const a of arrived.get(m.clientHash)!)
        expect(inQuiet(localClock(new Date(a.at), q.zone), { ...q }), a.msg.tag).toBe(false);
    for (const m of [shanghai, newYork, london, expiring]) {
      const tags = of(m).map((x) => x.tag);
      expect(new Set(tags).size).toBe(tags.length);
    }
    const [sent] = await execSql(
      t,
      sql`select count(*)::int as n from jobs where kind = 'reminders.send' and status = 'done'
          and payload->>'due' < '2026-03-21'`,
    );
    expect(sent!.n).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
