import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { useTestApp } from './support/app';
import { placeId, profileForm } from './support/astro';
import { execSql } from './support/client';
import { member } from './support/economy';
import {
  documentedTables,
  engagementRows,
  memberWithFootprint,
  rowsHolding,
  type Member,
} from './support/footprint';

const t = useTestApp();
const HOUR = 3600_000;

/**
 * Where the export holds each table of docs/privacy-data.md's first group: the file and the
 * field (null: the table never names a member, so it has nothing to export).
 */
const EXPORTED: Record<string, [file: string, field: string] | null> = {
  users: ['account.json', 'account'],
  user_identities: ['account.json', 'identities'],
  sessions: ['sessions.json', 'sessions'],
  password_guards: ['account.json', 'passwordGuard'],
  user_configs: ['settings.json', 'userConfig'],
  profiles: ['profiles.json', 'profiles'],
  current_profiles: ['profiles.json', 'currentProfileId'],
  astro_unlocks: ['reports/astro.json', 'unlocks'],
  astro_reports: ['reports/astro.json', 'reports'],
  solar_return_places: ['reports/astro.json', 'solarReturnPlaces'],
  relation_unlocks: ['reports/relations.json', 'unlocks'],
  depth_reports: ['reports/relations.json', 'deepReports'],
  relation_texts: ['reports/relations.json', 'texts'],
  tarot_shuffles: ['readings/tarot.json', 'shuffles'],
  tarot_readings: ['readings/tarot.json', 'readings'],
  dice_rolls: ['readings/dice.json', 'rolls'],
  mbti_results: ['mbti.json', 'results'],
  mbti_unlocks: ['mbti.json', 'unlocks'],
  mbti_texts: ['mbti.json', 'reports'],
  chat_conversations: ['conversations.json', 'conversations'],
  chat_messages: ['conversations.json', 'conversations.0.messages'],
  chat_reply_locks: ['conversations.json', 'replyInProgressUntil'],
  point_accounts: ['points.json', 'balanceUpdatedAt'],
  points_ledger: ['points.json', 'ledger'],
  vip_grants: ['points.json', 'vipGrants'],
  check_ins: ['points.json', 'checkIns'],
  usage_counters: ['points.json', 'usage'],
  redeem_code_uses: ['points.json', 'redeemedCodes'],
  orders: ['orders.json', 'orders'],
  discount_code_uses: ['orders.json', 'discountCodesUsed'],
  invites: ['invites.json', 'invited'],
  feedback: ['feedback.json', 'feedback'],
  verification_codes: ['account.json', 'codesSent'],
  captchas: null,
  oauth_states: null,
  stored_files: ['account.json', 'account.avatar'],
  // an earlier export's file, in parts: the export lists the member's exports
  stored_file_parts: ['account.json', 'dataExports'],
  push_subscriptions: ['settings.json', 'pushDevices'],
  reminder_settings: ['settings.json', 'reminders'],
  journal_entries: ['journal.json', 'entries'],
  data_exports: ['account.json', 'dataExports'],
  jobs: ['account.json', 'backgroundJobs'],
  idempotent_requests: ['account.json', 'idempotentRequests'],
  grant_requests: ['points.json', 'grantRequests'],
};

/** The member's own rows of a table: by its user_id column where it has one (other people's
 * rows may name the member, e.g. a friend's invite reward), else any column naming them. */
async function ownRows(table: string, m: Member): Promise<number> {
  const [col] = await execSql(
    t,
    sql`select 1 from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and column_name = 'user_id'`,
  );
  if (!col) return rowsHolding(t, table, [m.userId, m.email]);
  const [row] = await execSql(
    t,
    sql.raw(`select count(*)::int as n from "${table}" where user_id = '${m.userId}'`),
  );
  return Number(row?.n ?? 0);
}

const at = (value: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], value);

async function download(m: Member, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/v2/myData/export/file${query}`,
    headers: { authorization: `Bearer ${m.token}` },
  });
}

/** Asks for the member's file, runs the jobs, and returns the unzipped files. */
async function exportOf(m: Member, lang: 'en' | 'zh') {
  const asked = await m.c.post('myData/export', { lang }, m.token);
  expect(asked.code, asked.msg).toBe(200);
  expect(asked.data.status).toBe('queued');
  await t.app.jobs.runDue(new Date());
  const status = await m.c.get('myData/export', m.token);
  expect(status.data).toMatchObject({ status: 'ready', bytes: expect.any(Number) });
  const res = await download(m);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const day = new Date(status.data.readyAt).toISOString().slice(0, 10);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="starlit-data-${day}.zip"`);
  expect(res.rawPayload.length).toBe(status.data.bytes);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>;
  return { files, json, status: status.data };
}

describe('download my data', () => {
  it('exports every documented table that holds the member, and nothing about anyone else', async () => {
    const { m, friend, readingId } = await memberWithFootprint(t);
    await engagementRows(t, m.userId, readingId);
    const other = await member(t);
    const place = await placeId(other.c, 'Paris', 'FR');
    expect(
      (
        await other.c.post(
          'personal/add',
          profileForm(place, { nickname: 'Zed Otherperson' }),
          other.token,
        )
      ).code,
    ).toBe(200);

    const { files, json } = await exportOf(m, 'en');
    const names = Object.keys(files);
    for (const name of [
      'README.txt',
      'account.json',
      'sessions.json',
      'settings.json',
      'profiles.json',
      'readings/tarot.json',
      'readings/dice.json',
      'reports/astro.json',
      'reports/relations.json',
      'mbti.json',
      'conversations.json',
      'journal.json',
      'points.json',
      'orders.json',
      'invites.json',
      'feedback.json',
    ])
      expect(names).toContain(name);
    expect(names.some((n) => n.startsWith(`files/avatars/${m.userId}/`))).toBe(true);
    expect(names.some((n) => n.startsWith('files/feedback/'))).toBe(true);

    // every table of the first group that names the member is in the export
    const { deleted } = documentedTables();
    let checked = 0;
    for (const table of deleted) {
      expect(EXPORTED, `${table} has no place in the export`).toHaveProperty([table]);
      const place = EXPORTED[table];
      if ((await ownRows(table, m)) === 0) continue;
      expect(place, `${table} holds the member but is not exported`).not.toBeNull();
      const value = at(json(place![0]), place![1]);
      const empty =
        value === null || value === undefined || (Array.isArray(value) && value.length === 0);
      expect(empty, `${table} → ${place!.join(' ')}`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);

    const tarot = json('readings/tarot.json') as {
      readings: Array<{ question: string; reading: string | null; cards: Array<{ card: string }> }>;
    };
    expect(tarot.readings[0]!.question).toBe('Will it rain?');
    expect(tarot.readings[0]!.cards).toHaveLength(3);
    expect(tarot.readings[0]!.cards[0]!.card).toMatch(/^[A-Z][a-z]/);
    expect(json('account.json')).toMatchObject({ account: { id: m.userId, email: m.email } });
    expect(json('invites.json')).toMatchObject({ invited: [{ reward: expect.any(Object) }] });
    // the entry in words of the export's language, beside the ids it keeps
    expect(json('journal.json')).toMatchObject({
      entries: [{ note: 'Felt calm after this', summary: 'The Star', title: expect.any(String) }],
    });
    expect(json('settings.json')).toMatchObject({
      reminders: { dailyTime: '07:30' },
      pushDevices: [{ pushService: 'push.example.net' }],
    });
    expect(json('profiles.json').profiles).toHaveLength(2);

    const everything = names
      .filter((n) => !n.startsWith('files/'))
      .map((n) => strFromU8(files[n]!))
      .join('\n');
    for (const foreign of [
      friend.email,
      friend.userId,
      other.email,
      other.userId,
      'Zed Otherperson',
    ])
      expect(everything).not.toContain(foreign);
    // no secrets: password and token hashes, push keys
    expect(everything).not.toMatch(/password_hash|passwordHash|tokenHash|p256dh-key|auth-key/);
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('readings/tarot.json');
    expect(readme).toMatch(/Stripe/);
    expect(readme).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('writes the README and card names in Chinese for a Chinese member', async () => {
    const m = await member(t, 100);
    const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
    const reading = await m.c.post(
      'tarot/prediction',
      { shuffleId: shuffled.data.shuffleId, question: '这周会顺利吗？', picks: [1, 2, 3] },
      m.token,
    );
    expect(reading.code, reading.msg).toBe(200);
    const { files, json } = await exportOf(m, 'zh');
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toMatch(/^Starlit：你的数据/);
    expect(readme).toContain('readings/tarot.json：');
    expect(readme).not.toMatch(/[\u4e00-\u9fff][,:;()!?]|[,:;()!?][\u4e00-\u9fff]|您/);
    const tarot = json('readings/tarot.json') as {
      readings: Array<{ cards: Array<{ card: string }> }>;
    };
    expect(tarot.readings[0]!.cards[0]!.card).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers a queued request again, limits new files to one a day, and keeps files private', async () => {
    const m = await member(t);
    const first = await m.c.post('myData/export', {}, m.token);
    const again = await m.c.post('myData/export', {}, m.token);
    expect(again.data).toEqual(first.data);
    const [jobs] = await execSql(
      t,
      sql`select count(*)::int as n from jobs where kind = 'exports.build' and payload->>'userId' = ${m.userId}`,
    );
    expect(jobs?.n).toBe(1);
    const now = new Date();
    await t.app.jobs.runDue(now);
    const ready = await m.c.get('myData/export', m.token);
    expect(ready.data.status).toBe('ready');
    expect(Date.parse(ready.data.nextAt)).toBeGreaterThan(now.getTime() + 23 * HOUR);

    const limited = await m.c.post('myData/export', {}, m.token);
    expect(limited.code).toBe(1005);
    expect(limited.data.retryAfter).toBeGreaterThan(23 * 3600);

    // another member finds nothing: neither their own latest nor this one by id
    const other = await member(t);
    const [row] = await execSql(t, sql`select id from data_exports where user_id = ${m.userId}`);
    for (const query of ['', `?id=${String(row?.id)}`]) {
      const res = await download(other, query);
      expect(res.json()).toMatchObject({ code: 404 });
    }
    expect((await download(m, `?id=${String(row?.id)}`)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/myData/export/file' })).json().code,
    ).toBe(4001);
  });

  it('deletes the file after 24 hours and then allows a new one', async () => {
    const m = await member(t);
    const { status: ready } = await exportOf(m, 'en');
    const now = new Date(ready.readyAt);
    expect(Date.parse(ready.expiresAt) - now.getTime()).toBe(24 * HOUR);
    const [row] = await execSql(
      t,
      sql`select file_key from data_exports where user_id = ${m.userId}`,
    );
    const key = String(row?.file_key);
    expect(await t.app.storage.get(key)).not.toBeNull();

    // before the 24 hours are over the file stays
    await t.app.jobs.runDue(new Date(now.getTime() + 23 * HOUR));
    expect(await t.app.storage.get(key)).not.toBeNull();
    await t.app.jobs.runDue(new Date(now.getTime() + 25 * HOUR));
    expect(await t.app.storage.get(key)).toBeNull();
    const status = await m.c.get('myData/export', m.token);
    expect(status.data.status).toBe('expired');
    expect(status.data.bytes).toBeUndefined();
    expect((await download(m)).json()).toMatchObject({ code: 404 });
    await execSql(
      t,
      sql`update data_exports set created_at = created_at - interval '25 hours' where user_id = ${m.userId}`,
    );
    expect((await m.c.post('myData/export', {}, m.token)).data.status).toBe('queued');
  });

  it('lets a member ask again at once when the build failed', async () => {
    const m = await member(t);
    await m.c.post('myData/export', {}, m.token);
    // the build's last attempt failed
    await execSql(t, sql`update data_exports set status = 'failed' where user_id = ${m.userId}`);
    expect((await m.c.get('myData/export', m.token)).data).toMatchObject({ status: 'failed' });
    expect((await m.c.get('myData/export', m.token)).data.nextAt).toBeUndefined();
    expect((await m.c.post('myData/export', {}, m.token)).data.status).toBe('queued');
  });
});
