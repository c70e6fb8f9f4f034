import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { solarReturnInstant } from '@starlit/core/astro';
import { localClock } from '@starlit/core/reminders';
import { useTestApp } from './support/app';
import { addOwnProfile } from './support/astro';
import { client, execSql, signUp } from './support/client';
import { subscribedMember, usePushService } from './reminders-push';
import { isBirthday } from '../src/modules/reminders/birthday';

/**
 * The birthday reminder driven by a clock of our own, ten minutes at a time: on the own
 * profile's birthday (17 May) in the member's zone, at 09:00, one message that opens the solar
 * return and says when the Sun returns that day; in the device's language; none for a member
 * who turned it off or has no profile of their own.
 */
const t = useTestApp();
const push = usePushService();

const START = Date.parse('2026-05-16T12:00:00Z');
const END = Date.parse('2026-05-18T06:00:00Z');
const STEP = 10 * 60_000;

interface Member {
  userId: string;
  clientHash: string;
  /** the own profile's birth instant, ISO */
  birthUtc: string | null;
}

async function member(
  name: string,
  zone: string,
  settings: Record<string, unknown>,
  lang: 'zh' | 'en',
  profile: Record<string, unknown> | null,
): Promise<Member> {
  const m = await subscribedMember(t, push, { name, zone, settings, lang }, async (c, token) =>
    profile ? (await addOwnProfile({ c, token }, profile)).profile : null,
  );
  return {
    userId: m.userId,
    clientHash: m.clientHash,
    birthUtc: m.extra ? (m.extra.birth.utc as string) : null,
  };
}

const ONLY_BIRTHDAY = { daily: false, moon: false, mercury: false, streak: false };

describe('the birthday reminder', () => {
  it('sends one message on the birthday pointing at the solar return', async () => {
    // born 17 May 1990 at 12:30 in Shanghai (addOwnProfile's defaults)
    const shanghai = await member('bd-sh', 'Asia/Shanghai', ONLY_BIRTHDAY, 'en', {
      nickname: 'Mei',
    });
    const newYork = await member('bd-ny', 'America/New_York', ONLY_BIRTHDAY, 'zh', {
      nickname: '小林',
    });
    const off = await member(
      'bd-off',
      'Asia/Shanghai',
      { ...ONLY_BIRTHDAY, birthday: false },
      'en',
      {
        nickname: 'Off',
      },
    );
    const noProfile = await member('bd-none', 'Asia/Shanghai', ONLY_BIRTHDAY, 'en', null);
    const noTime = await member('bd-notime', 'Asia/Shanghai', ONLY_BIRTHDAY, 'en', {
      nickname: 'Lin',
      timeUnknown: true,
    });
    // what subscribing planned for the real today is set aside: the simulated days plan their own
    await execSql(t, sql`delete from jobs`);

    const arrived = new Map<string, Array<{ at: number; msg: Record<string, string> }>>();
    const members = [shanghai, newYork, off, noProfile, noTime];
    for (let now = START; now < END; now += STEP) {
      const ran = await t.app.jobs.runDue(new Date(now));
      if (ran === 0) continue;
      for (const m of members) {
        const got = await push.messages(m.clientHash).catch(() => []);
        const seen = arrived.get(m.clientHash) ?? [];
        for (const msg of got.slice(seen.length)) seen.push({ at: now, msg });
        arrived.set(m.clientHash, seen);
      }
    }

    const returnAt = solarReturnInstant(new Date(shanghai.birthUtc!), 2026);
    const sh = arrived.get(shanghai.clientHash) ?? [];
    expect(sh.map((a) => [a.msg.kind, new Date(a.at).toISOString().slice(0, 16)])).toEqual([
      ['birthday', '2026-05-17T01:00'],
    ]);
    const time = localClock(returnAt, 'Asia/Shanghai');
    expect(sh[0]!.msg).toMatchObject({
      title: 'Happy birthday, Mei',
      url: '#/solarReturn',
      tag: 'birthday:2026',
    });
    expect(sh[0]!.msg.body).toBe(
      `Today at ${time} the Sun returns to where it stood when you were born. Your 2026 solar return is ready: open it to see the tone of the year ahead.`,
    );

    // New York: 09:00 on 17 May there is 13:00 UTC; the return falls on the 16th or 17th local
    const ny = arrived.get(newYork.clientHash) ?? [];
    expect(ny.map((a) => new Date(a.at).toISOString().slice(0, 16))).toEqual(['2026-05-17T13:00']);
    expect(ny[0]!.msg.title).toBe('小林，生日快乐');
    expect(ny[0]!.msg.body).toMatch(/你的2026年太阳回归盘已经备好/);
    expect(ny[0]!.msg.body).not.toMatch(/[A-Za-z]/);

    // without a birth time the return's clock time is a guess: the day alone
    const lin = arrived.get(noTime.clientHash) ?? [];
    expect(lin.map((a) => a.msg.title)).toEqual(['Happy birthday, Lin']);
    expect(lin[0]!.msg.body).toMatch(/^Around your birthday the Sun returns/);

    expect(arrived.get(off.clientHash) ?? []).toEqual([]);
    expect(arrived.get(noProfile.clientHash) ?? []).toEqual([]);
  }, 120_000);

  it('keeps 29 February birthdays on the 28th in other years', () => {
    expect(isBirthday('2026-02-28', '2000-02-29')).toBe(true);
    expect(isBirthday('2028-02-28', '2000-02-29')).toBe(false);
    expect(isBirthday('2028-02-29', '2000-02-29')).toBe(true);
    expect(isBirthday('2026-05-17', '1990-05-17')).toBe(true);
    expect(isBirthday('2026-05-18', '1990-05-17')).toBe(false);
  });

  it('saves the birthday switch with the other settings', async () => {
    const c = client(t);
    const { token } = await signUp(t, c, 'bd-settings@example.com');
    expect((await c.get('reminders/settings', token)).data.birthday).toBe(true);
    const saved = await c.post('reminders/settings', { birthday: false }, token);
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data.birthday).toBe(false);
    expect((await c.post('reminders/settings', { birthday: 'no' }, token)).code).toBe(1001);
  });
});
