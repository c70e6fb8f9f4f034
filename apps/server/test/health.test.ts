import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, testDatabase, useTestApp } from './support/app';
import { redisServerBinary, startRedis } from './support/redis';

const t = useTestApp();

const get = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v2/${url}` });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
};

/** An app of its own, for checks that change its state for good (draining, added checks). */
const own: FastifyInstance[] = [];
async function ownApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: await testDatabase() });
  await app.ready();
  own.push(app);
  return app;
}
afterAll(async () => {
  for (const app of own) await app.close();
});

describe('health, liveness and readiness', () => {
  it('answer 200 with every dependency reachable', async () => {
    const health = await get(t.app, 'health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      code: 200,
      // no Redis configured: each instance counts request limits alone
      data: { status: 'ok', checks: { db: true }, rateLimits: 'per-instance' },
    });
    const live = await get(t.app, 'health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ code: 200, data: { status: 'ok' } });
    const ready = await get(t.app, 'health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      code: 200,
      data: { status: 'ready', checks: { db: true } },
    });
  });

  it('answer 503 + Retry-After + 1007 while a dependency is down; liveness stays 200', async () => {
    const app = await ownApp();
    let down = true;
    app.health.addCheck('cache', async () => {
      if (down) throw new Error('unreachable');
    });
    const health = await get(app, 'health?lang=en');
    expect(health.status).toBe(503);
    expect(Number(health.retryAfter)).toBeGreaterThan(0);
    expect(health.body).toMatchObject({
      code: 1007,
      msg: 'Temporarily unavailable, please try again shortly',
      data: { status: 'unavailable', checks: { db: true, cache: false } },
    });
    const ready = await get(app, 'health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 1007, data: { status: 'unavailable' } });
    expect((await get(app, 'health/live')).status).toBe(200);

    down = false;
    expect((await get(app, 'health')).status).toBe(200);
    expect((await get(app, 'health/ready')).status).toBe(200);
  });

  it('an optional dependency down degrades health (200) and leaves the instance ready', async () => {
    const app = await ownApp();
    let down = true;
    app.health.addCheck(
      'extra',
      async () => {
        if (down) throw new Error('unreachable');
      },
      { essential: false },
    );
    const health = await get(app, 'health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      code: 200,
      data: { status: 'degraded', checks: { db: true, extra: false } },
    });
    const ready = await get(app, 'health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      code: 200,
      data: { status: 'ready', checks: { extra: false } },
    });
    down = false;
    expect((await get(app, 'health')).body.data.status).toBe('ok');
  });

  it('readiness answers 503 (draining) once shutdown begins; health and liveness stay 200', async () => {
    const app = await ownApp();
    app.health.drain();
    const ready = await get(app, 'health/ready?lang=zh');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      code: 1007,
      msg: '服务暂时不可用，请稍后重试',
      data: { status: 'draining' },
    });
    expect((await get(app, 'health')).status).toBe(200);
    expect((await get(app, 'health/live')).status).toBe(200);
  });
});

const binary = redisServerBinary();
const TOKEN = 'metrics-token-0123456789';
/** starlit_rate_limit_degraded as this app's /metrics says it. */
async function degradedGauge(app: FastifyInstance): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith('starlit_rate_limit_degraded '));
  return Number(line?.split(' ')[1]);
}

describe.skipIf(!binary)('Redis down', () => {
  it('keeps the instance ready: limits count per instance, and health and metrics say so', async () => {
    const redis = await startRedis(binary!);
    try {
      const app = await ownApp({ REDIS_URL: redis.url, METRICS_TOKEN: TOKEN });
      const health = await get(app, 'health');
      expect(health.body.data).toMatchObject({
        status: 'ok',
        checks: { db: true, redis: true },
        rateLimits: 'shared',
      });
      expect(await degradedGauge(app)).toBe(0);

      await redis.stop();
      const down = await get(app, 'health');
      expect(down.status).toBe(200);
      expect(down.body).toMatchObject({
        code: 200,
        data: {
          status: 'degraded',
          checks: { db: true, redis: false },
          rateLimits: 'per-instance',
        },
      });
      const ready = await get(app, 'health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ data: { status: 'ready', checks: { redis: false } } });
      expect(await degradedGauge(app)).toBe(1);
      // the captcha route's 20 a minute, counted in this instance's memory
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await app.inject({ url: '/api/v2/captcha', remoteAddress: '203.0.113.7' });
        codes.push(res.json().code);
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(20);
      expect(codes[20]).toBe(1005);
      expect(await degradedGauge(app)).toBe(1);
    } finally {
      await redis.stop();
    }
  });
});

describe('load shedding', () => {
  it('refuses requests with 503 + 1007 while the event loop lags, never health', async () => {
    const app = await ownApp({ MAX_EVENT_LOOP_DELAY_MS: '20', SHED_WARMUP_MS: '0' });
    const served: number[] = [];
    // block the loop well past the limit until the sampler has seen it (it runs between tries)
    const shed = await vi.waitFor(
      async () => {
        const res = await get(app, 'publicConfig');
        if (res.status === 503) return res;
        served.push(res.body.code);
        const until = Date.now() + 150;
        while (Date.now() < until);
        throw new Error('not shedding yet');
      },
      { timeout: 15_000, interval: 50 },
    );
    // health routes are exempt however loaded the process is
    expect((await get(app, 'health/live')).status).toBe(200);
    expect(served.filter((code) => code !== 200)).toEqual([]);
    expect(shed.body.code).toBe(1007);
    expect(Number(shed.retryAfter)).toBeGreaterThan(0);
  });

  it('is off in tests unless set', async () => {
    expect(t.app.hasDecorator('memoryUsage')).toBe(false);
  });
});
