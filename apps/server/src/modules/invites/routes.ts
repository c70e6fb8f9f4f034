import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  envelope,
  inviteRecordQuery,
  inviteRecordResponse,
  myInviteInfoResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { userIdOf } from '../../plugins/auth';
import { inviteRecord, myInviteInfo } from './service';

const tags = ['invites'];
const security = [{ bearer: [] }];

/** The user's invite code, rewards and the friends who joined through it. */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/myInviteInfo',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: baseQuery,
        response: { 200: envelope(myInviteInfoResponse) },
      },
    },
    async (req) => ok(await myInviteInfo(app.db, userIdOf(req))),
  );

  app.get(
    '/inviteRecord',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: inviteRecordQuery,
        response: { 200: envelope(inviteRecordResponse) },
      },
    },
    async (req) =>
      ok(await inviteRecord(app.db, userIdOf(req), req.query.page, req.query.pageSize)),
  );
};
