import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '@starlit/contracts';
import { AppError } from '../lib/errors';
import { wantsStream } from '../lib/sse';
import { UNAVAILABLE_RETRY_SECONDS } from './errors';

/** Only the APIs are shed; health checks and metrics always answer (and the web app's files). */
const SHED = /^\/api\/(?!v2\/health(?:\/|$|\?))/;

/** How often the shedding log line is written while requests are refused (one line per interval). */
export const SHED_LOG_INTERVAL_MS = 10_000;

/** Why a request was refused: the event loop lagging, or too many requests already in flight. */
export type ShedReason = 'event_loop' | 'in_flight';

export interface SheddingLimits {
  /** mean event-loop delay (ms, over each 1 s sample) above which requests are refused; 0 = off */
  maxEventLoopDelay: number;
  /** API requests being handled at once beyond which new ones are refused; 0 = off */
  maxInFlight: number;
  /** nothing is refused for this long after the app is ready (start-up work lags the loop) */
  warmupMs: number;
}

/**
 * The shedding limits from the configuration. Unset: 200 ms of event-loop delay and 64
 * requests in flight (both off when NODE_ENV is test), and 10 s of warm-up.
 */
export function sheddingLimits(config: FastifyInstance['config']): SheddingLimits {
  const test = config.NODE_ENV === 'test';
  return {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS ?? (test ? 0 : 200),
    maxInFlight: config.SHED_MAX_IN_FLIGHT ?? (test ? 0 : 64),
    warmupMs: config.SHED_WARMUP_MS,
  };
}

const COUNTED = Symbol('inFlight');
type Counted = FastifyRequest & { [COUNTED]?: boolean };

/**
 * Refuses API requests at once with 1007 (HTTP 503, Retry-After) instead of letting them queue
 * behind work already late: while the event loop lags more than `maxEventLoopDelay`
 * (@fastify/under-pressure) or while `maxInFlight` API requests are being handled (a streamed
 * answer is refused like any request but not counted: it may stay open for minutes). Nothing is refused during the warm-up after the app is
 * ready. Refusals are counted (starlit_shed_requests_total{reason}) and logged as a rate: one
 * warning per SHED_LOG_INTERVAL_MS with how many were refused, never one line per request.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const limits = sheddingLimits(app.config);
  if (limits.maxEventLoopDelay <= 0 && limits.maxInFlight <= 0) return;

  let inFlight = 0;
  let warmUntil = Infinity;
  app.addHook('onReady', (done) => {
    warmUntil = Date.now() + limits.warmupMs;
    done();
  });

  const refused: Record<ShedReason, number> = { event_loop: 0, in_flight: 0 };
  const flush = () => {
    const total = refused.event_loop + refused.in_flight;
    if (total === 0) return;
    app.log.warn({ refused: total, ...refused, inFlight }, 'shedding load');
    refused.event_loop = 0;
    refused.in_flight = 0;
  };
  const timer = setInterval(flush, SHED_LOG_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    flush();
    done();
  });

  /** Whether `req` is refused now (counted if so); false for what is never shed. */
  const shed = (req: FastifyRequest, reason: ShedReason): boolean => {
    if (!SHED.test(req.url) || Date.now() < warmUntil) return false;
    refused[reason] += 1;
    app.metrics?.shedRequests.inc({ reason });
    return true;
  };
  const unavailable = () => new AppError(ErrorCode.SERVICE_UNAVAILABLE);

  if (limits.maxEventLoopDelay > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelay,
      retryAfter: UNAVAILABLE_RETRY_SECONDS,
      pressureHandler: (req) =>
        shed(req, 'event_loop') ? Promise.reject(unavailable()) : undefined,
    });
  }

  if (limits.maxInFlight <= 0) return;
  app.addHook('onRequest', (req: Counted, _reply, done) => {
    if (!SHED.test(req.url)) return done();
    if (inFlight >= limits.maxInFlight && shed(req, 'in_flight')) return done(unavailable());
    if (wantsStream(req)) return done();
    inFlight += 1;
    req[COUNTED] = true;
    done();
  });
  const release = (req: Counted) => {
    if (!req[COUNTED]) return;
    req[COUNTED] = false;
    inFlight -= 1;
  };
  app.addHook('onSend', (req: Counted, _reply, payload, done) => {
    release(req);
    done(null, payload);
  });
  app.addHook('onResponse', (req: Counted, _reply, done) => {
    release(req);
    done();
  });
  app.addHook('onRequestAbort', (req: Counted, done) => {
    release(req);
    done();
  });
});
