import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@starlit/contracts';
import { createMetrics, withMetrics, type AppMetrics } from '../lib/metrics';
import { message } from '../i18n/messages';
import { requestLang } from '../lib/lang';

declare module 'fastify' {
  interface FastifyInstance {
    /** this app's Prometheus metrics; null when METRICS_TOKEN is unset (nothing is collected) */
    metrics: AppMetrics | null;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics (lib/metrics.ts) when METRICS_TOKEN is set: GET /metrics answers the text
 * format to `Authorization: Bearer <METRICS_TOKEN>` and HTTP 401 (envelope 4001) to anyone
 * else. Every request's duration is observed by route pattern (never the raw URL) and status
 * class; handlers run with the app's metrics current (metrics()).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const m = createMetrics(app.database);
  app.decorate('metrics', m);
  const expected = digest(`Bearer ${token}`);

  // onRequest for hooks that run before the body; preValidation again, since a parsed body's
  // callbacks leave the request's async context
  app.addHook('onRequest', (_req, _reply, done) => withMetrics(m, done));
  app.addHook('preValidation', (_req, _reply, done) => withMetrics(m, done));
  app.addHook('onResponse', (req, reply, done) => {
    m.requestDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({
          code: ErrorCode.UNAUTHENTICATED,
          msg: message(ErrorCode.UNAUTHENTICATED, requestLang(req)),
          data: null,
        });
    }
    const text = await m.registry.metrics();
    return reply
      .type(m.registry.contentType)
      .serializer((s: string) => s)
      .send(text);
  });
});
