import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseQuery, envelope, healthResponse, publicConfigResponse } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { socialProviders } from '../../plugins/config';
import { VERSION } from '../../version';

/** Health, public configuration and the OpenAPI document. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const started = Date.now();

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        querystring: baseQuery,
        response: { 200: envelope(healthResponse) },
      },
    },
    async () => {
      await app.database.ping();
      return ok({
        status: 'ok' as const,
        db: app.database.kind,
        version: VERSION,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      });
    },
  );

  app.get(
    '/publicConfig',
    {
      schema: {
        tags: ['system'],
        querystring: baseQuery,
        response: { 200: envelope(publicConfigResponse) },
      },
    },
    async () => ok({ social: socialProviders(app.config), version: VERSION }),
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
