import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SERVER_ROOT } from '../paths';

/**
 * The embedded database's memory: PGlite's defaults are a server's (128 MB shared buffers, 64 MB
 * maintenance memory, 100 connections); one process with one connection needs far less, and
 * the table files stay in the OS page cache anyway.
 */
export const PGLITE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  ...[
    'shared_buffers=32MB',
    'wal_buffers=1MB',
    'work_mem=4MB',
    'temp_buffers=4MB',
    'maintenance_work_mem=16MB',
    'max_connections=10',
  ].flatMap((setting) => ['-c', setting]),
];

/** Creates the cluster in `dataDir` and exits: run in its own process (see openPglite). */
const INIT_SCRIPT = `
import { PGlite } from '@electric-sql/pglite';
const [dataDir, params] = process.argv.slice(1);
const db = new PGlite({ dataDir, startParams: JSON.parse(params) });
await db.waitReady;
await db.close();
`;

function initInChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', INIT_SCRIPT, dataDir, JSON.stringify(PGLITE_START_PARAMS)],
      { cwd: SERVER_ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the database in ${dataDir} failed: ${err}`)),
    );
  });
}

/**
 * Opens the embedded database: in memory without a folder, else in `dataDir` (the caller holds
 * its lock). A new folder is created (initdb) in a short-lived child process first: initdb's
 * own memory (several hundred MB of WebAssembly heaps) then leaves with that process instead of
 * staying in the server's RSS until a garbage collection that may never come.
 */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await initInChild(dataDir);
  const client = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  return client;
}
