import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { placeId, profileForm } from './support/astro';
import { execSql, form, PNG_1X1 } from './support/client';
import { member } from './support/economy';
import * as pay from './support/payments';

const t = useTestApp();

/** docs/privacy-data.md's tables by section: deleted with the account, kept, no personal data. */
function documented() {
  const doc = readFileSync(
    path.resolve(import.meta.dirname, '../../../docs/privacy-data.md'),
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

const tablesInDatabase = async () =>
  (
    await execSql(t, sql`select tablename from pg_tables where schemaname = 'public' order by 1`)
  ).map((r) => String(r.tablename));

/** The rows of `table` where any text-like column holds one of `needles`. */
async function rowsHolding(table: string, needles: string[]): Promise<number> {
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

describe('personal data', () => {
  it('lists every table of the database once in docs/privacy-data.md', async () => {
    const { deleted, kept, none } = documented();
    const listed = [...deleted, ...kept, ...none];
    expect(new Set(listed).size, 'a table listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(await tablesInDatabase());
  });

  it('leaves no trace of a deleted member in the tables the list says are deleted with it', async () => {
    const m = await member(t, 500);
    const me = await m.c.get('userinfo', m.token);
    // a footprint across the app: uploads, feedback, a profile, a check-in, a tarot reading, a
    // purchase, settings, and a friend who signed up with the member's invite code
    expect(
      (await m.c.post('uploadAvatar', form({}, [['file', 'a.png', PNG_1X1]]), m.token)).code,
    ).toBe(200);
    const fb = await m.c.post(
      'feedback',
      form({ content: 'hello', contact: m.email }, [['images', 'x.png', PNG_1X1]]),
      m.token,
    );
    expect(fb.code, fb.msg).toBe(200);
    const place = await placeId(m.c, 'Shanghai', 'CN');
    expect((await m.c.post('personal/add', profileForm(place), m.token)).code).toBe(200);
    expect((await m.c.get('signIn', m.token)).code).toBe(200);
    const shuffled = await m.c.post('tarot/shuffle', { spreadId: 'three' }, m.token);
    const reading = await m.c.post(
      'tarot/prediction',
      { shuffleId: shuffled.data.shuffleId, question: 'Will it rain?', picks: [1, 2, 3] },
      m.token,
    );
    expect(reading.code, reading.msg).toBe(200);
    const order = await pay.checkout(m, { kind: 'points', productId: 'points_60' });
    await pay.sandboxAction(t, order.data.url, 'pay');
    expect((await m.c.post('userConfig', { muteDeduction: true }, m.token)).code).toBeLessThan(
      2000,
    );
    const friend = await member(t, 0, { inviteCode: me.data.inviteCode });
    const needles = [m.userId, m.email];
    const { deleted } = documented();
    let before = 0;
    for (const table of deleted) before += await rowsHolding(table, needles);
    expect(before).toBeGreaterThan(15);

    const res = await m.c.post('deleteAccount', { confirm: m.email }, m.token);
    expect(res.code, res.msg).toBe(200);
    const left: string[] = [];
    for (const table of deleted) {
      const n = await rowsHolding(table, needles);
      if (n > 0) left.push(`${table}: ${n}`);
    }
    expect(left).toEqual([]);
    // the friend's own account stays
    expect((await friend.c.get('checkLogin', friend.token)).code).toBe(200);
  });
});
