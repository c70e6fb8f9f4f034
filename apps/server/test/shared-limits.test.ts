import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { RecordingSender, resetDatabase, testConfig, testDatabase } from './support/app';
import { freshIp } from './support/client';
import { redisServerBinary, startRedis, type RedisServer } from './support/redis';

const binary = redisServerBinary();

/** Two instances of the app over one database, as behind a load balancer. */
async function twoApps(overrides: Record<string, string>): Promise<FastifyInstance[]> {
  const database = await testDatabase();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({
      config: testConfig(overrides),
      database,
      codeSender: new RecordingSender(),
    });
    await app.ready();
    apps.push(app);
  }
  return apps;
}

/** The captcha route is limited to 20 a minute per address. */
async function captcha(app: FastifyInstance, ip: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v2/captcha', remoteAddress: ip });
  const { code } = res.json() as { code: number };
  expect(res.statusCode, res.body).toBe(code === 1005 ? 429 : 200);
  return code;
}

describe.skipIf(!binary)('request limits across instances', () => {
  let redis: RedisServer;
  let shared: FastifyInstance[] = [];
  let separate: FastifyInstance[] = [];

  beforeAll(async () => {
    redis = await startRedis(binary!);
    shared = await twoApps({ REDIS_URL: redis.url });
    separate = await twoApps({});
  });
  beforeEach(async () => resetDatabase(await testDatabase()));
  afterAll(async () => {
    for (const app of [...shared, ...separate]) await app.close();
    await redis?.stop();
  });

  it('are counted together by every instance on one Redis', async () => {
    const [a, b] = shared;
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(await captcha(a!, ip)).toBe(200);
      expect(await captcha(b!, ip)).toBe(200);
    }
    expect(await captcha(a!, ip)).toBe(1005);
    expect(await captcha(b!, ip)).toBe(1005);
    // another address has its own bucket
    expect(await captcha(b!, freshIp())).toBe(200);
  });

  it('are counted by each instance alone without Redis', async () => {
    const [a, b] = separate;
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect(await captcha(a!, ip)).toBe(200);
    expect(await captcha(a!, ip)).toBe(1005);
    expect(await captcha(b!, ip)).toBe(200);
  });

  it('go on per instance while Redis is gone, and the app stays up', async () => {
    const [a, b] = shared;
    expect(a!.redis).not.toBeNull();
    await a!.redis!.ping();
    await redis.stop();
    await expect(a!.redis!.ping()).rejects.toThrow();
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect(await captcha(a!, ip)).toBe(200);
    expect(await captcha(a!, ip)).toBe(1005);
    expect(await captcha(b!, ip)).toBe(200);
  });
});

describe('on PostgreSQL without Redis', () => {
  it('warns at start that limits are counted by each instance alone', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = { write: (chunk: string) => void lines.push(JSON.parse(chunk)) };
    const start = async (overrides: Record<string, string>) => {
      const app = await buildApp({
        config: testConfig({ LOG_LEVEL: 'warn', STORAGE: 'local', ...overrides }),
        database: await testDatabase(),
        logStream: stream,
      });
      await app.ready();
      await app.close();
    };
    const warned = () => lines.filter((l) => l.msg.includes('without REDIS_URL')).length;
    await start({});
    expect(warned()).toBe(0);
    await start({ DATABASE_URL: 'postgres://db.invalid/starlit' });
    expect(warned()).toBe(1);
    expect(lines.find((l) => l.msg.includes('without REDIS_URL'))?.level).toBe(40);
  });
});
