/**
 * `npm run bench`: starts the real server on a fresh PGlite and a bare Fastify hello-world,
 * then measures with autocannon (50 connections) an authenticated checkLogin against the
 * hello-world. Also reports the server's RSS after start and the gzip size of the JavaScript
 * the Login route loads (from the web build's manifest, when built).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginRouteGzipBytes } from './web-size';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

/** Starts a child with its output in a log file, as a deployment would, not piped into this process. */
function start(
  args: string[],
  env: Record<string, string>,
  logFile: string,
): { child: ChildProcess; output: () => string } {
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return { child, output: () => readFileSync(logFile, 'utf8') };
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
};

type Answer = { code: number; data: { user_token?: string } | null };

async function post(base: string, p: string, body: unknown): Promise<Answer> {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

async function signUp(base: string, output: () => string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  await post(base, '/api/v2/sendEmailCode', { email, purpose: 'register', lang: 'en' });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = new RegExp(`\\[outbox\\] to=${email.replace(/[.]/g, '\\.')} code=(\\d{6})`).exec(
      output(),
    )?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error('no [outbox] code in the server log');
  const res = await post(base, '/api/v2/register', {
    email,
    code,
    password: 'bench-pass-1',
    lang: 'en',
  });
  if (res.code !== 200) throw new Error(`register failed: ${JSON.stringify(res)}`);
  return res.data!.user_token!;
}

function cannon(url: string, headers: Record<string, string> = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'starlit-bench-'));
  const hello = start(['bench/hello.ts'], { PORT: '8299' }, path.join(dataDir, 'hello.log'));
  const server = start(
    ['src/server.ts'],
    {
      PORT: '8298',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SMTP_URL: '',
    },
    path.join(dataDir, 'server.log'),
  );
  try {
    await waitFor('http://127.0.0.1:8299/');
    await waitFor('http://127.0.0.1:8298/api/v2/health');
    const rssAfterStart = rssMb(server.child.pid!);
    const token = await signUp('http://127.0.0.1:8298', server.output);

    const base = await cannon('http://127.0.0.1:8299/');
    const check = await cannon('http://127.0.0.1:8298/api/v2/checkLogin?lang=en', {
      authorization: `Bearer ${token}`,
    });
    const okRatio = check.non2xx === 0 && check.errors === 0;
    const ratio = check.requests.average / base.requests.average;
    const login = loginRouteGzipBytes();
    const result = {
      connections: CONNECTIONS,
      seconds: DURATION,
      helloWorld: { rps: Math.round(base.requests.average), p99ms: base.latency.p99 },
      checkLogin: {
        rps: Math.round(check.requests.average),
        p99ms: check.latency.p99,
        errorsOrNon2xx: !okRatio,
      },
      ratioPercent: Math.round(ratio * 1000) / 10,
      targets: { ratioPercent: '>= 40', p99ms: '<= 25', loginGzipKB: '<= 160' },
      pass: {
        ratio: ratio >= 0.4,
        p99: check.latency.p99 <= 25,
        loginJs: login ? login.gzipBytes <= 160 * 1024 : null,
      },
      serverRssMbAfterStart: rssAfterStart,
      serverRssMbAfterLoad: rssMb(server.child.pid!),
      loginRouteJs: login
        ? { files: login.files.length, gzipKB: Math.round((login.gzipBytes / 1024) * 10) / 10 }
        : 'web app not built (npm run build)',
    };
    console.info(JSON.stringify(result, null, 2));
  } finally {
    hello.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
