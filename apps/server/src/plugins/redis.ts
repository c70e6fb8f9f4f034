import { once } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Redis every instance shares (request limits), or null when REDIS_URL is unset.
     * Commands fail at once while it is unreachable (no offline queue); `ping()` checks it.
     */
    redis: Redis | null;
  }
}

/** How long connecting, and each command, may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 500;

/**
 * A client that never makes a request wait for Redis: no offline queue, one retry, short
 * timeouts; it reconnects in the background (every 2 s at most). Losing and regaining the
 * connection is logged once each, not on every reconnect attempt. ioredis is loaded only
 * when Redis is configured.
 */
export async function createRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unreachable; request limits are counted per instance');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis reachable again');
  });
  return redis;
}

/**
 * app.redis from REDIS_URL, owned by the app and closed with it. Start waits for the first
 * connection at most CONNECT_TIMEOUT_MS and then goes on without it (the server stays up).
 * On PostgreSQL without Redis it warns: limits are then counted by each instance alone.
 */
export const redisPlugin = fp(async (app: FastifyInstance) => {
  const url = app.config.REDIS_URL;
  if (!url) {
    if (app.config.DATABASE_URL)
      app.log.warn(
        'DATABASE_URL without REDIS_URL: request limits are counted by each instance alone',
      );
    app.decorate('redis', null);
    return;
  }
  const redis = await createRedis(url, app.log);
  app.decorate('redis', redis);
  // starlit_rate_limit_degraded follows the connection (limit-store.ts also sets it when a
  // command fails on a connection that looks open)
  const degraded = app.metrics?.rateLimitDegraded;
  if (degraded) {
    const follow = () => degraded.set(redis.status === 'ready' ? 0 : 1);
    for (const event of ['ready', 'error', 'close', 'end', 'reconnecting']) redis.on(event, follow);
    follow();
  }
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  const connected = once(redis, 'ready').then(() => true);
  const waited = new Promise<false>((resolve) => {
    setTimeout(() => resolve(false), CONNECT_TIMEOUT_MS + 100).unref();
  });
  await Promise.race([connected, waited]).catch(() => false);
});
