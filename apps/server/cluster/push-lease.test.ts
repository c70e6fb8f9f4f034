import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { healthy, instance, postgres, redis, waitFor, type Proc } from './services';
import { startPushService, type PushService } from '../test/reminders-push';

/**
 * Three instances run the reminders with a short job lease (3 s) against a push service that
 * takes 9–11 s to answer each push, three times the lease: every reminder still reaches its
 * device once. The leases are renewed while the sends wait, a worker whose job was taken over
 * sends nothing more, and the figures (duplicates, takeovers, attempts) are printed.
 */
const PG_PORT = 55510;
const REDIS_PORT = 56510;
const PORTS = [18211, 18212, 18213] as const;
const DATA_DIR = '/tmp/starlit-cluster-push';
const METRICS_TOKEN = 'cluster-push-metrics-0123456789';
const LEASE_MS = 3000;
const REMINDERS = 80;

let db: ReturnType<typeof postgres>;
let cache: Proc;
const servers: Proc[] = [];
let sql: pg.Pool;
let push: PushService;
/** pushes the push service has been sent (each taken after its delay) */
let arrived = 0;

const env = () => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: db.url,
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  PUBLIC_URL: 'http://127.0.0.1:18210',
  STORAGE: 'database',
  DATA_DIR,
  JOBS_INTERVAL_MS: '500',
  JOBS_LEASE_MS: String(LEASE_MS),
  PUSH_SERVICES: 'localhost',
  METRICS_TOKEN,
});

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  db = postgres(PG_PORT);
  cache = redis(REDIS_PORT);
  sql = new pg.Pool({ connectionString: db.url, max: 4 });
  push = await startPushService({
    delayMs: () => {
      arrived += 1;
      return 9000 + Math.random() * 2000;
    },
  });
  // the first instance migrates and writes the VAPID pair the others read
  servers.push(instance('p0', PORTS[0], env()));
  await waitFor('instance 0', () => healthy(PORTS[0]), 60_000);
  servers.push(instance('p1', PORTS[1], env()), instance('p2', PORTS[2], env()));
  await waitFor(
    'instances 1 and 2',
    async () => (await healthy(PORTS[1])) && healthy(PORTS[2]),
    60_000,
  );
}, 180_000);

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  cache?.child.kill('SIGKILL');
  await push?.close();
  await sql?.end();
  db?.destroy();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A series' value summed over the three instances' /metrics. */
async function metricSum(series: string): Promise<number> {
  let sum = 0;
  for (const port of PORTS) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
    sum += line ? Number(line.slice(series.length + 1)) : 0;
  }
  return sum;
}

/** Queues one daily reminder per member, due now, named by `occurrence` (its tag: daily:<occurrence>). */
async function queueReminders(userIds: string[], occurrence: string): Promise<void> {
  await sql.query(
    `insert into jobs (kind, payload, dedupe_key, run_at)
     select 'reminders.send',
            jsonb_build_object('userId', u, 'kind', 'daily', 'occurrence', $2::text,
                               'date', to_char(now() at time zone 'UTC', 'YYYY-MM-DD')),
            'reminder:' || u || ':daily:' || $2, now()
     from unnest($1::uuid[]) as u`,
    [userIds, occurrence],
  );
}

/** The reminders of `occurrence` by status and attempts. */
async function jobsOf(occurrence: string) {
  const { rows } = await sql.query<{ attempts: number; status: string; n: number }>(
    `select attempts, status, count(*)::int as n from jobs
       where dedupe_key like 'reminder:%:daily:' || $1 group by 1, 2 order by 1, 2`,
    [occurrence],
  );
  return rows;
}

/** How many copies of `occurrence` each member's device received. */
async function copies(members: Member[], occurrence: string): Promise<number[]> {
  const counts: number[] = [];
  for (const m of members) {
    const got = await push.messages(m.clientHash);
    counts.push(got.filter((g) => g.tag === `daily:${occurrence}`).length);
  }
  return counts;
}

interface Member {
  userId: string;
  clientHash: string;
}
const members: Member[] = [];

describe('push reminders with a slow push service and a short lease', () => {
  it('delivers each of 80 due reminders exactly once', async () => {
    const { publicKey } = JSON.parse(readFileSync(path.join(DATA_DIR, 'vapid.json'), 'utf8')) as {
      publicKey: string;
    };
    for (let n = 0; n < REMINDERS; n++) {
      const {
        rows: [user],
      } = await sql.query<{ id: string }>(
        `insert into users (email, invite_code) values ($1, $2) returning id`,
        [`push-${n}@cluster.test`, `PUSH${String(n).padStart(4, '0')}`],
      );
      const sub = await push.subscribe(publicKey);
      await sql.query(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, lang)
         values ($1, $2, $3, $4, 'en')`,
        [user!.id, sub.endpoint, sub.keys.p256dh, sub.keys.auth],
      );
      members.push({ userId: user!.id, clientHash: sub.clientHash });
    }
    // all 80 due at once: the three instances race for them
    await queueReminders(
      members.map((m) => m.userId),
      'slow-1',
    );
    const started = Date.now();
    await waitFor(
      'every reminder sent',
      async () =>
        (await jobsOf('slow-1')).reduce((n, r) => n + r.n, 0) === REMINDERS &&
        (await jobsOf('slow-1')).every((r) => r.status === 'done' || r.status === 'failed'),
      240_000,
    );
    const tookS = Math.round((Date.now() - started) / 1000);
    // a copy still on its way (sent after a takeover) would arrive within one more answer's time
    await new Promise((r) => setTimeout(r, 12_000));

    const counts = await copies(members, 'slow-1');
    const twice = counts.filter((c) => c > 1).length;
    const never = counts.filter((c) => c === 0).length;
    const attempts = await jobsOf('slow-1');
    const fenced = await metricSum('starlit_jobs_total{kind="reminders.send",outcome="fenced"}');
    const sent = await metricSum('starlit_pushes_total{outcome="sent"}');
    console.info(
      `push-lease: ${REMINDERS} reminders, lease ${LEASE_MS} ms, answers 9–11 s: ` +
        `all done in ${tookS} s; delivered twice ${twice}, never ${never}; pushes sent ${sent}; ` +
        `jobs fenced ${fenced}; attempts ${JSON.stringify(attempts)}`,
    );
    expect(never).toBe(0);
    expect(twice).toBe(0);
    expect(attempts).toEqual([{ attempts: 1, status: 'done', n: REMINDERS }]);
    expect(sent).toBe(REMINDERS);
  }, 360_000);

  it('fences out an instance that stalled past its lease: the others finish its jobs', async () => {
    const STALLED = 8;
    const [p0, p1, p2] = servers as [Proc, Proc, Proc];
    const fencedBefore = await metricSum(
      'starlit_jobs_total{kind="reminders.send",outcome="fenced"}',
    );
    // only instance 1 is running when the reminders come due: it takes them all and sends
    p0.child.kill('SIGSTOP');
    p2.child.kill('SIGSTOP');
    const before = arrived;
    try {
      await queueReminders(
        members.slice(0, STALLED).map((m) => m.userId),
        'stall-1',
      );
      await waitFor('instance 1 sending', () => arrived - before === STALLED, 30_000);
    } finally {
      // instance 1 stalls with the pushes on the wire; the others wake and take its jobs over
      p1.child.kill('SIGSTOP');
      p0.child.kill('SIGCONT');
      p2.child.kill('SIGCONT');
    }
    try {
      await waitFor(
        'the jobs done by the others',
        async () => {
          const rows = await jobsOf('stall-1');
          return rows.length === 1 && rows[0]!.status === 'done' && rows[0]!.n === STALLED;
        },
        60_000,
      );
    } finally {
      p1.child.kill('SIGCONT');
    }
    // instance 1 wakes: its sends end, and it may record nothing over the others' work
    await waitFor(
      'instance 1 fenced out',
      async () =>
        (await metricSum('starlit_jobs_total{kind="reminders.send",outcome="fenced"}')) -
          fencedBefore ===
        STALLED,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 12_000));
    const counts = await copies(members.slice(0, STALLED), 'stall-1');
    const rows = await jobsOf('stall-1');
    console.info(
      `push-lease stall: ${STALLED} reminders held by a stalled instance: taken over ` +
        `${JSON.stringify(rows)}; fenced out ${STALLED}; copies per device ${JSON.stringify(counts)} ` +
        '(a push on the wire when its lease was lost arrives as well: same Topic and tag)',
    );
    // taken over once each (second attempt), done by the others; the stalled one wrote nothing
    expect(rows).toEqual([{ attempts: 2, status: 'done', n: STALLED }]);
    expect(counts.every((c) => c >= 1 && c <= 2)).toBe(true);
  }, 240_000);
});
