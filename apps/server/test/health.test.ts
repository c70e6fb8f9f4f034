import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, testDatabase, useTestApp } from './support/app';

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
    expect(health.body).toMatchObject({ code: 200, data: { status: 'ok', checks: { db: true } } });
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

describe('load shedding', () => {
  it('refuses requests with 503 + 1007 while the event loop lags, never health', async () => {
    const app = await ownApp({ MAX_EVENT_LOOP_DELAY_MS: '20' });
    let shed: Awaited<ReturnType<typeof get>> | undefined;
    // block the loop well past the limit until the sampler has seen it
    for (let i = 0; i < 40 && !shed; i++) {
      const until = Date.now() + 150;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await get(app, 'publicConfig');
      if (res.status === 503) shed = res;
      else expect(res.body.code).toBe(200);
      if (shed) {
        // health routes are exempt however loaded the process is
        expect((await get(app, 'health/live')).status).toBe(200);
      }
    }
    expect(shed).toBeDefined();
    expect(shed?.body.code).toBe(1007);
    expect(Number(shed?.retryAfter)).toBeGreaterThan(0);
  });

  it('is off in tests unless set', async () => {
    expect(t.app.hasDecorator('memoryUsage')).toBe(false);
  });
});
