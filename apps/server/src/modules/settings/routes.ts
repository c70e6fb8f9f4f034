import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  envelope,
  mutePointsNotificationBody,
  updateUserConfigBody,
  userConfigSchema,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { userIdOf } from '../../plugins/auth';
import { getUserConfig, updateUserConfig } from './service';

const tags = ['settings'];
const security = [{ bearer: [] }];

/** Per-user settings: points-deduction prompt, music, language. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userConfig',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: baseQuery,
        response: { 200: envelope(userConfigSchema) },
      },
    },
    async (req) => ok(await getUserConfig(app.db, userIdOf(req))),
  );

  app.post(
    '/userConfig',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: updateUserConfigBody,
        response: { 200: envelope(userConfigSchema) },
      },
    },
    async (req) => ok(await updateUserConfig(app.db, userIdOf(req), req.body)),
  );

  app.post(
    '/mutePointsNotification',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: mutePointsNotificationBody,
        response: { 200: envelope(userConfigSchema) },
      },
    },
    async (req) =>
      ok(
        await updateUserConfig(app.db, userIdOf(req), {
          pointsDeductionPrompt: !req.body.muteStatus,
        }),
      ),
  );
};
