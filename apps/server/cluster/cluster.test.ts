import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { call, chatStream, type Base } from './client';
import {
  healthy,
  instance,
  mailedCode,
  nginx,
  postgres,
  redis,
  root,
  waitFor,
  type Proc,
} from './services';
import { nginxConfig } from './nginx';
import { adminCli } from './fault-cluster';
import { startMailCatcher } from '../../../e2e/support/mail-catcher';
import { startPushService } from '../test/reminders-push';

/**
 * Three server instances on PostgreSQL 15 and Redis behind nginx (deploy/nginx.conf), all on
 * loopback: what one instance does, every instance sees; limits and locks hold across them;
 * an instance killed mid-load loses nothing a client was told succeeded.
 */
const PG_PORT = 55480;
const REDIS_PORT = 56480;
const PORTS = [18181, 18182, 18183] as const;
const LB_PORT = 18180;
const SMTP_PORT = 12626;
/** the e2e suite's run folder: the catcher writes mail where its readCode looks */
const RUN_DIR = mkdtempSync(path.join(tmpdir(), 'starlit-cluster-run-'));
const MAIL_DIR = path.join(RUN_DIR, 'mail');
const LB: Base = `http://127.0.0.1:${LB_PORT}`;
const direct = (i: number): Base => `http://127.0.0.1:${PORTS[i]}`;
/**
 * How long a change may take to reach every instance: well under the shortest cache lifetime
 * (sessions 30 s, prices 60 s), so only the bus can have carried it. The time it took is
 * printed, not asserted: a busy machine must not fail the suite.
 */
const BEFORE_ANY_CACHE_LAPSES_MS = 10_000;

let db: ReturnType<typeof postgres>;
let cache: Proc;
let lb: Proc;
const servers: Proc[] = [];
let sql: pg.Pool;
let mail: { close: () => Promise<void> };

const env = () => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  // one line per request, so a test can see which instance nginx chose
  LOG_REQUESTS: 'true',
  DATABASE_URL: db.url,
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  PUBLIC_URL: LB,
  TRUST_PROXY: 'true',
  CODE_SENDS_PER_IP_HOUR: '100000',
  STORAGE: 'database',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  DATA_DIR: '/tmp/starlit-cluster-data',
  // every instance looks for due jobs twice a second (reminders)
  JOBS_INTERVAL_MS: '500',
  // the local push service the reminders case starts (test/reminders-push.ts)
  PUSH_SERVICES: 'localhost',
});

function startServer(i: number): Proc {
  const p = instance(`s${i}`, PORTS[i]!, env());
  servers[i] = p;
  return p;
}
let seq = 0;
/**
 * Signs a new member up on one of the instances in turn, from an address of its own (the
 * instances trust X-Forwarded-For), so the per-address sign-in limit is left to the browser
 * journeys, which all come through nginx from 127.0.0.1.
 */
async function member(): Promise<{ token: string; email: string }> {
  const n = ++seq;
  const base = direct(n % 3);
  const headers = { 'x-forwarded-for': `198.51.100.${n}` };
  const email = `c${process.pid}-${n}@cluster.test`;
  const sent = await call(base, 'sendEmailCode', { body: { email, purpose: 'register' }, headers });
  expect(sent.env.code, sent.env.msg).toBe(200);
  let code: string | null = null;
  await waitFor('the mailed code', () => !!(code = mailedCode(MAIL_DIR, email)), 5000);
  const reg = await call<{ user_token: string }>(base, 'register', {
    body: { email, code, password: 'secret123' },
    headers,
  });
  expect(reg.env.code, reg.env.msg).toBe(200);
  return { token: reg.env.data.user_token, email };
}

async function grant(email: string, points: number): Promise<void> {
  adminCli(db.url, [
    'points:grant',
    '--user',
    email,
    '--amount',
    String(points),
    '--note',
    'cluster test',
  ]);
}

/**
 * Every swap a client was told succeeded is in the ledger (a swap whose answer was lost may be
 * there too), and every member's ledger sums to their balance.
 */
async function expectNothingLost(
  members: Array<{ email: string }>,
  succeeded: Map<string, number>,
) {
  for (const m of members) {
    const { rows } = await sql.query(
      `select a.balance, (select coalesce(sum(l.delta), 0)::int from points_ledger l where l.user_id = u.id) as ledger,
              (select count(*)::int from points_ledger l where l.user_id = u.id and l.reason = 'swap') as swaps
         from users u join point_accounts a on a.user_id = u.id where u.email = $1`,
      [m.email],
    );
    expect(rows[0].ledger).toBe(rows[0].balance);
    expect(rows[0].swaps).toBeGreaterThanOrEqual(succeeded.get(m.email) ?? 0);
  }
}

beforeAll(async () => {
  db = postgres(PG_PORT);
  mail = await startMailCatcher(SMTP_PORT, MAIL_DIR);
  cache = redis(REDIS_PORT);
  sql = new pg.Pool({ connectionString: db.url, max: 4 });
  // the restart test drops its idle connections too; the next query opens new ones
  sql.on('error', () => {});
  startServer(0);
  await waitFor('instance 0', () => healthy(PORTS[0]), 60_000);
  startServer(1);
  startServer(2);
  await waitFor(
    'instances 1 and 2',
    async () => (await healthy(PORTS[1])) && healthy(PORTS[2]),
    60_000,
  );
  lb = nginx(nginxConfig(LB_PORT, [...PORTS]));
  await waitFor('nginx', () => healthy(LB_PORT), 10_000);
}, 180_000);

afterAll(async () => {
  for (const s of servers) s?.child.kill('SIGKILL');
  lb?.child.kill('SIGTERM');
  cache?.child.kill('SIGKILL');
  await sql?.end();
  await mail?.close();
  db?.destroy();
  rmSync(RUN_DIR, { recursive: true, force: true });
});

describe('a cluster of three', () => {
  it('a logout on one instance is refused on the others through the bus', async () => {
    const m = await member();
    for (const i of [0, 2])
      expect((await call(direct(i), 'checkLogin', { token: m.token })).env.code).toBe(200);
    await call(direct(1), 'logout', { token: m.token });
    const after = Date.now();
    await waitFor(
      'the logout everywhere',
      async () => {
        const codes = await Promise.all(
          [0, 2].map(
            async (i) => (await call(direct(i), 'checkLogin', { token: m.token })).env.code,
          ),
        );
        return codes.every((c) => c === 4001);
      },
      BEFORE_ANY_CACHE_LAPSES_MS,
    );
    console.info(`logout seen by every instance after ${Date.now() - after} ms`);
  });

  it('a rate limit counts requests on every instance together', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const codes: number[] = [];
    for (let n = 0; n < 24; n++)
      codes.push((await call(direct(n % 3), 'captcha', { headers })).env.code);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([1005, 1005, 1005, 1005]);
  });

  it('one companion reply at a time per member, each delivered reply charged once', async () => {
    const m = await member();
    const runs = await Promise.all(
      [0, 1, 2].map((i) => chatStream(direct(i), m.token, 'I had a long day and want to talk.')),
    );
    const delivered = runs.filter((r) => r.events.includes('done'));
    expect(delivered.length).toBeGreaterThanOrEqual(1);
    const refused = runs.filter((r) => !r.events.includes('done'));
    for (const r of refused) expect(r.code ?? 1005).toBe(1005);
    const { rows } = await sql.query(
      `select count(*)::int as n from chat_messages m join users u on u.id = m.user_id where u.email = $1 and m.role = 'assistant'`,
      [m.email],
    );
    expect(rows[0].n).toBe(delivered.length);
  });

  it('an avatar uploaded through one instance is served by the others', async () => {
    const m = await member();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${direct(0)}/api/v2/uploadAvatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.token}` },
      body: form,
    });
    const up = (await res.json()) as { code: number; data: { avatar: string } };
    expect(up.code).toBe(200);
    for (const i of [1, 2]) {
      const got = await fetch(`${direct(i)}${new URL(up.data.avatar, LB).pathname}`);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
    }
  });

  it('a push reminder is sent once while three instances run the jobs', async () => {
    const push = await startPushService();
    try {
      const m = await member();
      const key = await call(LB, 'reminders/vapidKey', { token: m.token });
      // every instance signs with the one key pair (written once to the shared DATA_DIR)
      for (const i of [0, 1, 2])
        expect((await call(direct(i), 'reminders/vapidKey', { token: m.token })).env.data).toEqual(
          key.env.data,
        );
      const sub = await push.subscribe(key.env.data.publicKey);
      const body = { endpoint: sub.endpoint, keys: sub.keys, lang: 'en' };
      expect(
        (await call(direct(1), 'reminders/subscribe', { body, token: m.token })).env.code,
      ).toBe(200);
      const test = await call(direct(2), 'reminders/test', { body: {}, token: m.token });
      expect(test.env.data).toEqual({ sent: 1 });
      // the daily reminder due in a minute (the account's zone is UTC): planned at once on save
      const soon = new Date(Date.now() + 60_000).toISOString().slice(11, 16);
      const saved = await call(direct(0), 'reminders/settings', {
        body: { dailyTime: soon },
        token: m.token,
      });
      expect(saved.env.code, saved.env.msg).toBe(200);
      await waitFor(
        'the daily reminder',
        async () => (await push.messages(sub.clientHash)).length >= 2,
        150_000,
      );
      // a few more job rounds on every instance: still once
      await new Promise((r) => setTimeout(r, 3000));
      const got = await push.messages(sub.clientHash);
      expect(got.map((g) => g.kind)).toEqual(['daily', 'daily']);
      expect(new Set(got.map((g) => g.tag)).size).toBe(1);
      const { rows } = await sql.query(
        `select count(*)::int as n from jobs where kind = 'reminders.send' and status = 'done'
           and dedupe_key like $1`,
        [`reminder:%:daily:%`],
      );
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
    } finally {
      await push.close();
    }
  }, 200_000);

  it('admin config:set changes a price on every instance through the bus', async () => {
    const m = await member();
    const cost = async (i: number) =>
      (await call<{ cost: number }>(direct(i), 'deductionInfo?type=chat_base', { token: m.token }))
        .env.data.cost;
    for (const i of [0, 1, 2]) expect(await cost(i)).toBe(15);
    adminCli(db.url, ['config:set', '--key', 'charges', '--value', '{"chat_base":{"cost":21}}']);
    const after = Date.now();
    await waitFor(
      'the new price everywhere',
      async () => (await Promise.all([0, 1, 2].map(cost))).every((c) => c === 21),
      BEFORE_ANY_CACHE_LAPSES_MS,
    );
    console.info(`new price seen by every instance after ${Date.now() - after} ms`);
  });

  it('kill -9 of one instance under load of paid actions loses nothing', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    for (const m of members) await grant(m.email, 1000);
    const succeeded = new Map<string, number>();
    const until = Date.now() + 6000;
    const load = members.map(async (m) => {
      while (Date.now() < until) {
        try {
          const r = await call(LB, 'swapPoints', { body: { type: 'swap4Vip3' }, token: m.token });
          if (r.env.code === 200) succeeded.set(m.email, (succeeded.get(m.email) ?? 0) + 1);
          if (r.env.code === 1201) break;
        } catch {
          // a dropped connection: not told it succeeded
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    servers[1]!.child.kill('SIGKILL');
    await Promise.all(load);
    await expectNothingLost(members, succeeded);
    const back = startServer(1);
    await waitFor('instance 1 back', () => healthy(PORTS[1]), 60_000);
    // nginx sends it traffic again once its fail_timeout has passed
    await waitFor(
      'nginx to route to instance 1 again',
      async () => {
        await call(LB, 'publicConfig');
        return back.output().includes('"url":"/api/v2/publicConfig"');
      },
      30_000,
    );
  });

  it('PostgreSQL restarting mid-load: 503 while it is gone, serving again after, nothing lost', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => member()));
    for (const m of members) await grant(m.email, 100_000);
    const succeeded = new Map<string, number>();
    const unavailable: number[] = [];
    let restarted = 0;
    let servedAfter = 0;
    let stop = false;
    const load = members.map(async (m) => {
      while (!stop) {
        try {
          const r = await call(LB, 'swapPoints', { body: { type: 'swap4Vip3' }, token: m.token });
          if (r.env.code === 200) {
            succeeded.set(m.email, (succeeded.get(m.email) ?? 0) + 1);
            if (restarted && Date.now() > restarted) servedAfter++;
          } else if (r.env.code === 1007) {
            unavailable.push(r.status);
          }
        } catch {
          // a connection dropped mid-request: not told it succeeded
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    await db.stopAsync();
    await new Promise((r) => setTimeout(r, 2000));
    const health = await fetch(`${LB}/api/v2/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBeTruthy();
    await db.startAsync();
    restarted = Date.now();
    await waitFor('paid actions served again', () => servedAfter > 0, 15_000);
    stop = true;
    await Promise.all(load);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((status) => status === 503)).toBe(true);
    expect(servers.every((s) => s.child.exitCode === null)).toBe(true);
    await expectNothingLost(members, succeeded);
  }, 60_000);

  it('Redis restarting: limits keep answering, health says so, and it is used again after', async () => {
    cache.child.kill('SIGKILL');
    await new Promise((r) => cache.child.once('exit', r));
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    // the instance stays up and ready: health answers 200, degraded, limits per instance
    await waitFor(
      'health to report Redis gone',
      async () => {
        const res = await fetch(`${direct(0)}/api/v2/health`);
        const body = (await res.json()) as { data: { status: string; rateLimits: string } };
        return res.status === 200 && body.data.rateLimits === 'per-instance';
      },
      10_000,
    );
    expect((await fetch(`${direct(0)}/api/v2/health/ready`)).status).toBe(200);
    expect((await call(direct(0), 'captcha', { headers })).env.code).toBe(200);
    cache = redis(REDIS_PORT);
    await waitFor(
      'health with Redis back',
      async () => {
        const all = await Promise.all(
          PORTS.map((p) => fetch(`http://127.0.0.1:${p}/api/v2/health`)),
        );
        const bodies = await Promise.all(
          all.map((r) => r.json() as Promise<{ data: { status: string } }>),
        );
        return bodies.every((b) => b.data.status === 'ok');
      },
      20_000,
    );
    const codes: number[] = [];
    const again = { 'x-forwarded-for': '203.0.113.98' };
    for (let n = 0; n < 22; n++)
      codes.push((await call(direct(n % 3), 'captcha', { headers: again })).env.code);
    expect(codes.slice(20)).toEqual([1005, 1005]);
  }, 60_000);

  it('sign-in, a tarot reading and checkout pass through nginx in zh and en', async () => {
    // not spawnSync: the mail catcher lives in this process and must keep answering
    const run = spawn(
      'npx',
      [
        'playwright',
        'test',
        'tests/account.spec.ts',
        'tests/readings.spec.ts',
        'tests/economy.spec.ts',
      ],
      {
        cwd: path.join(root, 'e2e'),
        env: {
          ...process.env,
          E2E_EXTERNAL: '1',
          E2E_PORT: String(LB_PORT),
          E2E_RUN_DIR: RUN_DIR,
          DATABASE_URL: db.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    run.stdout.on('data', (c: Buffer) => (out += c.toString()));
    run.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const status = await new Promise<number | null>((resolve) => run.on('exit', resolve));
    expect(status, out.slice(-4000)).toBe(0);
  }, 400_000);
});
