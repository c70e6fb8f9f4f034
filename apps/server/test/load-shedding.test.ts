import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { SHED_LOG_INTERVAL_MS, sheddingLimits } from '../src/plugins/load-shedding';
import { loadConfig } from '../src/lib/config';
import { testConfig, testDatabase, useTestApp } from './support/app';

// seeds the worker's database before each test; the apps below are built per test
useTestApp();

const TOKEN = 'metrics-token-0123456789';

interface LogLine {
  level: number;
  msg: string;
  refused?: number;
}

/** An app of its own with these settings, and the JSON lines it logs. */
async function ownApp(overrides: Record<string, string>) {
  const lines: LogLine[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, ...overrides }),
    database: await testDatabase(),
    logStream: { write: (chunk: string) => void lines.push(JSON.parse(chunk) as LogLine) },
  });
  await app.ready();
  own.push(app);
  return { app, lines, startedAt: Date.now() };
}
const own: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of own) await app.close();
});

const get = (app: FastifyInstance, path: string) =>
  app.inject({ method: 'GET', url: `/api/v2/${path}` });
const single = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/constellation/single',
    payload: { constellation_a: { star1_id: 2 } },
  });

/** A request that stays in flight (its body never ends) until `release()`. */
function holdRequest(app: FastifyInstance) {
  const body = new PassThrough();
  const answer = app.inject({
    method: 'POST',
    url: '/api/v2/constellation/single',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  return {
    answer,
    release: () => body.end(JSON.stringify({ constellation_a: { star1_id: 4 } })),
  };
}

/** Blocks the event loop until the load-shedding sampler has seen it lag beyond `limit` ms. */
async function lagBeyond(app: FastifyInstance, limit: number): Promise<void> {
  await vi.waitFor(
    () => {
      if (app.memoryUsage().eventLoopDelay > limit) return;
      // the lag under test: the loop is blocked, then the sampler runs between two tries
      const until = Date.now() + 300;
      while (Date.now() < until);
      throw new Error('the event loop has not shown as lagging yet');
    },
    { timeout: 20_000, interval: 20 },
  );
}

const shedLines = (lines: LogLine[]) => lines.filter((l) => l.msg === 'shedding load');

/** A sample's value in Prometheus text (0 when the series is absent). */
async function sample(app: FastifyInstance, series: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('load shedding', () => {
  it('is on by default outside tests, with a warm-up', () => {
    const limits = sheddingLimits(loadConfig({ NODE_ENV: 'production' }));
    expect(limits.maxEventLoopDelay).toBeGreaterThan(0);
    expect(limits.maxEventLoopDelay).toBeLessThanOrEqual(200);
    expect(limits.maxInFlight).toBeGreaterThan(0);
    expect(limits.warmupMs).toBeGreaterThan(0);
    expect(sheddingLimits(loadConfig({ NODE_ENV: 'test' }))).toMatchObject({
      maxEventLoopDelay: 0,
      maxInFlight: 0,
    });
  });

  it('refuses API requests beyond SHED_MAX_IN_FLIGHT with 1007, never health', async () => {
    const { app } = await ownApp({ SHED_MAX_IN_FLIGHT: '1', SHED_WARMUP_MS: '0' });
    const held = holdRequest(app);
    // the held request is in flight once others are refused
    await vi.waitFor(async () => expect((await get(app, 'publicConfig')).statusCode).toBe(503), {
      timeout: 5000,
      interval: 5,
    });
    const refused = await Promise.all(Array.from({ length: 20 }, () => single(app)));
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe(1007);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await get(app, 'health')).statusCode).toBe(200);
    expect((await get(app, 'health/live')).statusCode).toBe(200);

    held.release();
    expect((await held.answer).json().code).toBe(200);
    // the slot is free again
    expect((await single(app)).json().code).toBe(200);
    const shed = await sample(app, 'starlit_shed_requests_total{reason="in_flight"}');
    expect(shed).toBeGreaterThanOrEqual(21);
    expect(await sample(app, 'starlit_refusals_total{code="1007"}')).toBe(shed);
  });

  it('logs shedding as a rate: one line per interval with the count, not one per request', async () => {
    const { app, lines, startedAt } = await ownApp({
      MAX_EVENT_LOOP_DELAY_MS: '20',
      SHED_WARMUP_MS: '0',
    });
    await lagBeyond(app, 20);
    const answers = await Promise.all(Array.from({ length: 30 }, () => single(app)));
    const shed = answers.filter((res) => res.statusCode === 503).length;
    expect(shed).toBeGreaterThanOrEqual(10);
    expect(await sample(app, 'starlit_shed_requests_total{reason="event_loop"}')).toBe(shed);
    await app.close();
    const logged = shedLines(lines);
    const intervals = Math.floor((Date.now() - startedAt) / SHED_LOG_INTERVAL_MS) + 1;
    expect(logged.length).toBeLessThanOrEqual(intervals);
    expect(logged.length).toBeLessThan(shed);
    expect(logged.reduce((sum, l) => sum + (l.refused ?? 0), 0)).toBe(shed);
  });

  it('never sheds during the warm-up after start, however lagged or busy', async () => {
    const { app, lines } = await ownApp({
      MAX_EVENT_LOOP_DELAY_MS: '20',
      SHED_MAX_IN_FLIGHT: '1',
      SHED_WARMUP_MS: '600000',
    });
    const held = holdRequest(app);
    await lagBeyond(app, 20);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => single(app)),
      ...Array.from({ length: 10 }, () => get(app, 'publicConfig')),
    ]);
    for (const res of answers) expect(res.json().code).toBe(200);
    held.release();
    expect((await held.answer).json().code).toBe(200);
    expect(await sample(app, 'starlit_shed_requests_total{reason="event_loop"}')).toBe(0);
    expect(await sample(app, 'starlit_shed_requests_total{reason="in_flight"}')).toBe(0);
    await app.close();
    expect(shedLines(lines)).toHaveLength(0);
  });
});
