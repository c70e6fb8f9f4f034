import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseQuery, envelope, feedbackResponse } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { UPLOAD_RATE_LIMIT } from '../../lib/limits';
import { submitFeedback } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      config: UPLOAD_RATE_LIMIT,
      preHandler: app.identify,
      schema: {
        tags: ['feedback'],
        description:
          'multipart/form-data: `content` (1–1000 characters), optional `contact` (≤ 100), up to 3 files in `images` (PNG or JPEG by their bytes, ≤ 2 MB each). Signing in is optional.',
        consumes: ['multipart/form-data'],
        querystring: baseQuery,
        response: { 200: envelope(feedbackResponse) },
      },
    },
    async (req) => ok(await submitFeedback(app, req, req.session?.userId ?? null)),
  );
};
