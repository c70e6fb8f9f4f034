import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarUploadResponse, baseQuery, envelope } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { UPLOAD_RATE_LIMIT } from '../../lib/limits';
import { userIdOf } from '../../plugins/auth';
import { readPublicFile, uploadAvatar } from './service';

/** Avatar upload and the uploaded-file passthrough. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploadAvatar',
    {
      config: UPLOAD_RATE_LIMIT,
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        description:
          'multipart/form-data with one file in field `file`: PNG or JPEG (by its bytes), at most 2 MB',
        consumes: ['multipart/form-data'],
        querystring: baseQuery,
        response: { 200: envelope(avatarUploadResponse) },
      },
    },
    async (req) => ok(await uploadAvatar(app, req, userIdOf(req))),
  );

  app.get(
    '/files/*',
    { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
    async (req, reply) => {
      const file = await readPublicFile(app, req.params['*']);
      return reply
        .type(file.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.data);
    },
  );
};
