/**
 * `npm run bench` (fifth part), or `npm run bench:chat -w @starlit/server`: the companions.
 *
 * The server runs as in production, in its own process: `node --import tsx src/server.ts` on
 * an embedded PGlite in a temporary DATA_DIR (PostgreSQL at BENCH_DATABASE_URL when set), the
 * built-in interpreter, a free port, its log in a file. This process is only the load:
 * BENCH_CONVERSATIONS members (default 20) talk at once, each in its own conversation, over
 * real HTTP: every member sends 6 messages one after another (a reader's question draws
 * cards), each as server-sent events, and we time the first `event: chunk` of every reply from
 * the moment the request was sent. Target: first chunk of an embedded reply <= 100 ms (p95) at
 * 20 concurrent conversations, after one warm-up reply (BENCH_WARMUP_ROUNDS=n: after n whole
 * unmeasured rounds with other members too, the server's code compiled). The server's RSS is
 * read from /proc/<pid>/status (`ps` where there is no /proc): after start, after the run,
 * and its peak.
 *
 * The members (with points and sessions) are made before the server starts, by a short child
 * over the same database (bench/chat-child.ts setup), as an operator's script would. The
 * figures still hold the client's work in this process (fetch, SSE parsing, GC):
 * `harnessFloorMs` runs the same pattern, after the measured run, from this process against
 * a bare HTTP server in another child process (bench/chat-child.ts bare) that answers each
 * message with a fixed stream at once: what the harness and the loopback cost with no server
 * work at all. Every child is ended when the bench ends, fails or is interrupted, and ends
 * itself when the bench's process is gone.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { client } from './chat-load';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const childScript = path.join(here, 'chat-child.ts');

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 20);
/** whole unmeasured rounds (their own members) before the measured one; 0: one warm-up reply */
// the target is a running server's: one unmeasured round first by default (its figures are
// still reported as `coldStart`); BENCH_WARMUP_ROUNDS=0 measures the fresh server instead
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
const POINTS = 10_000;

// --- the children --------------------------------------------------------------------------

const children = new Set<ChildProcess>();
let scratch: string | undefined;

/** Kills every child still running and removes the scratch folder, at once (exit, signals). */
function killAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', killAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.once(signal, () => {
    killAll();
    process.exit(code);
  });

interface Child {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** the child's stdout (when piped) */
  stdout: () => string;
  /** the last lines of its log, for errors */
  logTail: () => string;
}

/**
 * Starts `node --import tsx [--import chat-child.ts] <args>` in apps/server with `env` over
 * this process's, its stderr (and stdout unless `pipeStdout`) in `logFile`, as a deployment
 * would: not piped into this process.
 */
function start(args: string[], env: Record<string, string>, logFile: string, pipeStdout = false) {
  const fd = openSync(logFile, 'w');
  const guard = args[0] === childScript ? [] : ['--import', pathToFileURL(childScript).href];
  const child = spawn(process.execPath, ['--import', 'tsx', ...guard, ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', pipeStdout ? 'pipe' : fd, fd],
  });
  closeSync(fd);
  children.add(child);
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (s: string) => (out += s));
  const exited = new Promise<number | null>((resolve) => {
    // 'close', not 'exit': after the piped stdout has been read to its end
    child.once('close', (code) => {
      children.delete(child);
      resolve(code);
    });
    child.once('error', () => {
      children.delete(child);
      resolve(null);
    });
  });
  const logTail = () => {
    try {
      return readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };
  return { child, exited, stdout: () => out, logTail } satisfies Child;
}

/** Ends a child: SIGTERM (the server closes its database), SIGKILL after `graceMs`. */
async function stop(c: Child, graceMs = 15_000): Promise<void> {
  if (!children.has(c.child)) return;
  c.child.kill('SIGTERM');
  const timer = setTimeout(() => c.child.kill('SIGKILL'), graceMs);
  await c.exited;
  clearTimeout(timer);
}

/** Waits for the first JSON line a child prints, failing when it exits first. */
async function firstLine<T>(c: Child, what: string, timeoutMs = 120_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const line = /^(.*)\n/.exec(c.stdout())?.[1];
    if (line) return JSON.parse(line) as T;
    if (!children.has(c.child)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} printed nothing:\n${c.logTail()}`);
}

async function waitHealthy(base: string, c: Child, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!children.has(c.child)) throw new Error(`the server exited:\n${c.logTail()}`);
    try {
      const res = await fetch(`${base}/health`);
      if (((await res.json()) as { code: number }).code === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${base}/health:\n${c.logTail()}`);
}

/** A port free now (the server gets it in PORT; it is not bound in between, as in run.ts). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A process's resident memory in MB, and its peak where /proc tells it. */
function rssOf(pid: number): { mb: number; peakMb: number | null; from: string } | null {
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]);
    return { mb: mb(field('VmRSS')), peakMb: mb(field('VmHWM')), from: '/proc/<pid>/status' };
  } catch {
    try {
      const kb = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
      return Number.isFinite(kb) && kb > 0 ? { mb: mb(kb), peakMb: null, from: 'ps' } : null;
    } catch {
      return null;
    }
  }
}

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

async function main(): Promise<void> {
  // 1, 5 and 15 minutes, before and after: others' work on the machine shows in the figures
  const load = { cpus: os.cpus().length, before: loadAverage(), after: [] as number[] };
  scratch = mkdtempSync(path.join(os.tmpdir(), 'starlit-bench-chat-'));
  const url = process.env.BENCH_DATABASE_URL ?? '';
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: scratch,
    // removed by the server (or the setup) if this process is killed
    BENCH_SCRATCH: scratch,
    DATABASE_URL: url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // the built-in interpreter, and verification codes in the log: nothing outside is asked
    AI_BASE_URL: '',
    AI_API_KEY: '',
    SMTP_URL: '',
  };
  const log = (name: string) => path.join(scratch!, `${name}.log`);
  const started: Child[] = [];
  try {
    // the members, and those of the warm-up, before the server opens the database
    const setup = start(
      [childScript, 'setup', String(CONVERSATIONS * (WARM_UP_ROUNDS + 1) + 1), String(POINTS)],
      env,
      log('setup'),
      true,
    );
    started.push(setup);
    if ((await setup.exited) !== 0) throw new Error(`the setup failed:\n${setup.logTail()}`);
    const { tokens: all } = await firstLine<{ tokens: string[] }>(setup, 'the setup');
    const warmUp = all.pop()!;
    const tokens = all.slice(0, CONVERSATIONS);

    const port = await freePort();
    const server = start(['src/server.ts'], { ...env, PORT: String(port) }, log('server'));
    started.push(server);
    const pid = server.child.pid!;
    const base = `http://127.0.0.1:${port}/api/v2`;
    await waitHealthy(base, server);
    const rssAfterStart = rssOf(pid);

    const chat = client(`${base}/chat/send`);
    // one warm-up reply so that the first measured one is not the JIT's; with
    // BENCH_WARMUP_ROUNDS, whole rounds as well (the server's code is compiled as it runs: the
    // first replies after a start are several times slower than those that follow)
    await chat.send(warmUp, 'junior', 'Hello');
    let coldStart: Awaited<ReturnType<typeof chat.converse>> | null = null;
    for (let k = 1; k <= WARM_UP_ROUNDS; k++) {
      const round = await chat.converse(all.slice(k * CONVERSATIONS, (k + 1) * CONVERSATIONS));
      coldStart ??= round;
    }
    const { p95, ...measured } = await chat.converse(tokens);
    const rssAfterRun = rssOf(pid);
    if (!children.has(server.child)) throw new Error(`the server exited:\n${server.logTail()}`);

    const bare = start([childScript, 'bare'], { BENCH_SCRATCH: '' }, log('bare'), true);
    started.push(bare);
    const { port: barePort } = await firstLine<{ port: number }>(bare, 'the bare server');
    const floor = client(`http://127.0.0.1:${barePort}/`);
    await floor.send('warm-up', 'junior', 'Hello');
    const { p95: _, ...harnessFloorMs } = await floor.converse(tokens);
    load.after = loadAverage();

    console.info(
      JSON.stringify(
        {
          database: url ? 'postgres' : 'pglite',
          conversations: CONVERSATIONS,
          warmUp: WARM_UP_ROUNDS ? `1 reply, ${WARM_UP_ROUNDS} round(s)` : '1 reply',
          server: `child process ${pid}: src/server.ts, built-in interpreter (bench/chat-child.ts preloaded: it ends the server if the bench dies)`,
          ...measured,
          coldStart: coldStart && {
            what: 'the first round on the freshly started server (unmeasured warm-up)',
            firstChunkMs: coldStart.firstChunkMs,
            failures: coldStart.failures,
          },
          serverRssMb: rssAfterRun && {
            afterStart: rssAfterStart?.mb ?? null,
            afterRun: rssAfterRun.mb,
            peak: rssAfterRun.peakMb,
            from: rssAfterRun.from,
          },
          harnessFloorMs: {
            where: 'this process against a bare HTTP server in a child process',
            firstChunkMs: harnessFloorMs.firstChunkMs,
            firstChunkMsBy: harnessFloorMs.firstChunkMsBy,
          },
          loadAverage: load,
          target: 'first chunk p95 <= 100 ms at 20 concurrent conversations',
          pass: measured.failures === 0 && p95 <= 100,
        },
        null,
        2,
      ),
    );
  } finally {
    await Promise.all(started.map((c) => stop(c)));
    rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
