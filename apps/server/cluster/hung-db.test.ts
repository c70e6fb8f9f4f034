import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { clusterPorts, startFaultCluster, type FaultCluster } from './fault-cluster';
import { envelope, loop, send, type Outcome, type Sent } from './traffic';

/**
 * A hung database (every PostgreSQL process stopped with SIGSTOP for 20 s) under member traffic
 * through deploy/nginx.conf: every request is still answered (1007 within the request deadline,
 * none left hanging), points swaps retried with their Idempotency-Key after the database is back
 * are paid once each (counted in the ledger), and members are served again soon after. Counts
 * are asserted, never the test's own durations (the figures are printed).
 */
const METRICS_TOKEN = 'hung-db-metrics-token-0123456789';
const LB = 'http://127.0.0.1:18200';
/** how long PostgreSQL stays stopped */
const STOPPED_MS = 20_000;
/** the instances' request deadline (the default) */
const DEADLINE_MS = 7000;
/** a request without an answer this long is counted as hung (the deadline and a margin) */
const HUNG_MS = DEADLINE_MS + 5000;
/** after the database is back, members are served again within this */
const SERVED_AGAIN_MS = 5000;

let c: FaultCluster;
const direct = (i: number) => c.direct(i);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every PostgreSQL process: the postmaster (postmaster.pid's first line) and its children. */
function postgresPids(): number[] {
  const main = Number(
    readFileSync(path.join(c.db.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(main)])
    .stdout.toString()
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  return [main, ...children];
}

/** One request with an optional Idempotency-Key; status 0 when no answer came within HUNG_MS. */
async function attempt(
  path: string,
  sent: Sent & { token: string },
): Promise<Outcome & { ms: number; hung: boolean }> {
  const startedAt = Date.now();
  try {
    const res = await send(LB, path, sent, HUNG_MS);
    // null for an nginx page
    const env = envelope(await res.text());
    const code = typeof env?.code === 'number' ? env.code : null;
    return { startedAt, status: res.status, code, ms: Date.now() - startedAt, hung: false };
  } catch (err) {
    const hung = (err as Error).name === 'TimeoutError';
    return { startedAt, status: 0, code: null, ms: Date.now() - startedAt, hung };
  }
}

/** Each member's swap keys: the one still to be confirmed, and those answered 200. */
const swaps = new Map<number, { pending: string | null; paid: Set<string>; retries: number }>();

/** A member's next request: its account, or a swap (a retry of the unconfirmed one first). */
async function next(worker: number, n: number) {
  const token = c.members[worker]!.token;
  if (n % 2 === 0) return attempt('userAccount', { token });
  const own = swaps.get(worker)!;
  const key = own.pending ?? randomUUID();
  if (own.pending) own.retries++;
  const out = await attempt('swapPoints', { body: { type: 'swap4Vip3' }, token, key });
  if (out.code === 200) {
    own.paid.add(key);
    own.pending = null;
  } else {
    // no answer, 1007 or 1008: this action is asked again with its key
    own.pending = key;
  }
  return out;
}

async function metricSum(name: string): Promise<number> {
  let sum = 0;
  for (let i = 0; i < c.servers.length; i++) {
    const res = await fetch(`${direct(i)}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    for (const line of (await res.text()).split('\n')) {
      if (line.startsWith(name)) sum += Number(line.split(' ').at(-1));
    }
  }
  return sum;
}

beforeAll(async () => {
  c = await startFaultCluster({
    name: 'hung',
    ...clusterPorts(100),
    metricsToken: METRICS_TOKEN,
  });
  c.members.forEach((_, i) => swaps.set(i, { pending: null, paid: new Set(), retries: 0 }));
}, 180_000);

afterAll(async () => {
  // never leave PostgreSQL stopped
  for (const pid of c ? postgresPids() : []) process.kill(pid, 'SIGCONT');
  await c?.stop();
});

describe('a hung database (SIGSTOP) under member traffic through nginx', () => {
  it('answers every request, pays each swap once, and serves again after SIGCONT', async () => {
    const traffic = loop(c.members.length, next, 50);
    await sleep(3000);
    const pids = postgresPids();
    const stoppedAt = Date.now();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    await sleep(STOPPED_MS);
    for (const pid of [...pids].reverse()) process.kill(pid, 'SIGCONT');
    const backAt = Date.now();
    await sleep(SERVED_AGAIN_MS + 10_000);
    const outcomes = (await traffic.stop()) as Array<Outcome & { ms: number; hung: boolean }>;

    // the swaps still unconfirmed are asked again with their keys until answered
    for (const [worker, own] of swaps) {
      for (let tries = 0; own.pending && tries < 20; tries++) {
        const out = await attempt('swapPoints', {
          body: { type: 'swap4Vip3' },
          token: c.members[worker]!.token,
          key: own.pending,
        });
        if (out.code === 200) {
          own.paid.add(own.pending);
          own.pending = null;
        } else await sleep(500);
      }
    }

    const during = outcomes.filter((o) => o.startedAt >= stoppedAt && o.startedAt < backAt);
    const late = outcomes.filter((o) => o.startedAt >= backAt + SERVED_AGAIN_MS);
    const firstServed = outcomes
      .filter((o) => o.startedAt >= backAt && o.status === 200 && o.code === 200)
      .map((o) => o.startedAt + o.ms - backAt);
    const client = new pg.Client({ connectionString: c.db.url });
    await client.connect();
    const ledger = await client.query<{ email: string; swaps: number }>(
      `select u.email, count(l.id)::int as swaps from users u
         left join points_ledger l on l.user_id = u.id and l.reason = 'swap'
        group by u.email`,
    );
    await client.end();
    const charged = new Map(ledger.rows.map((r) => [r.email, r.swaps]));
    const figures = {
      requests: outcomes.length,
      hung: outcomes.filter((o) => o.hung).length,
      noAnswer: outcomes.filter((o) => o.status === 0).length,
      duringStop: during.length,
      duringStop1007: during.filter((o) => o.code === 1007).length,
      duringStopNginxPages: during.filter((o) => o.code === null).length,
      slowestAnswerMs: Math.max(...outcomes.filter((o) => o.status !== 0).map((o) => o.ms)),
      firstMember2xxAfterSigcontMs: firstServed.length ? Math.min(...firstServed) : null,
      failedLate: late.filter((o) => o.status !== 200 || o.code !== 200).length,
      lateRequests: late.length,
      swapsConfirmed: [...swaps.values()].reduce((n, s) => n + s.paid.size, 0),
      swapRetries: [...swaps.values()].reduce((n, s) => n + s.retries, 0),
      swapsCharged: [...charged.values()].reduce((n, c) => n + c, 0),
      requestTimeouts: await metricSum('starlit_request_timeouts_total'),
      idempotentReplays: await metricSum('starlit_idempotent_replays_total'),
    };
    console.info('hung database (SIGSTOP 20 s) through nginx:', figures);

    // every request was answered: none waited past the deadline and its margin
    expect(figures.hung).toBe(0);
    expect(figures.noAnswer).toBe(0);
    expect(figures.duringStop1007).toBeGreaterThan(0);
    expect(figures.duringStopNginxPages).toBe(0);
    // every swap a member asked for was confirmed, and each was charged exactly once
    for (const own of swaps.values()) expect(own.pending).toBeNull();
    c.members.forEach((m, i) => {
      expect(charged.get(m.email), m.email).toBe(swaps.get(i)!.paid.size);
    });
    // members are served again soon after the database is back
    expect(figures.lateRequests).toBeGreaterThan(0);
    expect(figures.failedLate).toBe(0);
  });
});
