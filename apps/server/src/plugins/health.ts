import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** A dependency's check: resolves when it answers. */
export type HealthCheck = () => Promise<unknown>;

/** Every check's result and what they mean for serving. */
export interface HealthStatus {
  /** name → reachable */
  checks: Record<string, boolean>;
  /** every essential dependency answered: the instance can serve (and is ready) */
  up: boolean;
  /** the optional dependencies that did not answer: the instance serves without them */
  degraded: string[];
}

export interface Health {
  /**
   * Adds a dependency that readiness and /health check (the database and Redis are built in).
   * An optional one (`essential: false`) that does not answer degrades the instance but leaves
   * it ready.
   */
  addCheck(name: string, check: HealthCheck, options?: { essential?: boolean }): void;
  /** Runs every check at once, each bounded by CHECK_TIMEOUT_MS: name → reachable. */
  check(): Promise<Record<string, boolean>>;
  /** The same checks, with whether the instance can serve and what it serves without. */
  status(): Promise<HealthStatus>;
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
 * app.health: the dependencies an instance checks (the database; Redis when REDIS_URL is set;
 * any added with addCheck) and whether it is draining. Redis is optional: without it request
 * limits are counted by each instance alone (lib/limit-store.ts), so an outage of Redis, which
 * every instance shares, never takes instances out of service.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const checks = new Map<string, HealthCheck>([['db', () => app.database.ping()]]);
  const optional = new Set<string>(['redis']);
  let draining = false;
  const check = async () => {
    const all = new Map(checks);
    // Redis (plugins/redis.ts) when configured, read at check time
    const redis = app.hasDecorator('redis') ? app.redis : null;
    if (redis && !all.has('redis')) all.set('redis', () => redis.ping());
    const names = [...all.keys()];
    const results = await Promise.all([...all.values()].map(bounded));
    return Object.fromEntries(names.map((name, i) => [name, results[i] ?? false]));
  };
  const health: Health = {
    addCheck(name, run, { essential = true } = {}) {
      checks.set(name, run);
      if (essential) optional.delete(name);
      else optional.add(name);
    },
    check,
    async status() {
      const checks = await check();
      const failed = Object.keys(checks).filter((name) => !checks[name]);
      return {
        checks,
        up: failed.every((name) => optional.has(name)),
        degraded: failed.filter((name) => optional.has(name)),
      };
    },
    drain: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
  app.decorate('health', health);
});
