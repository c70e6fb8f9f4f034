import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A child process with its output kept, so tests can read log lines (e.g. [outbox] codes). */
export interface Proc {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Proc {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return { name, child, output: () => out };
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pgCommand(tool: string, args: string[]): [string, string[]] {
  const cmd = asRoot ? 'runuser' : path.join(PG_BIN, tool);
  return [cmd, asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args];
}
function pgTool(tool: string, args: string[]): void {
  const res = spawnSync(...pgCommand(tool, args), { stdio: 'pipe' });
  if (res.status !== 0) throw new Error(`${tool} failed: ${res.stderr.toString()}`);
}
/** The same, without blocking this process (its load and mail catcher keep running). */
async function pgToolAsync(tool: string, args: string[]): Promise<void> {
  await promisify(execFile)(...pgCommand(tool, args));
}

/** A throwaway PostgreSQL 15 on loopback; `stop`/`start` restart it in place. */
export function postgres(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'starlit-cluster-pg-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  pgTool('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const opts = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
  const startArgs = ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', opts, 'start'];
  const stopArgs = ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'];
  const restartArgs = [...startArgs.slice(0, -1), '-m', 'fast', 'restart'];
  const stop = () => pgTool('pg_ctl', stopArgs);
  pgTool('pg_ctl', startArgs);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** the data folder (postmaster.pid's first line is the server's pid) */
    dataDir: `${dir}/data`,
    /** a restart under load: stopped (fast) and started again, without blocking this process */
    stopAsync: () => pgToolAsync('pg_ctl', stopArgs),
    startAsync: () => pgToolAsync('pg_ctl', startArgs),
    /** `pg_ctl restart -m fast`: stopped and started again; resolves once it accepts connections */
    restartAsync: () => pgToolAsync('pg_ctl', restartArgs),
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway redis-server on loopback, without persistence. */
export function redis(port: number): Proc {
  return run('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/** nginx in the foreground with `conf` (a whole nginx.conf), its pid and logs in a temp dir. */
export function nginx(conf: string): Proc & { dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'starlit-cluster-nginx-'));
  // nginx started as root runs its workers as nobody, who write request bodies larger than
  // client_body_buffer_size to client_body_temp under this folder (as under -p in production)
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proc = run('nginx', 'nginx', [
    '-p',
    `${dir}/`,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ]);
  proc.child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return { ...proc, dir };
}

/** One server instance of the cluster: the compiled server (`npm run build` first). */
export function instance(name: string, port: number, env: Record<string, string>): Proc {
  return run(name, process.execPath, ['apps/server/dist/server.mjs'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
}

export async function healthy(port: number): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v2/health`);
  return res.status === 200;
}

/** The 6-digit code in the latest mail to `address`, or null. */
export function mailedCode(dir: string, address: string): string | null {
  const file = path.join(dir, `${address.toLowerCase()}.eml`);
  if (!existsSync(file)) return null;
  const raw = readFileSync(file, 'utf8');
  return /\b(\d{6})\b/.exec(raw.slice(raw.indexOf('\r\n\r\n')))?.[1] ?? null;
}
