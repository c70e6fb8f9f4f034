import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { localDate } from '@starlit/core/time';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

const saveZone = (m: Member, timeZone: string) => m.c.post('timeZone', { timeZone }, m.token);

/** The whole users row: a read must leave every column as it was. */
const userRow = async (userId: string) =>
  (await execSql(t, sql`select * from users where id = ${userId}`))[0];

describe('the account zone', () => {
  it('is not changed by reads, whatever zone they send', async () => {
    const m = await member(t);
    const before = await userRow(m.userId);
    const reads = ['userAccount?', 'featuresUsage?', 'deductionInfo?type=chat_base&'];
    for (const read of reads)
      expect((await m.c.get(`${read}tz=Asia/Tokyo`, m.token)).code).toBe(200);
    expect(await userRow(m.userId)).toEqual(before);
    expect(before!.time_zone).toBe('UTC');
  });

  it('is not changed by a check-in, which counts its day in the stored zone', async () => {
    const m = await member(t);
    // UTC+14: its date is never UTC-11's
    expect((await saveZone(m, 'Pacific/Kiritimati')).data).toEqual({
      timeZone: 'Pacific/Kiritimati',
      changed: true,
    });
    expect((await m.c.get('signIn?tz=Pacific/Pago_Pago', m.token)).code).toBe(200);
    const [row] = await execSql(
      t,
      sql`select to_char(c.local_date, 'YYYY-MM-DD') as day, u.time_zone from check_ins c
          join users u on u.id = c.user_id where c.user_id = ${m.userId}`,
    );
    expect(row!.time_zone).toBe('Pacific/Kiritimati');
    expect(row!.day).toBe(localDate(new Date(), 'Pacific/Kiritimati'));
  });

  it('changes once on a write, then not again within 20 hours', async () => {
    const m = await member(t);
    expect((await saveZone(m, 'Europe/Paris')).data).toEqual({
      timeZone: 'Europe/Paris',
      changed: true,
    });
    const [first] = await execSql(
      t,
      sql`select time_zone, time_zone_set_at from users where id = ${m.userId}`,
    );
    expect(first!.time_zone).toBe('Europe/Paris');
    // the same zone again changes nothing (not even when it was set)
    expect((await saveZone(m, 'Europe/Paris')).data.changed).toBe(false);
    expect((await saveZone(m, 'Asia/Tokyo')).data).toEqual({
      timeZone: 'Europe/Paris',
      changed: false,
    });
    const [after] = await execSql(
      t,
      sql`select time_zone, time_zone_set_at from users where id = ${m.userId}`,
    );
    expect(after).toEqual(first);
  });

  it('changes once when writes race', async () => {
    const m = await member(t);
    const zones = ['Asia/Tokyo', 'Europe/Paris', 'America/New_York', 'Australia/Sydney'];
    const results = await Promise.all(zones.map((zone) => saveZone(m, zone)));
    expect(results.map((r) => r.code)).toEqual([200, 200, 200, 200]);
    const changed = results.filter((r) => r.data.changed);
    expect(changed).toHaveLength(1);
    const winner = changed[0]!.data.timeZone;
    expect(results.every((r) => r.data.timeZone === winner)).toBe(true);
    const [row] = await execSql(t, sql`select time_zone from users where id = ${m.userId}`);
    expect(row!.time_zone).toBe(winner);
  });

  it('refuses an unknown zone (1001) and needs a session', async () => {
    const m = await member(t);
    expect((await saveZone(m, 'Mars/Olympus')).code).toBe(1001);
    expect((await m.c.post('timeZone', { timeZone: 'UTC' })).code).toBe(4001);
    const [row] = await execSql(t, sql`select time_zone from users where id = ${m.userId}`);
    expect(row!.time_zone).toBe('UTC');
  });
});
