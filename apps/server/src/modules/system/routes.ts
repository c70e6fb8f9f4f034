import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, systemRoutes as routes, type HealthResponse } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { message } from '../../i18n/messages';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { UNAVAILABLE_RETRY_SECONDS } from '../../plugins/errors';
import { socialProviders } from '../../lib/config';
import { VERSION } from '../../version';

/**
 * Health (every dependency), liveness (the process), readiness (whether to send it traffic),
 * public configuration and the OpenAPI document. Health and readiness that fail answer HTTP 503
 * with `Retry-After` and envelope 1007, their data still saying what failed; Redis alone down
 * fails neither (health says degraded).
 */
export const systemModule: ApiModule = async (app) => {
  const started = Date.now();
  const uptimeSeconds = () => Math.round((Date.now() - started) / 1000);
  const unavailable = <T>(req: FastifyRequest, reply: FastifyReply, data: T) => {
    void reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    const code = ErrorCode.SERVICE_UNAVAILABLE;
    return { code, msg: message(code, requestLang(req)), data };
  };

  // an optional dependency down (Redis) degrades the instance, which still serves: HTTP 200
  route(app, routes.health, async (req, reply) => {
    const { checks, up, degraded } = await app.health.status();
    const status: HealthResponse['status'] = !up
      ? 'unavailable'
      : degraded.length
        ? 'degraded'
        : 'ok';
    const data = {
      status,
      db: app.database.kind,
      version: VERSION,
      uptimeSeconds: uptimeSeconds(),
      checks,
      rateLimits: checks.redis ? ('shared' as const) : ('per-instance' as const),
    };
    return up ? ok(data) : unavailable(req, reply, data);
  });

  route(app, routes.live, async () =>
    ok({ status: 'ok' as const, uptimeSeconds: uptimeSeconds() }),
  );

  route(app, routes.ready, async (req, reply) => {
    if (app.health.draining) return unavailable(req, reply, { status: 'draining', checks: {} });
    if (!app.database.migrated) return unavailable(req, reply, { status: 'migrating', checks: {} });
    const { checks, up } = await app.health.status();
    if (up) return ok({ status: 'ready' as const, checks });
    return unavailable(req, reply, { status: 'unavailable', checks });
  });

  route(app, routes.publicConfig, async () =>
    ok({ social: socialProviders(app.config), version: VERSION }),
  );

  route(app, routes.openapi, async () => app.swagger());
};
