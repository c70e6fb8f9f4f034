import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backupDataDir, restoreDataDir } from '../src/admin/backup';
import { withDatabase } from '../src/admin/database';
import { runFileCommand } from '../src/admin/files';
import { lockDataDir, DataDirLockedError } from '../src/db/lock';
import { ensureVapidKeys } from '../src/modules/reminders/vapid';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'starlit-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;
const keysIn = (dataDir: string) =>
  ensureVapidKeys({ DATA_DIR: dataDir, VAPID_SUBJECT: 'mailto:ops@example.com' });

async function withDb<T>(dir: string, body: (db: PGlite) => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(dir), { recursive: true });
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
    const dataDir = path.join(scratch, 'plain');
    const dir = path.join(dataDir, 'pglite');
    const file = path.join(scratch, 'backup.zip');
    await withDb(dir, (db) =>
      db.exec("create table notes(t text); insert into notes values ('a')"),
    );
    expect((await backupDataDir(dataDir, file)).bytes).toBeGreaterThan(0);
    await withDb(dir, (db) => db.exec("insert into notes values ('after backup')"));

    const { previous } = await restoreDataDir(dataDir, file);
    const rows = await withDb(dir, (db) => db.query<{ t: string }>('select t from notes'));
    expect(rows.rows.map((r) => r.t)).toEqual(['a']);
    expect(previous && existsSync(previous)).toBe(true);
  }, 60_000);

  it('is readable by its owner alone and brings back the push key (0600) and local uploads', async () => {
    const dataDir = path.join(scratch, 'whole');
    const file = path.join(scratch, 'whole.zip');
    await withDb(path.join(dataDir, 'pglite'), (db) => db.exec('create table t(x int)'));
    const before = keysIn(dataDir);
    const avatar = path.join(dataDir, 'uploads', 'avatars', 'u1', 'a.png');
    mkdirSync(path.dirname(avatar), { recursive: true });
    writeFileSync(avatar, 'picture');
    // an existing file keeps its mode when written over: the backup is made 0600 all the same
    writeFileSync(file, '', { mode: 0o644 });

    expect(await backupDataDir(dataDir, file)).toMatchObject({ vapidKey: true, uploads: 1 });
    expect(modeOf(file)).toBe(0o600);

    // the server's folder is lost: a new key would void every device's subscription
    rmSync(dataDir, { recursive: true, force: true });
    expect(keysIn(dataDir).publicKey).not.toBe(before.publicKey);
    rmSync(path.join(dataDir, 'vapid.json'));

    expect(await restoreDataDir(dataDir, file)).toMatchObject({ vapidKey: true, uploads: 1 });
    expect(modeOf(path.join(dataDir, 'vapid.json'))).toBe(0o600);
    expect(keysIn(dataDir)).toEqual(before);
    expect(readFileSync(avatar, 'utf8')).toBe('picture');
  }, 60_000);

  it('restores a backup of the database alone (the earlier format), leaving the key as it is', async () => {
    const dataDir = path.join(scratch, 'earlier');
    const dir = path.join(dataDir, 'pglite');
    const file = path.join(scratch, 'earlier.tar.gz');
    await withDb(dir, async (db) => {
      await db.exec("create table notes(t text); insert into notes values ('old')");
      writeFileSync(file, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    });
    await withDb(dir, (db) => db.exec("insert into notes values ('new')"));
    const key = keysIn(dataDir);
    expect(await restoreDataDir(dataDir, file)).toMatchObject({ vapidKey: false, uploads: 0 });
    const rows = await withDb(dir, (db) => db.query<{ t: string }>('select t from notes'));
    expect(rows.rows.map((r) => r.t)).toEqual(['old']);
    expect(keysIn(dataDir)).toEqual(key);
  }, 60_000);

  it('refuses while another process holds the folder', async () => {
    const dataDir = path.join(scratch, 'held');
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const lock = lockDataDir(dir);
    try {
      await expect(backupDataDir(dataDir, path.join(scratch, 'x.zip'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await expect(
        restoreDataDir(dataDir, path.join(scratch, 'backup.zip')),
      ).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('writes each to the audit log once done: a restore into the restored database', async () => {
    const dataDir = path.join(scratch, 'audited');
    const file = path.join(scratch, 'audited.zip');
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
