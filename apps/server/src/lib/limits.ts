import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ErrorCode, type LimitName } from '@starlit/contracts';
import { AppError } from './errors';
import { SharedLimitStore } from './limit-store';
import { bearerToken, resolveSession } from './sessions';

/**
 * Every request limit of the API, in one place. Per-route request limits (@fastify/rate-limit,
 * per minute) are counted in Redis when REDIS_URL is set, so they hold across instances
 * (limit-store.ts: in memory while Redis does not answer; the instance stays ready and
 * /health says `rateLimits: per-instance`), else in each process's memory.
 * Limits that must hold exactly across processes live in the database: verification-code
 * sends (modules/codes, LIMITS in the contracts: one send per target per 60 s,
 * CODE_SENDS_PER_IP_HOUR per address), password
 * guesses per account (PASSWORD_GUESSES below), the check-in gap (CHECK_IN_GAP_MS) and the
 * time-zone change gap (ZONE_CHANGE_GAP_MS). Invite rewards per month are economy data
 * (`economy_config` invite.monthlyCap).
 */

const MINUTE = '1 minute';

/**
 * The client's address as limits count it: IPv4 as is, IPv6 by its /64 prefix (one
 * subscriber's whole range, so rotating addresses within it gains nothing).
 */
export const clientAddress = (req: FastifyRequest): string => normalizeIP(req.ip);

const clientKey = (req: FastifyRequest): string => `ip:${clientAddress(req)}`;

/**
 * The bucket of a request: the signed-in user (whatever the address, however the
 * Authorization header is spelled), else the client's address. A token that names no live
 * session counts as no token.
 */
export async function memberOrClientKey(app: FastifyInstance, req: FastifyRequest) {
  const token = bearerToken(req);
  const session = token ? await resolveSession(app.db, token) : null;
  return session ? `user:${session.userId}` : clientKey(req);
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: MINUTE } });

/**
 * Routes that open sessions or send codes: 20 a minute per address, whoever is signed in
 * (a session must not buy a fresh bucket for signing in to other accounts).
 */
export const AUTH_RATE_LIMIT = {
  rateLimit: { max: 20, timeWindow: MINUTE, keyGenerator: clientKey },
};
/** Password change and account deletion: 20 a minute per user. */
export const ACCOUNT_RATE_LIMIT = perMinute(20);
/** Uploads (avatar, feedback images): 10 a minute. */
export const UPLOAD_RATE_LIMIT = perMinute(10);
/** Public reads (places, answers book, type pages, shared reports): 60 a minute. */
export const PUBLIC_READ_RATE_LIMIT = perMinute(60);
/** Paid or costly writes (unlocks, reports, test results): 30 a minute. */
export const WRITE_RATE_LIMIT = perMinute(30);
/** Companion messages: 30 a minute per member. */
export const CHAT_RATE_LIMIT = perMinute(30);
/** Checkout sessions: 20 a minute. */
export const CHECKOUT_RATE_LIMIT = perMinute(20);

/** The settings of each limit a route contract names (`limit` in @starlit/contracts). */
export const RATE_LIMITS: Record<LimitName, { rateLimit: object }> = {
  auth: AUTH_RATE_LIMIT,
  account: ACCOUNT_RATE_LIMIT,
  upload: UPLOAD_RATE_LIMIT,
  publicRead: PUBLIC_READ_RATE_LIMIT,
  write: WRITE_RATE_LIMIT,
  chat: CHAT_RATE_LIMIT,
  checkout: CHECKOUT_RATE_LIMIT,
};

/**
 * Password guesses per account, counted in the database across processes: after `max`
 * failures within `windowMs`, password sign-in is refused for `lockMs` (code sign-in still
 * works; a password reset lifts the lock).
 */
export const PASSWORD_GUESSES = { max: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** At most one check-in per account in this time, whatever time zone it sends. */
export const CHECK_IN_GAP_MS = 20 * 60 * 60_000;

/**
 * The account's zone (whose dates count check-ins, free allowances and VIP caps) changes at
 * most once in this time, so alternating zones cannot reach more dates than the days pass.
 */
export const ZONE_CHANGE_GAP_MS = 20 * 60 * 60_000;

/** 1005 with the seconds to wait, in the message and as `data.retryAfter`. */
export function rateLimited(retryAfterSeconds: number, detail?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(ErrorCode.RATE_LIMITED, detail ?? `${seconds}s`, { retryAfter: seconds });
}

/**
 * @fastify/rate-limit with the shared key: routes opt in through the settings above. Counts
 * go to app.redis when there is one (register after redisPlugin); while it does not answer,
 * starlit_rate_limit_degraded is 1.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const degraded = app.metrics?.rateLimitDegraded;
  const onChange = (failing: boolean) => degraded?.set(failing ? 1 : 0);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(app.redis ? { store: SharedLimitStore.over(app.redis, app.log, { onChange }) } : {}),
    keyGenerator: (req) => memberOrClientKey(app, req),
    errorResponseBuilder: (_req, ctx) => rateLimited(ctx.ttl / 1000),
  });
});
