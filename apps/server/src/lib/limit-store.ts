import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A window's count so far and the milliseconds until it ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: WindowCount) => void;

/**
 * One fixed window per key: the first request starts it (PEXPIRE), later ones count in it.
 * A key somehow left without an expiry gets one again, so a bucket can never stick.
 */
const INCR_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type LimitRedis = Redis & {
  starlitLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Fixed windows in this process's memory, at most `cap` keys (the oldest dropped first). */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly cap = 10_000) {}

  incr(key: string, windowMs: number): WindowCount {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.cap) {
        const oldest = this.windows.keys().next();
        if (!oldest.done) this.windows.delete(oldest.value);
      }
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

/** The route a @fastify/rate-limit child store is made for (its merged settings carry it). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Whether limits are counted in memory now, and who hears when that changes. */
interface Outage {
  failing: boolean;
  onChange?: (failing: boolean) => void;
}

/**
 * A @fastify/rate-limit store counting in Redis, shared by every instance. While Redis does
 * not answer, requests are counted in this process's memory instead (the limit then holds
 * per instance, as without Redis), the first failure of each outage is logged and `onChange`
 * hears the start and the end of it: a limit counter never makes a route unavailable.
 */
export class SharedLimitStore {
  private readonly memory = new MemoryWindows();

  constructor(
    private readonly redis: LimitRedis,
    private readonly log: FastifyBaseLogger,
    private readonly prefix: string,
    /** shared by a store and its route stores, so an outage is logged once */
    private readonly outage: Outage = { failing: false },
  ) {}

  /**
   * The store @fastify/rate-limit's `store` option takes (it constructs it itself);
   * `onChange(true)` when limits start being counted in memory, `onChange(false)` when Redis
   * counts them again.
   */
  static over(
    redis: Redis,
    log: FastifyBaseLogger,
    {
      prefix = 'starlit:limit:',
      onChange,
    }: { prefix?: string; onChange?: Outage['onChange'] } = {},
  ) {
    const limited = redis as LimitRedis;
    if (typeof limited.starlitLimit !== 'function')
      redis.defineCommand('starlitLimit', { numberOfKeys: 1, lua: INCR_WINDOW });
    const outage: Outage = { failing: false, onChange };
    return class extends SharedLimitStore {
      constructor() {
        super(limited, log, prefix, outage);
      }
    };
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.redis.starlitLimit(this.prefix + key, timeWindow).then(
      ([current, ttl]) => {
        if (this.outage.failing) {
          this.outage.failing = false;
          this.outage.onChange?.(false);
        }
        callback(null, { current, ttl });
      },
      (err: unknown) => {
        if (!this.outage.failing) {
          this.outage.failing = true;
          this.outage.onChange?.(true);
          this.log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'request limits counted in memory while redis does not answer',
          );
        }
        callback(null, this.memory.incr(key, timeWindow));
      },
    );
  }

  /** A store for one route: its own keys (method and URL), its own memory fallback. */
  child(options: object): SharedLimitStore {
    const route = (options as ChildOptions).routeInfo;
    const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
    return new SharedLimitStore(
      this.redis,
      this.log,
      `${this.prefix}${method}${route?.url ?? ''}:`,
      this.outage,
    );
  }
}
