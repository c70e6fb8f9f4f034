import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '@starlit/contracts';
import { AppError } from '../lib/errors';
import { UNAVAILABLE_RETRY_SECONDS } from './errors';

/** Routes that always answer, however loaded the process: health checks and metrics. */
const EXEMPT = /^\/(?:api\/v2\/health(?:\/|$|\?)|metrics(?:$|\?))/;

/** The event-loop delay that sheds load: MAX_EVENT_LOOP_DELAY_MS, else 1000 (0 in tests). */
export function maxEventLoopDelay(config: FastifyInstance['config']): number {
  return config.MAX_EVENT_LOOP_DELAY_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000);
}

/**
 * While the event loop lags more than the limit, requests are refused at once with 1007
 * (HTTP 503, Retry-After) instead of queueing behind the work already late; health checks and
 * /metrics are exempt, so an overloaded instance still reports itself.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance) => {
  const limit = maxEventLoopDelay(app.config);
  if (limit <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limit,
    retryAfter: UNAVAILABLE_RETRY_SECONDS,
    pressureHandler: (req, _reply, type, value) => {
      if (EXEMPT.test(req.url)) return undefined;
      req.log.warn({ type, value }, 'shedding load');
      return Promise.reject(new AppError(ErrorCode.SERVICE_UNAVAILABLE));
    },
  });
});
