import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import {
  documentedTables,
  engagementRows,
  memberWithFootprint,
  rowsHolding,
} from './support/footprint';

const t = useTestApp();

const tablesInDatabase = async () =>
  (
    await execSql(t, sql`select tablename from pg_tables where schemaname = 'public' order by 1`)
  ).map((r) => String(r.tablename));

describe('personal data', () => {
  it('lists every table of the database once in docs/privacy-data.md', async () => {
    const { deleted, kept, none } = documentedTables();
    const listed = [...deleted, ...kept, ...none];
    expect(new Set(listed).size, 'a table listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(await tablesInDatabase());
  });

  it('leaves no trace of a deleted member in the tables the list says are deleted with it', async () => {
    // a footprint across the app, a friend who signed up with the member's invite code, a
    // journal entry, a reminder device and settings, a queued job and a ready data export
    const { m, friend, readingId } = await memberWithFootprint(t);
    await engagementRows(t, m.userId, readingId);
    expect((await m.c.post('myData/export', {}, m.token)).data.status).toBe('queued');
    await t.app.jobs.runDue(new Date());
    const ready = await m.c.get('myData/export', m.token);
    expect(ready.data.status).toBe('ready');
    const [file] = await execSql(
      t,
      sql`select file_key from data_exports where user_id = ${m.userId}`,
    );
    const fileKey = String(file?.file_key);
    expect(await t.app.storage.get(fileKey)).not.toBeNull();

    const needles = [m.userId, m.email];
    const { deleted } = documentedTables();
    const holding: string[] = [];
    for (const table of deleted)
      if ((await rowsHolding(t, table, needles)) > 0) holding.push(table);
    for (const table of [
      'journal_entries',
      'push_subscriptions',
      'reminder_settings',
      'jobs',
      'data_exports',
    ])
      expect(holding, table).toContain(table);
    expect(holding.length).toBeGreaterThan(20);

    const res = await m.c.post('deleteAccount', { confirm: m.email }, m.token);
    expect(res.code, res.msg).toBe(200);
    const left: string[] = [];
    for (const table of deleted) {
      const n = await rowsHolding(t, table, needles);
      if (n > 0) left.push(`${table}: ${n}`);
    }
    expect(left).toEqual([]);
    // the export file went with the account; the friend's own account stays
    expect(await t.app.storage.get(fileKey)).toBeNull();
    expect((await friend.c.get('checkLogin', friend.token)).code).toBe(200);
  });
});
