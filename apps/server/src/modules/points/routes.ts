import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountQuery,
  claimTaskBody,
  claimTaskResponse,
  deductionInfoResponse,
  deductionQuery,
  envelope,
  featuresUsageResponse,
  pointsRecordBody,
  pointsRecordResponse,
  pointsTasksResponse,
  signInResponse,
  swapPointsBody,
  swapPointsResponse,
  userAccountResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { userIdOf } from '../../plugins/auth';
import { getUserConfig } from '../settings/service';
import { checkIn } from './checkin';
import * as service from './service';
import { userClock } from './zone';

const tags = ['points'];
const security = [{ bearer: [] }];

/** The points account: balance, allowance, check-in, ledger, deductions, swaps, tasks. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.get(
    '/userAccount',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: accountQuery,
        response: { 200: envelope(userAccountResponse) },
      },
    },
    async (req) => ok(await service.userAccount(app.db, userIdOf(req), req.query.tz)),
  );

  app.get(
    '/featuresUsage',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: accountQuery,
        response: { 200: envelope(featuresUsageResponse) },
      },
    },
    async (req) => ok(await service.featuresUsage(app.db, userIdOf(req), req.query.tz)),
  );

  app.get(
    '/signIn',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: accountQuery,
        response: { 200: envelope(signInResponse) },
      },
    },
    async (req) => {
      const userId = userIdOf(req);
      return ok(await checkIn(app.db, userId, await userClock(app.db, userId, req.query.tz)));
    },
  );

  app.post(
    '/pointsRecord',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: pointsRecordBody,
        response: { 200: envelope(pointsRecordResponse) },
      },
    },
    async (req) =>
      ok(await service.pointsRecord(app.db, userIdOf(req), req.body.page, req.body.pageSize)),
  );

  app.get(
    '/deductionInfo',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: deductionQuery,
        response: { 200: envelope(deductionInfoResponse) },
      },
    },
    async (req) => {
      const userId = userIdOf(req);
      const config = await getUserConfig(app.db, userId);
      return ok(
        await service.deductionInfo(
          app.db,
          userId,
          req.query.type,
          config.pointsDeductionPrompt,
          req.query.tz,
        ),
      );
    },
  );

  app.post(
    '/swapPoints',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: swapPointsBody,
        response: { 200: envelope(swapPointsResponse) },
      },
    },
    async (req) => ok(await service.swapPoints(app.db, userIdOf(req), req.body.type)),
  );

  app.get(
    '/pointsTasks',
    { ...auth, schema: { tags, security, response: { 200: envelope(pointsTasksResponse) } } },
    async (req) => ok(await service.pointsTasks(app.db, userIdOf(req))),
  );

  app.post(
    '/claimTask',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: claimTaskBody,
        response: { 200: envelope(claimTaskResponse) },
      },
    },
    async (req) => ok(await service.claimFollow(app.db, userIdOf(req))),
  );
};
