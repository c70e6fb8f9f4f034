import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, skyPreviewBody, skyPreviewResponse } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/limits';
import { skyPreview } from './service';

/** Before an account: a visitor's Sun sign and today's sky for the birth data they typed. */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sky/preview',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: {
        tags: ['preview'],
        body: skyPreviewBody,
        response: { 200: envelope(skyPreviewResponse) },
      },
    },
    async (req) => ok(skyPreview(req.body, requestLang(req))),
  );
};
