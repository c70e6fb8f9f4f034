import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError, processStartTicks } from '../src/db/lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'starlit-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
/** A fresh DATA_DIR and the PGlite folder in it, as the server and the admin CLI use them. */
function dataDir(): string {
  const dir = path.join(scratch, `data-${++n}`);
  mkdirSync(dir);
  return dir;
}
const pgliteOf = (data: string) => path.join(data, 'pglite');

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database folder is held by one process', () => {
  it('refuses a second open naming the holder, and is free again after close', async () => {
    const dir = pgliteOf(dataDir());
    const first = await openDatabase({ dataDir: dir });
    const lock = JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    // the refusal left the holder's lock alone
    expect(existsSync(`${dir}.lock`)).toBe(true);

    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    await again.close();
  }, 60_000);

  it('takes over a lock whose process is gone', async () => {
    const dir = pgliteOf(dataDir());
    const gone = deadPid();
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: gone, started: '2020-01-01T00:00:00.000Z', startTicks: null }),
    );
    const database = await openDatabase({ dataDir: dir });
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).pid).toBe(process.pid);
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it.runIf(processStartTicks(process.pid) !== null)(
    'takes over a lock whose pid now belongs to a process started at another time',
    async () => {
      const dir = pgliteOf(dataDir());
      const ticks = processStartTicks(process.pid)!;
      writeFileSync(
        `${dir}.lock`,
        JSON.stringify({
          pid: process.pid,
          started: '2020-01-01T00:00:00.000Z',
          startTicks: `${ticks}1`,
        }),
      );
      const database = await openDatabase({ dataDir: dir });
      expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).startTicks).toBe(ticks);
      await database.close();
    },
    60_000,
  );

  it('makes npm run admin refuse, naming the running process, while another holds the folder', async () => {
    const data = dataDir();
    const held = await openDatabase({ dataDir: pgliteOf(data) });
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'redeem:list'],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: data, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).not.toBe(0);
      expect(out).toContain(`in use by process ${process.pid}`);
      // nothing was written: the folder is still ours
      expect(JSON.parse(readFileSync(`${pgliteOf(data)}.lock`, 'utf8')).pid).toBe(process.pid);
    } finally {
      await held.close();
    }
  }, 60_000);
});
