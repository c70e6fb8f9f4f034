import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '../db/pglite';
import { lockDataDir } from '../db/lock';
import { AdminError } from './service';

/**
 * Backups of the embedded database (PGlite): the whole data folder as one gzipped tar
 * (PGlite's dumpDataDir), restored with loadDataDir. Both hold the folder's lock (lock.ts), so
 * they refuse while a server runs on it: a copy taken behind a running writer's back could be
 * torn. PostgreSQL is backed up with pg_dump / pg_restore instead (docs/operations.md).
 */

export async function backupPglite(
  dataDir: string,
  outFile: string,
): Promise<{ file: string; bytes: number }> {
  if (!existsSync(dataDir)) throw new AdminError(`no database at ${dataDir}`);
  const file = path.resolve(outFile);
  const lock = lockDataDir(dataDir);
  try {
    const client = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS });
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  return { file, bytes: statSync(file).size };
}

/**
 * Replaces the database folder with a backup. The folder it replaces is kept beside it as
 * `<folder>.replaced-<time>` (delete it once the restored data is checked); if the backup cannot
 * be opened, the old folder is put back.
 */
export async function restorePglite(
  dataDir: string,
  fromFile: string,
): Promise<{ restoredFrom: string; previous: string | null }> {
  const from = path.resolve(fromFile);
  if (!existsSync(from)) throw new AdminError(`no backup file at ${from}`);
  const archive = new Blob([readFileSync(from)]);
  const lock = lockDataDir(dataDir);
  const previous = existsSync(dataDir)
    ? `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
    : null;
  try {
    if (previous) renameSync(dataDir, previous);
    try {
      const client = new PGlite({
        dataDir,
        loadDataDir: archive,
        startParams: PGLITE_START_PARAMS,
      });
      try {
        await client.waitReady;
        await client.query('select 1');
      } finally {
        if (!client.closed) await client.close();
      }
    } catch (err) {
      rmSync(dataDir, { recursive: true, force: true });
      if (previous) renameSync(previous, dataDir);
      throw new AdminError(`cannot restore ${from}: ${(err as Error).message}`);
    }
  } finally {
    lock.release();
  }
  return { restoredFrom: from, previous };
}
