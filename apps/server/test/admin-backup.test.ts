import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backupPglite, restorePglite } from '../src/admin/backup';
import { withDatabase } from '../src/admin/database';
import { runFileCommand } from '../src/admin/files';
import { lockDataDir, DataDirLockedError } from '../src/db/lock';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'starlit-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function withDb<T>(dir: string, body: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(dir);
  try {
    await db.waitReady;
    return await body(db);
  } finally {
    await db.close();
  }
}

describe('npm run admin -- backup / restore (embedded database)', () => {
  it('restores the folder as it was at backup time and keeps the replaced one beside it', async () => {
    const dir = path.join(scratch, 'pglite');
    const file = path.join(scratch, 'backup.tar.gz');
    await withDb(dir, (db) =>
      db.exec("create table notes(t text); insert into notes values ('a')"),
    );
    expect((await backupPglite(dir, file)).bytes).toBeGreaterThan(0);
    await withDb(dir, (db) => db.exec("insert into notes values ('after backup')"));

    const { previous } = await restorePglite(dir, file);
    const rows = await withDb(dir, (db) => db.query<{ t: string }>('select t from notes'));
    expect(rows.rows.map((r) => r.t)).toEqual(['a']);
    expect(previous && existsSync(previous)).toBe(true);
  }, 60_000);

  it('refuses while another process holds the folder', async () => {
    const dir = path.join(scratch, 'held');
    mkdirSync(dir);
    const lock = lockDataDir(dir);
    try {
      await expect(backupPglite(dir, path.join(scratch, 'x.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await expect(restorePglite(dir, path.join(scratch, 'backup.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      lock.release();
    }
  });

  it('writes each to the audit log once done: a restore into the restored database', async () => {
    const dataDir = path.join(scratch, 'audited');
    const file = path.join(scratch, 'audited.tar.gz');
    const actions = () =>
      withDatabase(undefined, dataDir, async (db) => {
        const result = await db.execute<{ action: string; target: string; note: string }>(
          sql`select action, target, note from audit_log order by created_at`,
        );
        return (result as unknown as { rows: { action: string; target: string; note: string }[] })
          .rows;
      });
    expect(await actions()).toEqual([]);
    await runFileCommand('backup', dataDir, { out: file, note: 'before the upgrade' });
    expect(await actions()).toEqual([
      { action: 'backup', target: path.resolve(file), note: 'before the upgrade' },
    ]);
    await runFileCommand('restore', dataDir, { from: file });
    // the backup was taken before its own entry: the restored log has the restore alone
    expect((await actions()).map((r) => r.action)).toEqual(['restore']);
  }, 120_000);
});
