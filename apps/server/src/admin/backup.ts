import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unzipSync, Zip, ZipPassThrough } from 'fflate';
import { PGLITE_START_PARAMS } from '../db/pglite';
import { lockDataDir } from '../db/lock';
import { AdminError } from '../operators/change';

/**
 * Backups of a server on the embedded database (PGlite): one zip, readable by its owner alone
 * (0600: it holds every member's data and the push key), with everything in DATA_DIR a restored
 * server needs:
 * - `pglite.tar.gz`: the database folder (PGlite's dumpDataDir);
 * - `vapid.json`: the Web Push key pair the server generated (without it every device's
 *   subscription is void after a restore); absent when the pair is set in the environment;
 * - `uploads/…`: the files of local storage (avatars, feedback pictures, export files).
 * Backup and restore hold the database folder's lock (lock.ts), so they refuse while a server
 * runs on it: a copy taken behind a running writer's back could be torn. PostgreSQL is backed up
 * with pg_dump / pg_restore instead (docs/operations.md).
 */

const DATABASE = 'pglite.tar.gz';
const VAPID = 'vapid.json';
const UPLOADS = 'uploads';
const MANIFEST = 'backup.json';
const OWNER_ONLY = 0o600;

export interface BackupResult {
  file: string;
  bytes: number;
  /** the push key pair was included (false: it is set in the environment) */
  vapidKey: boolean;
  uploads: number;
}

/** Every file under `dir` (relative paths, '/'-separated), files being written (.tmp) aside. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => !rel.endsWith('.tmp') && statSync(path.join(dir, rel)).isFile())
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}

/** Writes the zip of `dataDir` to `file` (0600) as it is made, one entry at a time. */
function writeZip(file: string, dataDir: string, database: Uint8Array, now: Date) {
  const fd = openSync(file, 'w', OWNER_ONLY);
  let failure: Error | null = null;
  try {
    chmodSync(file, OWNER_ONLY);
    const zip = new Zip((err, chunk) => {
      if (err) failure = err;
      else writeSync(fd, chunk);
    });
    const add = (name: string, data: Uint8Array) => {
      const entry = new ZipPassThrough(name);
      entry.mtime = now;
      zip.add(entry);
      entry.push(data, true);
    };
    add(DATABASE, database);
    const vapid = path.join(dataDir, VAPID);
    const vapidKey = existsSync(vapid);
    if (vapidKey) add(VAPID, readFileSync(vapid));
    const uploads = filesUnder(path.join(dataDir, UPLOADS));
    for (const rel of uploads)
      add(`${UPLOADS}/${rel}`, readFileSync(path.join(dataDir, UPLOADS, rel)));
    const manifest = { format: 2, createdAt: now.toISOString(), vapidKey, uploads: uploads.length };
    add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    zip.end();
    if (failure) throw failure;
    return { vapidKey, uploads: uploads.length };
  } finally {
    closeSync(fd);
  }
}

/** Backs up the server's DATA_DIR (database, push key, local uploads) into `outFile`. */
export async function backupDataDir(
  dataDir: string,
  outFile: string,
  now = new Date(),
): Promise<BackupResult> {
  const pglite = path.join(dataDir, 'pglite');
  if (!existsSync(pglite)) throw new AdminError(`no database at ${pglite}`);
  const file = path.resolve(outFile);
  const lock = lockDataDir(pglite);
  try {
    const client = new PGlite({ dataDir: pglite, startParams: PGLITE_START_PARAMS });
    let dump: Blob;
    try {
      await client.waitReady;
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const written = writeZip(file, dataDir, new Uint8Array(await dump.arrayBuffer()), now);
    return { file, bytes: statSync(file).size, ...written };
  } finally {
    lock.release();
  }
}

/** What a backup file holds: a zip (format 2), or an earlier backup of the database alone. */
function readBackup(from: string) {
  const bytes = readFileSync(from);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b)
    return { database: bytes, vapid: null, uploads: null };
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new AdminError(`${from} is not a backup`);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (err) {
    throw new AdminError(`cannot read ${from}: ${(err as Error).message}`);
  }
  const database = entries[DATABASE];
  if (!database) throw new AdminError(`${from} holds no database`);
  const uploads: Array<[string, Uint8Array]> = [];
  for (const [name, data] of Object.entries(entries)) {
    if (!name.startsWith(`${UPLOADS}/`) || name.endsWith('/')) continue;
    const rel = name.slice(UPLOADS.length + 1);
    // a name that climbs out of the uploads folder is no file of ours
    if (rel.split('/').some((part) => part === '..' || part === '' || part === '.'))
      throw new AdminError(`${from} holds an unsafe path: ${name}`);
    uploads.push([rel, data]);
  }
  return { database, vapid: entries[VAPID] ?? null, uploads };
}

/** Moves `target` aside to `<target>.replaced-<stamp>` when it exists; returns where, or null. */
function setAside(target: string, stamp: string): string | null {
  if (!existsSync(target)) return null;
  const aside = `${target}.replaced-${stamp}`;
  renameSync(target, aside);
  return aside;
}

/**
 * Replaces the server's data with a backup: the database folder, the push key (0600) and the
 * local uploads, each only where the backup holds it (a backup of the database alone leaves the
 * key and uploads as they are). What it replaces is kept beside it as `<name>.replaced-<time>`
 * (delete those once the restored data is checked); if the backup cannot be opened, everything
 * is put back.
 */
export async function restoreDataDir(
  dataDir: string,
  fromFile: string,
): Promise<{ restoredFrom: string; previous: string | null; vapidKey: boolean; uploads: number }> {
  const from = path.resolve(fromFile);
  if (!existsSync(from)) throw new AdminError(`no backup file at ${from}`);
  const backup = readBackup(from);
  const pglite = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(pglite);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const moved: Array<[string, string | null]> = [];
  const replace = (target: string) => moved.push([target, setAside(target, stamp)]);
  try {
    try {
      replace(pglite);
      const client = new PGlite({
        dataDir: pglite,
        loadDataDir: new Blob([backup.database]),
        startParams: PGLITE_START_PARAMS,
      });
      try {
        await client.waitReady;
        await client.query('select 1');
      } finally {
        if (!client.closed) await client.close();
      }
      if (backup.vapid) {
        const vapid = path.join(dataDir, VAPID);
        replace(vapid);
        writeFileSync(vapid, backup.vapid, { mode: OWNER_ONLY });
        chmodSync(vapid, OWNER_ONLY);
      }
      if (backup.uploads) {
        const uploads = path.join(dataDir, UPLOADS);
        replace(uploads);
        for (const [rel, data] of backup.uploads) {
          const file = path.join(uploads, ...rel.split('/'));
          mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
          writeFileSync(file, data, { mode: OWNER_ONLY });
        }
      }
    } catch (err) {
      for (const [target, aside] of moved.reverse()) {
        rmSync(target, { recursive: true, force: true });
        if (aside) renameSync(aside, target);
      }
      if (err instanceof AdminError) throw err;
      throw new AdminError(`cannot restore ${from}: ${(err as Error).message}`);
    }
  } finally {
    lock.release();
  }
  return {
    restoredFrom: from,
    previous: moved[0]?.[1] ?? null,
    vapidKey: backup.vapid !== null,
    uploads: backup.uploads?.length ?? 0,
  };
}
