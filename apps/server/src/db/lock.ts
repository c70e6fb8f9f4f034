import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database has a single writer: a second process opening the same folder (a second
 * server, `npm run admin` while the server runs) would write behind the first one's back and
 * corrupt it. So the folder is locked by a file next to it, `<folder>.lock`, created exclusively
 * and holding the owner's pid and start time. A lock whose process is gone (no such pid, or a pid
 * now used by a process that started at another time) is stale and taken over.
 */

interface Owner {
  pid: number;
  /** when the owning process started (ISO) */
  started: string;
  /** its start time in clock ticks since boot (Linux /proc/<pid>/stat field 22), else null */
  startTicks: string | null;
  host: string;
  /** tells this holder's lock from another's that reused the pid */
  token: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly owner: Pick<Owner, 'pid' | 'started' | 'host'> | null,
  ) {
    super(
      owner
        ? `The database folder ${dir} is in use by process ${owner.pid} on ${owner.host} (running since ${owner.started}). ` +
            'Stop that process first (PGlite allows one process at a time), or use another DATA_DIR.'
        : `The database folder ${dir} is locked by ${dir}.lock, which cannot be read. ` +
            'If no Starlit process uses the folder, delete that file.',
    );
  }
}

/** A process's start time in clock ticks since boot, where the system tells it (Linux). */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from its closing one
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's process is gone: no such pid, or (where start times are known) a pid now
 * used by a process that started at another time. The host is not compared: a container made
 * anew after a crash has another host name but must still take its own stale lock over.
 */
function isStale(owner: Owner): boolean {
  if (!alive(owner.pid)) return true;
  const now = processStartTicks(owner.pid);
  return owner.startTicks !== null && now !== null && now !== owner.startTicks;
}

/** Moves a stale lock aside; false if what was moved turned out to be another, live lock. */
function takeOver(file: string, stale: Owner): boolean {
  const aside = `${file}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
  const moved = readOwner(aside);
  if (moved && moved.token !== stale.token) {
    // someone took it over between our read and the move: put theirs back
    try {
      linkSync(aside, file);
    } catch {
      // a third lock is in place already
    }
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}

export interface DirLock {
  /** Removes the lock file if it is still ours. */
  release(): void;
}

const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();

/** Locks `dir` for this process, or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dir: string): DirLock {
  const file = `${dir}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  const me: Owner = {
    pid: process.pid,
    started: startedAt,
    startTicks: processStartTicks(process.pid),
    host: hostname(),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return holding(file, me.token);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    // undefined: released meanwhile, try again
    if (owner === undefined) continue;
    if (owner === null || !isStale(owner) || !takeOver(file, owner)) {
      throw new DataDirLockedError(dir, owner);
    }
  }
  throw new DataDirLockedError(dir, readOwner(file) ?? null);
}

function holding(file: string, token: string): DirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readOwner(file)?.token === token) unlinkSync(file);
  };
  // a process that ends without closing the database (an uncaught error) still lets go
  process.on('exit', release);
  return { release };
}
