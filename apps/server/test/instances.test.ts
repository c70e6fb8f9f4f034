import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@starlit/contracts';
import type { Database } from '../src/db/client';
import { buildApp } from '../src/app';
import { runCommand } from '../src/admin/commands';
import { startReply, type StartedReply } from '../src/modules/chat/send';
import {
  closeOther,
  openOtherInstanceDatabase,
  testConfig,
  useTestApp,
  type TestApp,
} from './support/app';
import { client, execSql } from './support/client';
import { member } from './support/economy';
import { addOwnProfile, profileForm } from './support/astro';

/**
 * Two server instances over one database: A is the usual test app, B a second app with its own
 * caches (on PostgreSQL also its own pool and bus, so what one instance changes reaches the
 * other through NOTIFY; on PGlite through the in-process bus).
 */
const a = useTestApp();
const b = { outbox: a.outbox } as TestApp;
let other: Database | undefined;

beforeEach(async () => {
  if (b.app) return;
  other = await openOtherInstanceDatabase();
  b.database = other;
  b.app = await buildApp({ config: testConfig(), database: other, codeSender: a.outbox });
  await b.app.ready();
});
afterAll(async () => {
  await b.app?.close();
  if (other) await closeOther(other);
});

/**
 * On PGlite at once; on PostgreSQL polled for up to 10 s, well under the shortest cache
 * lifetime (sessions 30 s), so a change seen by then came through the bus, however busy the
 * machine.
 */
async function seenThroughBus<T>(read: () => Promise<T>, wanted: (v: T) => boolean): Promise<T> {
  if (a.database.kind === 'pglite') return read();
  let value!: T;
  // the caller's own assertion on the last value read says what was not seen
  await vi
    .waitFor(
      async () => {
        value = await read();
        if (!wanted(value)) throw new Error('not seen through the bus yet');
      },
      { timeout: 10_000, interval: 20 },
    )
    .catch(() => undefined);
  return value;
}

const chatText = 'What about my work this month?';
/** the same message, as startReply takes it and as chat/send's body */
const chatInput = { companionId: 'junior' as const, text: chatText };
const chatBody = { healerId: 'junior', text: chatText };

describe('many instances over one database', () => {
  it('keeps a cache per app', () => {
    expect(b.app.caches).not.toBe(a.app.caches);
    expect(b.app.db).not.toBe(a.app.db);
  });

  it('refuses a token on A once B logged it out', async () => {
    const m = await member(a);
    const onB = client(b);
    expect((await m.c.get('checkLogin', m.token)).code).toBe(200);
    expect((await onB.get('checkLogin', m.token)).code).toBe(200);
    expect((await onB.get('logout', m.token)).code).toBe(200);
    const after = await seenThroughBus(
      () => m.c.get('checkLogin', m.token),
      (r) => r.code === 4001,
    );
    expect(after.code).toBe(4001);
  });

  it('refuses every session on B once A changed the password', async () => {
    const m = await member(a);
    const onB = client(b);
    expect((await onB.get('checkLogin', m.token)).code).toBe(200);
    const changed = await m.c.post(
      'changePassword',
      { oldPassword: 'secret123', newPassword: 'secret456' },
      m.token,
    );
    expect(changed.code, changed.msg).toBe(200);
    const after = await seenThroughBus(
      () => onB.get('checkLogin', m.token),
      (r) => r.code === 4001,
    );
    expect(after.code).toBe(4001);
  });

  it('shows B the nickname A just saved', async () => {
    const m = await member(a);
    const onB = client(b);
    expect((await onB.get('checkLogin', m.token)).data.profile.nickname).not.toBe('Renamed');
    expect((await m.c.post('updateProfile', { nickname: 'Renamed' }, m.token)).code).toBe(200);
    const after = await seenThroughBus(
      () => onB.get('checkLogin', m.token),
      (r) => r.data.profile.nickname === 'Renamed',
    );
    expect(after.data.profile.nickname).toBe('Renamed');
  });

  it('shows B the birth date A just corrected in a profile', async () => {
    const m = await member(a);
    const onB = client(b);
    const { profile, place } = await addOwnProfile(m, {
      birthDate: '1988-07-01',
      birthTime: '12:00',
    });
    const body = { archive_id: profile.id, birth_date: '', time_of_birth: '', birthplace: '' };
    const sun = async () =>
      (await onB.post('astrolabe/info', body, m.token)).data.chart.planets[0].sign as number;
    expect(await sun()).toBe(3); // Cancer, now cached on B
    const edited = await m.c.post(
      'personal/add',
      profileForm(place, { id: profile.id, birthDate: '1988-01-01', birthTime: '12:00' }),
      m.token,
    );
    expect(edited.code, edited.msg).toBe(200);
    expect(await seenThroughBus(sun, (s) => s === 9)).toBe(9); // Capricorn
  });

  it('charges the price an operator just set, on every instance', async () => {
    const price = async (t: TestApp) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/healers?lang=en' });
      return res.json().data.list[0].price as number;
    };
    expect(await price(a)).toBe(15);
    expect(await price(b)).toBe(15);
    // the admin CLI is a process of its own: here, B's database without an app
    await runCommand(b.database.db, 'config:set', {
      key: 'charges',
      value: JSON.stringify({ chat_base: { cost: 17 } }),
    });
    expect(
      await seenThroughBus(
        () => price(a),
        (p) => p === 17,
      ),
    ).toBe(17);
    expect(await price(b)).toBe(17);
  });

  it('writes one reply at a time per member across instances', async () => {
    const m = await member(a, 100);
    const lang = 'en' as const;
    const settled = await Promise.allSettled([
      startReply(a.app, m.userId, chatInput, lang),
      startReply(b.app, m.userId, chatInput, lang),
    ]);
    const won = settled.filter(
      (s): s is PromiseFulfilledResult<StartedReply> => s.status === 'fulfilled',
    );
    const lost = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    // over HTTP on either instance the member waits while the reply is written
    const onB = client(b);
    const busy = await onB.post('chat/send', chatBody, m.token);
    expect(busy).toMatchObject({ code: 1005, msg: expect.stringMatching(/in progress/) });
    await won[0]!.value.release();
    const next = await onB.post('chat/send', chatBody, m.token);
    expect(next.code, next.msg).toBe(200);
    const [{ n }] = (await execSql(a, sql`select count(*)::int as n from chat_reply_locks`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('takes over a claim whose instance went away, and leaves the new claim alone', async () => {
    const m = await member(a, 100);
    const stuck = await startReply(a.app, m.userId, chatInput, 'en');
    // A dies mid-reply: its claim stays until it lapses
    await expect(startReply(b.app, m.userId, chatInput, 'en')).rejects.toMatchObject({
      code: ErrorCode.RATE_LIMITED,
    });
    await execSql(
      a,
      sql`update chat_reply_locks set expires_at = now() - interval '1 second' where user_id = ${m.userId}`,
    );
    const taken = await startReply(b.app, m.userId, chatInput, 'en');
    // the old holder giving up does not free the new holder's claim
    await stuck.release();
    await expect(startReply(a.app, m.userId, chatInput, 'en')).rejects.toMatchObject({
      code: ErrorCode.RATE_LIMITED,
    });
    await taken.release();
    const again = await startReply(a.app, m.userId, chatInput, 'en');
    await again.release();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'listens again after losing its connection, dropping everything it may have missed',
    async () => {
      const heard: string[] = [];
      const stop = b.database.bus.subscribe((e) => heard.push(`${e.topic}:${e.key}`));
      const hear = (what: string, ms: number) =>
        vi.waitFor(() => expect(heard).toContain(what), { timeout: ms, interval: 20 });
      try {
        // notices arrive in order: once this one is heard, the reset's flush is behind us
        await a.database.bus.publish(a.database.db, 'user', 'before');
        await hear('user:before', 5000);
        heard.length = 0;
        await execSql(
          a,
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query like 'LISTEN%'`,
        );
        await hear('flush:', 5000);
        await a.database.bus.publish(a.database.db, 'user', 'someone');
        await hear('user:someone', 5000);
      } finally {
        stop();
      }
    },
  );
});
