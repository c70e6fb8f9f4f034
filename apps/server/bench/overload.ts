/**
 * `npm run bench:overload` (part of `npm run bench`): the real server, started as a deployment
 * starts it (fresh PGlite, default settings), driven by autocannon past what one process can
 * serve: members reading their account and shuffling tarot decks (a database read and a write).
 * Shedding off first: 50 connections measure what it serves (its capacity), then requests
 * arrive at 2 and 4 times that rate (BENCH_OVERLOAD_LOADS) over 1,000 connections
 * (BENCH_OVERLOAD_CONNECTIONS), as new visitors keep coming whatever the wait; the same loads
 * then with the default load shedding and with its in-flight bound alone. BENCH_SECONDS per load
 * (default 15); BENCH_DATABASE_URL: PostgreSQL instead of a fresh PGlite. Prints, per load, the
 * requests admitted (answered 2xx) with their p50/p99/max, the p99 counting timed-out requests
 * (10 s) too, the requests refused (503, 1007), the server's shed counter by reason, the
 * machine's load average, and the "shedding load" log lines per scenario.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SHED_LOG_INTERVAL_MS } from '../src/plugins/load-shedding';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 1000);
const LOADS = (process.env.BENCH_OVERLOAD_LOADS ?? '2,4').split(',').map(Number);
const PORT = 8297;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'bench-metrics-token-0123456789';
/** the warm-up is not what is measured here: shortened, and waited out before the load */
const WARMUP_MS = 2000;
/** members signed up through the API (sign-ups are limited per address: 20 requests a minute) */
const MEMBERS = 8;
/** seconds autocannon waits for an answer */
const TIMEOUT_S = 10;

interface Server {
  child: ChildProcess;
  log: () => string;
  dir: string;
}

function startServer(env: Record<string, string>): Server {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'starlit-overload-'));
  const logFile = path.join(dir, 'server.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      METRICS_TOKEN: TOKEN,
      CODE_SENDS_PER_IP_HOUR: '1000',
      SHED_WARMUP_MS: String(WARMUP_MS),
      // PostgreSQL instead of the embedded database (queueing then happens on its pool)
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return { child, dir, log: () => readFileSync(logFile, 'utf8') };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  rmSync(server.dir, { recursive: true, force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(server: Server): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${BASE}/api/v2/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not become healthy:\n${server.log().slice(-2000)}`);
}

async function post(p: string, body: unknown): Promise<{ code: number; data: unknown }> {
  const res = await fetch(BASE + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: unknown };
}

/** Signs a member up through the API (the code read from the server's [outbox] log line). */
async function signUp(server: Server, n: number): Promise<string> {
  const email = `overload-${n}-${Date.now()}@example.com`;
  await post('/api/v2/sendEmailCode', { email, purpose: 'register', lang: 'en' });
  const pattern = new RegExp(`\\[outbox\\] to=${email.replace(/[.]/g, '\\.')} code=(\\d{6})`);
  for (let i = 0; i < 100; i++) {
    const code = pattern.exec(server.log())?.[1];
    if (code) {
      const res = await post('/api/v2/register', { email, code, password: 'bench-pass-1' });
      const token = (res.data as { user_token?: string } | null)?.user_token;
      if (res.code !== 200 || !token) throw new Error(`register: ${JSON.stringify(res)}`);
      return token;
    }
    await sleep(100);
  }
  throw new Error('no [outbox] code in the server log');
}

const percentile = (sorted: number[], p: number): number | null =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : null;

/** The server's shed counter by reason. */
async function shedCounts(): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const counts: Record<string, number> = { in_flight: 0, event_loop: 0 };
  for (const line of text.split('\n')) {
    const reason = /^starlit_shed_requests_total\{reason="(\w+)"\} (\d+)/.exec(line);
    if (reason) counts[reason[1]!] = Number(reason[2]);
  }
  return counts;
}

interface Load {
  connections: number;
  /** requests a second over all connections; unset: each connection sends again at once */
  rate?: number;
  /** a rate of this many times the capacity (admitted per second) measured by `calibrate` */
  times?: number;
  /** this load measures the capacity */
  calibrate?: true;
}

/** One load, every connection cycling through the members' requests. */
async function load(tokens: string[], { connections, rate }: Load) {
  const admitted: number[] = [];
  let refused = 0;
  let other = 0;
  const requests = tokens.flatMap((token) => [
    {
      method: 'GET' as const,
      path: '/api/v2/userAccount',
      headers: { authorization: `Bearer ${token}` },
    },
    {
      method: 'POST' as const,
      path: '/api/v2/tarot/shuffle',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ spreadId: 'three' }),
    },
  ]);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections,
        duration: SECONDS,
        requests,
        timeout: TIMEOUT_S,
        ...(rate ? { overallRate: rate } : {}),
      },
      (err: unknown, done: autocannon.Result) => (err ? reject(err as Error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) admitted.push(ms);
      else if (status === 503) refused += 1;
      else other += 1;
    });
  });
  admitted.sort((a, b) => a - b);
  // requests that never got an answer waited at least the timeout
  const waited = [...admitted, ...Array<number>(result.timeouts).fill(TIMEOUT_S * 1000)];
  return {
    connections,
    ratePerSecond: rate ?? null,
    admitted: {
      count: admitted.length,
      perSecond: Math.round(admitted.length / SECONDS),
      p50ms: percentile(admitted, 50),
      p99ms: percentile(admitted, 99),
      maxms: admitted.at(-1) ?? null,
    },
    /** p99 of the admitted and the timed-out together (a timeout counted as TIMEOUT_S) */
    p99msWithTimeouts: percentile(waited, 99),
    refused503: refused,
    otherStatus: other,
    timeouts: result.timeouts,
    errors: result.errors,
  };
}

async function scenario(name: string, env: Record<string, string>, loads: Load[], measured = 0) {
  let capacity = measured;
  const server = startServer(env);
  try {
    await waitHealthy(server);
    const tokens: string[] = [];
    for (let i = 0; i < MEMBERS; i++) tokens.push(await signUp(server, i));
    await sleep(WARMUP_MS + 1500);
    const runs = [];
    for (const each of loads) {
      const before = await shedCounts();
      const loadAverage = os.loadavg()[0]!.toFixed(1);
      const rate = each.times ? Math.round(each.times * capacity) : each.rate;
      const run = await load(tokens, { connections: each.connections, rate });
      if (each.calibrate) capacity = run.admitted.perSecond;
      const after = await shedCounts();
      const shed = Object.fromEntries(
        Object.entries(after).map(([reason, n]) => [reason, n - (before[reason] ?? 0)]),
      );
      runs.push({ ...run, shed, loadAverage });
      await sleep(2000);
    }
    // the refusals' log lines are written once per interval: wait for the last
    await sleep(SHED_LOG_INTERVAL_MS + 500);
    const logLines = server.log().split('"shedding load"').length - 1;
    return { name, capacity, runs, shedLogLines: logLines };
  } finally {
    await stopServer(server);
  }
}

async function main(): Promise<void> {
  const overloads = LOADS.map((times) => ({ connections: CONNECTIONS, times }));
  const noShedding = { MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0' };
  // shedding off: what the server serves to 50 connections, then 2 and 4 times that rate
  const off = await scenario('shedding off', noShedding, [
    { connections: 50, calibrate: true },
    ...overloads,
  ]);
  const shedding = await scenario('default shedding', {}, overloads, off.capacity);
  const inFlightOnly = await scenario(
    'in-flight bound only',
    { MAX_EVENT_LOOP_DELAY_MS: '0' },
    overloads,
    off.capacity,
  );
  const scenarios = [off, shedding, inFlightOnly];
  console.info(JSON.stringify({ seconds: SECONDS, cpus: os.cpus().length, scenarios }, null, 2));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
