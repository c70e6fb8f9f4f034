import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  calculateMbtiBody,
  envelope,
  mbtiDeleteBody,
  mbtiDeleteResponse,
  mbtiHistoryQuery,
  mbtiHistoryResponse,
  mbtiInfoQuery,
  mbtiInfoResponse,
  mbtiListResponse,
  mbtiQuestionsBody,
  mbtiQuestionsResponse,
  mbtiReportQuery,
  mbtiReportResponse,
  mbtiResultSchema,
  mbtiShareBody,
  mbtiShareResponse,
  shareReportQuery,
  shareReportResponse,
  unlockMbtiBody,
  userMbtiResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { PUBLIC_READ_RATE_LIMIT, WRITE_RATE_LIMIT } from '../../lib/limits';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';
import { typeInfo, typeList } from './views';

const tags = ['mbti'];
const security = [{ bearer: [] }];

/**
 * The 16-type personality test: questions, scoring into the history, the 16 type pages, the
 * paid report (unlockMbti) and a public share summary.
 */
export const mbtiRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    '/mbtiQuestions',
    {
      schema: { tags, body: mbtiQuestionsBody, response: { 200: envelope(mbtiQuestionsResponse) } },
    },
    async (req) => ok(service.questions(req.body.level, requestLang(req))),
  );

  app.post(
    '/calculateMbti',
    {
      ...auth,
      config: WRITE_RATE_LIMIT,
      schema: {
        tags,
        security,
        body: calculateMbtiBody,
        response: { 200: envelope(mbtiResultSchema) },
      },
    },
    async (req) =>
      ok(
        await service.calculate(
          app.db,
          userIdOf(req),
          req.body.level,
          req.body.answers,
          requestLang(req),
        ),
      ),
  );

  app.get(
    '/mbti/history',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: mbtiHistoryQuery,
        response: { 200: envelope(mbtiHistoryResponse) },
      },
    },
    async (req) =>
      ok(
        await service.history(
          app.db,
          userIdOf(req),
          req.query.page,
          req.query.pageSize,
          requestLang(req),
        ),
      ),
  );

  app.post(
    '/del/mbti/history',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: mbtiDeleteBody,
        response: { 200: envelope(mbtiDeleteResponse) },
      },
    },
    async (req) => ok(await service.deleteResults(app.db, userIdOf(req), req.body.ids)),
  );

  app.get(
    '/mbti/list',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: { tags, querystring: baseQuery, response: { 200: envelope(mbtiListResponse) } },
    },
    async (req) => ok(typeList(requestLang(req))),
  );

  app.get(
    '/mbti/info',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: { tags, querystring: mbtiInfoQuery, response: { 200: envelope(mbtiInfoResponse) } },
    },
    async (req) => ok(typeInfo(req.query.type, requestLang(req))),
  );

  app.get(
    '/mbti/history/report',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: mbtiReportQuery,
        response: { 200: envelope(mbtiReportResponse) },
      },
    },
    async (req) =>
      ok(
        await service.report(
          app.db,
          app.interpreter,
          userIdOf(req),
          req.query.id,
          requestLang(req),
        ),
      ),
  );

  app.post(
    '/unlockMbtiReport',
    {
      ...auth,
      config: WRITE_RATE_LIMIT,
      schema: {
        tags,
        security,
        body: unlockMbtiBody,
        response: { 200: envelope(mbtiReportResponse) },
      },
    },
    async (req) =>
      ok(
        await service.unlock(app.db, app.interpreter, userIdOf(req), req.body.id, requestLang(req)),
      ),
  );

  app.get(
    '/userMbtiReport',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: baseQuery,
        response: { 200: envelope(userMbtiResponse) },
      },
    },
    async (req) => ok(await service.latest(app.db, userIdOf(req), requestLang(req))),
  );

  app.post(
    '/mbti/share',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: mbtiShareBody,
        response: { 200: envelope(mbtiShareResponse) },
      },
    },
    async (req) => ok(await service.share(app.db, userIdOf(req), req.body.id)),
  );

  app.get(
    '/getShareReport',
    {
      config: PUBLIC_READ_RATE_LIMIT,
      schema: {
        tags,
        querystring: shareReportQuery,
        response: { 200: envelope(shareReportResponse) },
      },
    },
    async (req) => ok(await service.shared(app.db, req.query.token, requestLang(req))),
  );
};
