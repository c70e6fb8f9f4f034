import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { charge } from '../src/modules/points/charge';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { balanceOf, ledgerFacts, makeVip, member } from './support/economy';

type Member = Awaited<ReturnType<typeof member>>;

const t = useTestApp();

/** Saves the device's zone, as the web app does when it differs from the one it last saved. */
const saveZone = (m: Member, timeZone: string) => m.c.post('timeZone', { timeZone }, m.token);

describe('userAccount', () => {
  it('starts with no points, the daily allowance and the check-in cycle', async () => {
    const m = await member(t);
    const res = await m.c.get('userAccount?tz=Asia/Shanghai', m.token);
    expect(res.code).toBe(200);
    expect(res.data.freeAccount).toEqual({ remain: 3, dailyLimit: 3 });
    expect(res.data.pointAccount).toMatchObject({ balance: 0, signedDays: 0, signedToday: false });
    expect(res.data.pointAccount.signList.map((d: { points: number }) => d.points)).toEqual([
      5, 10, 10, 15, 20, 25, 50,
    ]);
    expect(res.data.vipAccount).toEqual({ isVip: false, vipExpDate: null });
  });

  it('needs a session', async () => {
    const m = await member(t);
    expect((await m.c.get('userAccount')).code).toBe(4001);
  });
});

describe('check-in', () => {
  it('rewards day 1, refuses a second check-in the same day with 1302', async () => {
    const m = await member(t);
    const first = await m.c.get('signIn?tz=UTC', m.token);
    expect(first.data).toEqual({ day: 1, points: 5, balance: 5, signedDays: 1 });
    const second = await m.c.get('signIn?tz=UTC', m.token);
    expect(second.code).toBe(1302);
    const account = await m.c.get('userAccount', m.token);
    expect(account.data.pointAccount).toMatchObject({
      balance: 5,
      signedDays: 1,
      signedToday: true,
    });
  });

  it('continues the cycle after yesterday and restarts after a missed day', async () => {
    const m = await member(t);
    await m.c.get('signIn?tz=UTC', m.token);
    await execSql(
      t,
      sql`update check_ins set local_date = local_date - 1, created_at = created_at - interval '1 day'
          where user_id = ${m.userId}`,
    );
    const day2 = await m.c.get('signIn?tz=UTC', m.token);
    expect(day2.data).toMatchObject({ day: 2, points: 10, balance: 15 });
    await execSql(
      t,
      sql`update check_ins set local_date = local_date - 2, created_at = created_at - interval '2 days'
          where user_id = ${m.userId}`,
    );
    const restart = await m.c.get('signIn?tz=UTC', m.token);
    expect(restart.data).toMatchObject({ day: 1, points: 5, balance: 20 });
  });

  it('refuses a second check-in within 20 hours whatever zone it saves', async () => {
    // UTC+14 and UTC-11: the two zones' dates always differ
    for (const [first, second] of [
      ['Pacific/Kiritimati', 'Pacific/Pago_Pago'],
      ['Pacific/Pago_Pago', 'Pacific/Kiritimati'],
    ]) {
      const m = await member(t);
      expect((await saveZone(m, first!)).data.changed).toBe(true);
      expect((await m.c.get(`signIn?tz=${first}`, m.token)).code).toBe(200);
      // the zone may change again (its own limit has passed): the gap still holds
      await execSql(
        t,
        sql`update users set time_zone_set_at = now() - interval '1 day' where id = ${m.userId}`,
      );
      expect((await saveZone(m, second!)).data.changed).toBe(true);
      const again = await m.c.get(`signIn?tz=${second}`, m.token);
      expect(again.code).toBe(1302);
      const [row] = await execSql(t, sql`select time_zone from users where id = ${m.userId}`);
      expect(row!.time_zone).toBe(second);
      expect(await balanceOf(m.c, m.token)).toBe(5);
      const account = await m.c.get(`userAccount?tz=${second}`, m.token);
      expect(account.data.pointAccount).toMatchObject({ signedDays: 1, signedToday: true });
    }
  });

  it('keeps counting days in the zone set within the last 20 hours', async () => {
    const m = await member(t, 100);
    expect((await saveZone(m, 'Pacific/Kiritimati')).data.changed).toBe(true);
    for (let i = 0; i < 3; i++)
      await t.database.db.transaction((tx) => charge(tx, m.userId, 'chat_base'));
    // a zone on another date would open a fresh allowance: it is not taken yet
    expect((await saveZone(m, 'Pacific/Pago_Pago')).data).toEqual({
      timeZone: 'Pacific/Kiritimati',
      changed: false,
    });
    const later = await m.c.get('userAccount?tz=Pacific/Pago_Pago', m.token);
    expect(later.data.freeAccount.remain).toBe(0);
    const [row] = await execSql(t, sql`select time_zone from users where id = ${m.userId}`);
    expect(row!.time_zone).toBe('Pacific/Kiritimati');
    await execSql(
      t,
      sql`update users set time_zone_set_at = now() - interval '20 hours 1 minute' where id = ${m.userId}`,
    );
    expect((await saveZone(m, 'Pacific/Pago_Pago')).data.changed).toBe(true);
    const moved = await m.c.get('userAccount', m.token);
    expect(moved.data.freeAccount.remain).toBe(3);
  });

  it('lets the next local day check in once 20 hours have passed, continuing the cycle', async () => {
    const m = await member(t);
    await m.c.get('signIn?tz=UTC', m.token);
    // yesterday evening, 19 hours ago: not yet
    await execSql(
      t,
      sql`update check_ins set local_date = local_date - 1, created_at = now() - interval '19 hours'
          where user_id = ${m.userId}`,
    );
    expect((await m.c.get('signIn?tz=UTC', m.token)).code).toBe(1302);
    const waiting = await m.c.get('userAccount', m.token);
    expect(waiting.data.pointAccount).toMatchObject({ signedDays: 1, signedToday: true });
    await execSql(
      t,
      sql`update check_ins set created_at = now() - interval '20 hours' where user_id = ${m.userId}`,
    );
    const day2 = await m.c.get('signIn?tz=UTC', m.token);
    expect(day2.data).toMatchObject({ day: 2, points: 10, balance: 15 });
  });

  it('concurrent check-ins from two zones: exactly one success', async () => {
    const m = await member(t);
    // zone changes racing the check-ins: whichever date each one counts in, one passes
    const results = await Promise.all(
      ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'UTC'].map(async (zone) => {
        await saveZone(m, zone);
        return m.c.get(`signIn?tz=${zone}`, m.token);
      }),
    );
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 1302, 1302, 1302]);
    expect(await balanceOf(m.c, m.token)).toBe(5);
    expect((await ledgerFacts(t, m.userId)).n).toBe(1);
  });

  it('concurrent double check-in: exactly one success and one 1302', async () => {
    const m = await member(t);
    const results = await Promise.all([
      m.c.get('signIn?tz=UTC', m.token),
      m.c.get('signIn?tz=UTC', m.token),
    ]);
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 1302]);
    expect(await balanceOf(m.c, m.token)).toBe(5);
    expect((await ledgerFacts(t, m.userId)).n).toBe(1);
  });
});

describe('charging', () => {
  it('uses the free allowance, then points, then refuses with 1201', async () => {
    const m = await member(t, 20);
    const modes: string[] = [];
    for (let i = 0; i < 5; i++) {
      try {
        const r = await t.database.db.transaction((tx) => charge(tx, m.userId, 'chat_base'));
        modes.push(r.mode);
      } catch (err) {
        modes.push(String((err as { code?: number }).code));
      }
    }
    expect(modes).toEqual(['free', 'free', 'free', 'points', '1201']);
    expect(await balanceOf(m.c, m.token)).toBe(5);
    const account = await m.c.get('userAccount', m.token);
    expect(account.data.freeAccount.remain).toBe(0);
  });

  it('VIP is free within the daily cap, then pays like anyone', async () => {
    const m = await member(t, 100);
    await makeVip(t, m.userId);
    const modes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.database.db.transaction((tx) => charge(tx, m.userId, 'chat_advanced'));
      modes.push(r.mode);
    }
    expect(modes.filter((x) => x === 'vip')).toHaveLength(10);
    expect(modes.slice(10)).toEqual(['free', 'free']);
    const usage = await m.c.get('featuresUsage?tz=UTC', m.token);
    expect(usage.data.isVip).toBe(true);
    expect(usage.data.items).toContainEqual({ feature: 'advancedReaders', used: 10, cap: 10 });
  });

  it('reports what a deduction would do', async () => {
    const m = await member(t, 10);
    const free = await m.c.get('deductionInfo?type=chat_base', m.token);
    expect(free.data).toMatchObject({
      type: 'chat_base',
      cost: 15,
      mode: 'free',
      sufficient: true,
      prompt: true,
    });
    const report = await m.c.get('deductionInfo?type=unlockDestiny', m.token);
    expect(report.data).toMatchObject({
      cost: 120,
      mode: 'points',
      balance: 10,
      sufficient: false,
    });
    const swap = await m.c.get('deductionInfo?type=swap4Vip7', m.token);
    expect(swap.data).toMatchObject({ cost: 200, days: 7, mode: 'points' });
    expect((await m.c.get('deductionInfo?type=nope', m.token)).code).toBe(1001);
  });

  it('200 concurrent charges never overdraw and the ledger sums to the balance', async () => {
    const m = await member(t, 1000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        t.database.db.transaction((tx) => charge(tx, m.userId, 'unlockDepthReport')),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(ok).toBe(8); // 8 × 120 = 960
    expect(await balanceOf(m.c, m.token)).toBe(40);
    const facts = await ledgerFacts(t, m.userId);
    expect(facts.sum).toBe(40);
    expect(facts.min).toBeGreaterThanOrEqual(0);
    expect(facts.n).toBe(9);
  });
});

describe('swapPoints', () => {
  it('200 concurrent swaps: each success debits and extends VIP together', async () => {
    const m = await member(t, 1000);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token)),
    );
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 1201)).toHaveLength(190);
    expect(await balanceOf(m.c, m.token)).toBe(0);
    const [row] = await execSql(
      t,
      sql`select round(extract(epoch from vip_expires_at - now()) / 86400)::int as days,
                 (select count(*)::int from vip_grants where user_id = ${m.userId}) as grants
          from users where id = ${m.userId}`,
    );
    expect(row).toEqual({ days: 30, grants: 10 });
    const info = await m.c.get('userinfo', m.token);
    expect(info.data.vipAccount.isVip).toBe(true);
  });
});

describe('pointsRecord and tasks', () => {
  it('pages through the history, newest first', async () => {
    const m = await member(t, 100);
    await m.c.get('signIn', m.token);
    await m.c.post('swapPoints', { type: 'swap4Vip3' }, m.token);
    const page1 = await m.c.post('pointsRecord', { page: 1, pageSize: 2 }, m.token);
    expect(page1.data.total).toBe(3);
    expect(
      page1.data.list.map((e: { reason: string; delta: number }) => [e.reason, e.delta]),
    ).toEqual([
      ['swap', -100],
      ['check_in', 5],
    ]);
    const page2 = await m.c.post('pointsRecord', { page: 2, pageSize: 2 }, m.token);
    expect(page2.data.list).toHaveLength(1);
    expect(page2.data.list[0]).toMatchObject({ reason: 'admin', delta: 100, detail: 'test setup' });
    expect((await m.c.post('pointsRecord', { page: 0 }, m.token)).code).toBe(1001);
  });

  it('pays the follow task once, even when claimed twice at once', async () => {
    const m = await member(t);
    const results = await Promise.all([
      m.c.post('claimTask', { task: 'follow' }, m.token),
      m.c.post('claimTask', { task: 'follow' }, m.token),
    ]);
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, 1203]);
    expect(await balanceOf(m.c, m.token)).toBe(50);
    const tasks = await m.c.get('pointsTasks', m.token);
    expect(tasks.data).toContainEqual({
      task: 'follow',
      reward: { kind: 'points', amount: 50 },
      done: true,
      url: 'https://x.com/starlitapp',
    });
  });
});
