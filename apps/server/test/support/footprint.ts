import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { mbtiItems } from '@starlit/core/mbti';
import type { TestApp } from './app';
import { placeId, profileForm } from './astro';
import { execSql, form, PNG_1X1 } from './client';
import { member } from './economy';
import * as pay from './payments';

/** docs/privacy-data.md's tables by section: deleted with the account, kept, no personal data. */
export function documentedTables() {
  const doc = readFileSync(
    path.resolve(import.meta.dirname, '../../../../docs/privacy-data.md'),
    'utf8',
  );
  const sections = doc.split(/^## /m).slice(1);
  const tablesOf = (title: RegExp) => {
    const section = sections.find((s) => title.test(s.split('\n')[0] ?? ''));
    if (!section) throw new Error(`no section ${String(title)}`);
    // the first cell of each table row names the tables (`a`, `b`)
    return section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!),
      );
  };
  return {
    deleted: tablesOf(/deleted with the account/),
    kept: tablesOf(/^Kept after/),
    none: tablesOf(/^No personal data/),
  };
}

/** The rows of `table` where any text-like column holds one of `needles`. */
export async function rowsHolding(t: TestApp, table: string, needles: string[]): Promise<number> {
  const columns = (
    await execSql(
      t,
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = ${table}
            and data_type in ('uuid', 'text', 'character varying', 'jsonb')`,
    )
  ).map((r) => String(r.column_name));
  if (columns.length === 0) return 0;
  const tests = columns.flatMap((c) =>
    needles.map((n) => `"${c}"::text ilike '%${n.replace(/'/g, "''")}%'`),
  );
  const [row] = await execSql(
    t,
    sql.raw(`select count(*)::int as n from "${table}" where ${tests.join(' or ')}`),
  );
  return Number(row?.n ?? 0);
}

export type Member = Awaited<ReturnType<typeof member>>;

/**
 * A member with a footprint across the app: an avatar, feedback with a picture, their own
 * profile and a friend's, a solar return's place and unlock, a check-in, a tarot reading, a dice roll, a personality test result,
 * a conversation, a purchase, settings, and a friend who signed up with their invite code.
 */
export async function memberWithFootprint(t: TestApp, extra: Record<string, unknown> = {}) {
  const m = await member(t, 500, extra);
  const me = await m.c.get('userinfo', m.token);
  const okay = (res: { code: number; msg: string }) => expect(res.code, res.msg).toBe(200);
  okay(await m.c.post('uploadAvatar', form({}, [['file', 'a.png', PNG_1X1]]), m.token));
  okay(
    await m.c.post(
      'feedback',
      form({ content: 'hello', contact: m.email }, [['images', 'x.png', PNG_1X1]]),
      m.token,
    ),
  );
  const place = await placeId(m.c, 'Shanghai', 'CN');
  okay(await m.c.post('personal/add', profileForm(place), m.token));
  okay(
    await m.c.post(
      'personal/add/relation',
      profileForm(place, { nickname: 'Robin Friend', relationship: 'B', birthDate: '1992-02-02' }),
      m.token,
    ),
  );
  const year = new Date().getUTCFullYear();
  const paris = await placeId(m.c, 'Paris', 'FR');
  okay(await m.c.post('astro/solarReturn/place', { year, placeId: paris }, m.token));
  okay(await m.c.post('astro/solarReturn/unlock', { year }, m.token));
  okay(await m.c.get('signIn', m.token));
  const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
  const reading = await m.c.post(
    'tarot/prediction',
    { shuffleId: shuffled.data.shuffleId, question: 'Will it rain?', picks: [1, 2, 3] },
    m.token,
  );
  okay(reading);
  okay(await m.c.post('constellation/dice', { question: 'How do I grow at work?' }, m.token));
  const answers = Object.fromEntries(mbtiItems('simplified').map((item) => [item.id, 6]));
  okay(await m.c.post('calculateMbti', { level: 'simplified', answers }, m.token));
  okay(await m.c.post('chat/send', { healerId: 'support', text: 'Hello there' }, m.token));
  const order = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
  await pay.sandboxAction(t, order.data.url, 'pay');
  expect((await m.c.post('userConfig', { muteDeduction: true }, m.token)).code).toBeLessThan(2000);
  const friend = await member(t, 0, { inviteCode: me.data.inviteCode });
  return { m, friend, readingId: String(reading.data.id) };
}

/**
 * Rows of the features whose API is built elsewhere: a journal entry on the reading, a push
 * subscription and reminder settings, and a queued reminder job naming the member.
 */
export async function engagementRows(t: TestApp, userId: string, readingId: string) {
  await execSql(
    t,
    sql`insert into journal_entries (user_id, kind, ref_id, day, note, mood, tags, snapshot)
        values (${userId}, 'tarot', ${readingId}, '2026-03-01', 'Felt calm after this', 'calm',
                '["rain"]'::jsonb,
                '{"spreadId":"three","question":"Will it rain?","cards":[{"cardId":"major-17","position":"past","reversed":false}]}'::jsonb)`,
  );
  await execSql(
    t,
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang)
        values (${userId}, ${`https://push.example.net/send/${userId}`}, 'p256dh-key', 'auth-key', 'en')`,
  );
  await execSql(
    t,
    sql`insert into reminder_settings (user_id, daily_time, quiet_start, quiet_end)
        values (${userId}, '07:30', '22:00', '07:00')`,
  );
  await execSql(
    t,
    sql`insert into jobs (kind, payload, run_at)
        values ('reminders.send', ${JSON.stringify({ userId })}::jsonb, now() + interval '1 day')`,
  );
}
