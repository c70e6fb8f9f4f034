import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { movePoints } from '../src/modules/points/ledger';
import { testConfig, testDatabase, useTestApp } from './support/app';
import { execSql } from './support/client';
import { ledgerFacts, member } from './support/economy';

const TOKEN = 'metrics-token-0123456789';
/** The normal app: members are made there, with no deadline that a busy machine could hit. */
const t = useTestApp();

/** A promise and its resolver. */
function gate() {
  let open!: () => void;
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { shut, open };
}

/** What the short-deadline app logged, line by line. */
const lines: string[] = [];
let slow: FastifyInstance | undefined;
const grantGate = gate();
let grantDone: Promise<void> | undefined;

/**
 * A second app over the same database with a 1 s deadline, and one route of its own that
 * credits points in a transaction and then waits for the test to let it finish.
 */
async function slowApp(): Promise<FastifyInstance> {
  if (slow) return slow;
  const app = await buildApp({
    config: testConfig({ REQUEST_TIMEOUT_MS: '1000', METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }),
    database: await testDatabase(),
    logStream: new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  });
  app.post<{ Body: { userId: string } }>('/api/v2/test/slowCredit', async (req) => {
    let finished!: () => void;
    grantDone = new Promise((resolve) => (finished = resolve));
    try {
      await app.db.transaction(async (tx) => {
        await movePoints(tx, { userId: req.body.userId, delta: 50, reason: 'admin' });
        await grantGate.shut;
      });
      return { code: 200, msg: '', data: null };
    } finally {
      finished();
    }
  });
  await app.ready();
  slow = app;
  return app;
}

afterAll(async () => {
  await slow?.close();
});

async function timeouts(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return res.body
    .split('\n')
    .filter((l) => l.startsWith('starlit_request_timeouts_total'))
    .join('\n');
}

describe('the request deadline', () => {
  it('answers 1007 (503, Retry-After) when the handler has not, and its write never commits', async () => {
    const m = await member(t);
    const app = await slowApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/test/slowCredit',
      payload: { userId: m.userId },
    });
    // the handler is still waiting on the gate: this answer is the deadline's
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ code: 1007, data: null });
    grantGate.open();
    await grantDone;
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ n: 0, sum: 0 });
    expect(await timeouts(app)).toContain(
      'starlit_request_timeouts_total{route="/api/v2/test/slowCredit"} 1',
    );
  });

  it('a swap the deadline answered is not paid; its retry with the same key pays once', async () => {
    const m = await member(t, 500);
    const app = await slowApp();
    const swap = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/swapPoints',
        payload: { type: 'swap4Vip3' },
        headers: { authorization: `Bearer ${m.token}`, 'idempotency-key': key },
      });
    // the session is cached by this app, so the swap itself is what waits
    const warm = await app.inject({
      method: 'GET',
      url: '/api/v2/userAccount',
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(warm.json().code).toBe(200);
    // another transaction holds the member's points account until the gate opens (on PGlite,
    // which runs one transaction at a time, it holds the whole database)
    const held = gate();
    const busy = gate();
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from point_accounts where user_id = ${m.userId} for update`);
      held.open();
      await busy.shut;
    });
    await held.shut;
    const key = randomUUID();
    const first = await swap(key);
    expect(first.statusCode).toBe(503);
    expect(first.json().code).toBe(1007);
    busy.open();
    await holding;
    // the abandoned swap ran on, reached its commit and was rolled back
    await vi.waitFor(
      () =>
        expect(lines.some((l) => l.includes('work abandoned by the request deadline'))).toBe(true),
      { timeout: 30_000, interval: 50 },
    );
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ n: 1, sum: 500 });
    const retry = await swap(key);
    expect(retry.json()).toMatchObject({ code: 200, data: { cost: 100, balance: 400 } });
    expect((await swap(key)).json()).toEqual(retry.json());
    expect(await ledgerFacts(t, m.userId)).toMatchObject({ n: 2, sum: 400 });
    const [grants] = await execSql(
      t,
      sql`select count(*)::int as n from vip_grants where user_id = ${m.userId}`,
    );
    expect(grants!.n).toBe(1);
  });
});
