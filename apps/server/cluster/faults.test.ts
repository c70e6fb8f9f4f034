import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { instance, nginx, postgres, redis, root, waitFor, type Proc } from './services';
import { nginxConfig } from './nginx';
import { attempt, failed, fromNginx, loop, signUp, type Outcome } from './traffic';
import { startMailCatcher } from '../../../e2e/support/mail-catcher';

/**
 * Faults stay the size they are, measured through deploy/nginx.conf in front of three
 * instances: Redis gone for 15 s costs members under 1 % of their requests (instances stay
 * ready, limits count per instance); PostgreSQL restarted gives members 1007 while it is gone,
 * never an nginx 502 page, and service again once it accepts connections; bodies over the
 * limits get the 1001 envelope; nginx logs every request. Counts are asserted, never the
 * test's own durations (the figures are printed).
 */
const PG_PORT = 55490;
const REDIS_PORT = 56490;
const PORTS = [18191, 18192, 18193] as const;
const LB_PORT = 18190;
const SMTP_PORT = 12690;
const DATA_DIR = '/tmp/starlit-cluster-faults';
const METRICS_TOKEN = 'faults-metrics-token-0123456789';
const RUN_DIR = mkdtempSync(path.join(tmpdir(), 'starlit-cluster-faults-run-'));
const MAIL_DIR = path.join(RUN_DIR, 'mail');
const LB = `http://127.0.0.1:${LB_PORT}`;
const direct = (i: number) => `http://127.0.0.1:${PORTS[i]}`;
/** after PostgreSQL accepts connections again, members are served within this */
const SERVED_AGAIN_MS = 2000;

let db: ReturnType<typeof postgres>;
let cache: Proc;
let lb: Proc & { dir: string };
const servers: Proc[] = [];
let mail: { close: () => Promise<void> };
let members: Array<{ token: string; email: string }> = [];

const env = () => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: db.url,
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  PUBLIC_URL: LB,
  TRUST_PROXY: 'true',
  CODE_SENDS_PER_IP_HOUR: '100000',
  STORAGE: 'database',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  DATA_DIR,
  METRICS_TOKEN,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const healthOf = async (i: number) =>
  (await fetch(`${direct(i)}/api/v2/health`)).json() as Promise<{
    data: { status: string; rateLimits: string };
  }>;
async function degradedGauge(i: number): Promise<number> {
  const res = await fetch(`${direct(i)}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await res.text())
    .split('\n')
    .find((l) => l.startsWith('starlit_rate_limit_degraded '));
  return Number(line?.split(' ')[1]);
}

/** Member traffic through nginx: each member reads its account and swaps points, in turn. */
const memberTraffic = () =>
  loop(members.length, (worker, n) => {
    const token = members[worker]!.token;
    return n % 2 === 0
      ? attempt(LB, 'userAccount', { token })
      : attempt(LB, 'swapPoints', { body: { type: 'swap4Vip3' }, token });
  });

const tally = (outcomes: Outcome[]) => ({
  requests: outcomes.length,
  failed: outcomes.filter(failed).length,
  nginxPages: outcomes.filter(fromNginx).length,
  unavailable1007: outcomes.filter((o) => o.code === 1007).length,
});

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  db = postgres(PG_PORT);
  mail = await startMailCatcher(SMTP_PORT, MAIL_DIR);
  cache = redis(REDIS_PORT);
  const healthy = async (base: string) => (await fetch(`${base}/api/v2/health`)).status === 200;
  servers[0] = instance('f0', PORTS[0], env());
  await waitFor('instance 0', () => healthy(direct(0)), 60_000);
  servers[1] = instance('f1', PORTS[1], env());
  servers[2] = instance('f2', PORTS[2], env());
  await waitFor(
    'instances 1 and 2',
    async () => (await healthy(direct(1))) && healthy(direct(2)),
    60_000,
  );
  lb = nginx(nginxConfig(LB_PORT, [...PORTS]));
  await waitFor('nginx', () => healthy(LB), 10_000);
  members = [];
  for (let i = 0; i < 6; i++) members.push(await signUp(direct(i % 3), MAIL_DIR));
  for (const m of members) {
    const res = spawnSync(
      process.execPath,
      [
        'apps/server/dist/admin.mjs',
        'points:grant',
        '--user',
        m.email,
        '--amount',
        '100000',
        '--note',
        'faults test',
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: db.url } },
    );
    expect(res.status, res.stderr.toString()).toBe(0);
  }
}, 180_000);

afterAll(async () => {
  for (const s of servers) s?.child.kill('SIGKILL');
  lb?.child.kill('SIGTERM');
  cache?.child.kill('SIGKILL');
  await mail?.close();
  db?.destroy();
  rmSync(RUN_DIR, { recursive: true, force: true });
  rmSync(DATA_DIR, { recursive: true, force: true });
});

describe('faults through nginx', () => {
  it('nginx logs one line per request: instance, status, times, the request id', async () => {
    const res = await fetch(`${LB}/api/v2/publicConfig`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const file = path.join(lb.dir, 'access.log');
    let line: Record<string, unknown> | undefined;
    await waitFor(
      'the access log line',
      () => {
        if (!existsSync(file)) return false;
        const lines = readFileSync(file, 'utf8').trim().split('\n');
        line = lines
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.request_id === id);
        return !!line;
      },
      10_000,
    );
    expect(line).toMatchObject({ method: 'GET', uri: '/api/v2/publicConfig', status: 200 });
    expect(line?.upstream).toMatch(/^127\.0\.0\.1:1819[123]$/);
    expect(line?.upstream_status).toBe('200');
    expect(typeof line?.request_time).toBe('number');
    expect(line?.upstream_time).toMatch(/^\d+\.\d{3}$/);
  });

  it('a JSON body over the limits gets the 1001 envelope, never an nginx page', async () => {
    const seen: Record<string, number> = {};
    for (const mb of [1.1, 2, 5, 15, 17]) {
      const pad = 'x'.repeat(Math.round(mb * 1024 * 1024));
      for (let n = 0; n < 4; n++) {
        const o = await attempt(LB, 'tarot/info', { body: { pad } });
        const key = `${mb} MB: HTTP ${o.status} ${o.code ?? 'page'}`;
        seen[key] = (seen[key] ?? 0) + 1;
      }
    }
    console.info('oversized bodies through nginx:', seen);
    expect(Object.keys(seen).every((k) => k.endsWith('HTTP 200 1001'))).toBe(true);
  }, 120_000);

  it('a 15 s Redis outage costs under 1 % of member requests; instances stay ready', async () => {
    const traffic = memberTraffic();
    const uptime = loop(1, (_, n) => attempt(LB, n % 2 ? 'health/ready' : 'health'), 200);
    await sleep(1500);
    cache.child.kill('SIGTERM');
    await new Promise((r) => cache.child.once('exit', r));
    const downAt = Date.now();
    await waitFor('health to say limits count per instance', async () =>
      (await Promise.all([0, 1, 2].map(healthOf))).every(
        (h) => h.data.rateLimits === 'per-instance',
      ),
    );
    expect(await Promise.all([0, 1, 2].map(degradedGauge))).toEqual([1, 1, 1]);
    await sleep(Math.max(0, downAt + 15_000 - Date.now()));
    cache = redis(REDIS_PORT);
    await waitFor('limits shared again', async () =>
      (await Promise.all([0, 1, 2].map(healthOf))).every((h) => h.data.status === 'ok'),
    );
    await sleep(1000);
    const counts = tally(await traffic.stop());
    const checks = await uptime.stop();
    console.info('Redis outage, member requests through nginx:', counts);
    console.info(
      'uptime checks through nginx:',
      checks.length,
      'answered 200:',
      checks.filter((o) => o.status === 200).length,
      'degraded:',
      checks.filter((o) => o.state === 'degraded').length,
    );
    expect(counts.requests).toBeGreaterThan(100);
    expect(counts.failed / counts.requests).toBeLessThan(0.01);
    expect(checks.filter((o) => o.status !== 200)).toEqual([]);
    expect(checks.some((o) => o.state === 'degraded')).toBe(true);
    expect(await Promise.all([0, 1, 2].map(degradedGauge))).toEqual([0, 0, 0]);
  }, 90_000);

  it('PostgreSQL restarted under member traffic: 1007 while gone, no nginx 502, served again within 2 s', async () => {
    const traffic = memberTraffic();
    await sleep(1500);
    // the first moment a fresh connection succeeds after one failed: PostgreSQL is back
    let down = false;
    let accepting = 0;
    let probing = true;
    const probe = (async () => {
      while (probing && !accepting) {
        const client = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 1000 });
        client.on('error', () => {});
        try {
          await client.connect();
          if (down) accepting = Date.now();
        } catch {
          down = true;
        }
        await client.end().catch(() => {});
        await sleep(20);
      }
    })();
    await db.restartAsync();
    await waitFor('a fresh connection after the restart', () => accepting > 0, 10_000).finally(
      () => (probing = false),
    );
    await probe;
    await sleep(4000);
    const outcomes = await traffic.stop();
    const after = outcomes.filter((o) => o.startedAt >= accepting);
    const failedAfter = after.filter(failed);
    const lastFailure = Math.max(accepting, ...failedAfter.map((o) => o.startedAt));
    console.info('PostgreSQL restart, member requests through nginx:', tally(outcomes));
    console.info(
      `after it accepted connections: ${after.length} requests, ${failedAfter.length} failed, the last ${lastFailure - accepting} ms after`,
    );
    expect(outcomes.filter(fromNginx)).toEqual([]);
    expect(outcomes.filter((o) => failed(o) && o.code !== 1007)).toEqual([]);
    expect(failedAfter.filter((o) => o.startedAt >= accepting + SERVED_AGAIN_MS)).toEqual([]);
    expect(after.filter((o) => !failed(o)).length).toBeGreaterThan(0);
  }, 90_000);
});
