import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A dependency's check: resolves when it answers. */
export type HealthCheck = () => Promise<unknown>;

export interface Health {
  /** Adds a dependency that readiness and /health check (the database and Redis are built in). */
  addCheck(name: string, check: HealthCheck): void;
  /** Runs every check at once, each bounded by CHECK_TIMEOUT_MS: name → reachable. */
  check(): Promise<Record<string, boolean>>;
  /** Marks the instance as shutting down: readiness answers 503 while requests finish. */
  drain(): void;
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

/** How long one dependency may take to answer a health check before it counts as down. */
export const CHECK_TIMEOUT_MS = 2000;

function bounded(check: HealthCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => true,
      () => false,
    );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

/**
 * app.health: the dependencies an instance needs to serve (the database; Redis when REDIS_URL
 * is set; any added with addCheck) and whether it is draining.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const checks = new Map<string, HealthCheck>([['db', () => app.database.ping()]]);
  let draining = false;
  const health: Health = {
    addCheck: (name, check) => void checks.set(name, check),
    async check() {
      const all = new Map(checks);
      // Redis (plugins/redis.ts) when configured, read at check time
      const redis = app.hasDecorator('redis') ? app.redis : null;
      if (redis && !all.has('redis')) all.set('redis', () => redis.ping());
      const names = [...all.keys()];
      const results = await Promise.all([...all.values()].map(bounded));
      return Object.fromEntries(names.map((name, i) => [name, results[i] ?? false]));
    },
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
  app.decorate('health', health);
});
