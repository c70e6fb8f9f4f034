import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appCategoryResponse, baseQuery, envelope } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { appCatalogue } from './service';

export const appsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/appCategory',
    {
      schema: {
        tags: ['apps'],
        querystring: baseQuery,
        response: { 200: envelope(appCategoryResponse) },
      },
    },
    async (req) => ok(await appCatalogue(app.db, requestLang(req))),
  );
};
