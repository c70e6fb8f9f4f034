import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  redeemCodeBody,
  redeemCodeInfoResponse,
  redeemResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { userIdOf } from '../../plugins/auth';
import { redeemCodeInfo, redeemWithCode } from './service';

const tags = ['codes'];
const security = [{ bearer: [] }];

/** Redemption codes: look one up, redeem it. */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/redeemCodeInfo',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: redeemCodeBody,
        response: { 200: envelope(redeemCodeInfoResponse) },
      },
    },
    async (req) => ok(await redeemCodeInfo(app.db, userIdOf(req), req.body.redeemCode)),
  );

  app.post(
    '/redeemWithCode',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: redeemCodeBody, response: { 200: envelope(redeemResponse) } },
    },
    async (req) => ok(await redeemWithCode(app.db, userIdOf(req), req.body.redeemCode)),
  );
};
