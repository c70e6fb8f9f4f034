import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  depthDeleteBody,
  depthDeleteResponse,
  depthHistoryQuery,
  depthHistoryResponse,
  depthReportBody,
  depthReportResponse,
  envelope,
  mansionChartBody,
  mansionChartResponse,
  pairBody,
  pairingBody,
  pairingResponse,
  stellarTiesBody,
  stellarTiesResponse,
  synastryResponse,
  unlockDepthBody,
} from '@starlit/contracts';
import { ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { WRITE_RATE_LIMIT } from '../../lib/limits';
import { userIdOf } from '../../plugins/auth';
import { archiveFor } from '../astrology/service';
import { pairingOf } from './pairing';
import { pairOf } from './people';
import * as service from './service';
import { mansionChart, stellarTies } from './ties';

const tags = ['relations'];
const security = [{ bearer: [] }];

/** Zodiac pairing, stellar ties, synastry (serendipity) and the deep reports with their history. */
export const relationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    '/constellation/pairing',
    {
      ...auth,
      schema: { tags, security, body: pairingBody, response: { 200: envelope(pairingResponse) } },
    },
    async (req) => ok(await pairingOf(app.db, userIdOf(req), req.body.people, requestLang(req))),
  );

  app.post(
    '/stellarTies',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: stellarTiesBody,
        response: { 200: envelope(stellarTiesResponse) },
      },
    },
    async (req) => {
      const [a, b] = await pairOf(app.db, userIdOf(req), req.body.archive_a, req.body.archive_b);
      return ok(stellarTies(a, b, requestLang(req)));
    },
  );

  app.post(
    '/stellarTies/chart',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: mansionChartBody,
        response: { 200: envelope(mansionChartResponse) },
      },
    },
    async (req) =>
      ok(
        mansionChart(
          await archiveFor(app.db, userIdOf(req), req.body.archive_id),
          requestLang(req),
        ),
      ),
  );

  const serendipity =
    (unlock: boolean) =>
    async (
      req: { body: { archive_a: number; archive_b: number } } & Parameters<typeof userIdOf>[0],
    ) =>
      ok(
        await service.serendipity(
          app.db,
          app.interpreter,
          userIdOf(req),
          { a: req.body.archive_a, b: req.body.archive_b },
          requestLang(req),
          unlock,
        ),
      );
  const synastrySchema = {
    tags,
    security,
    body: pairBody,
    response: { 200: envelope(synastryResponse) },
  };
  app.post('/serendipity/together', { ...auth, schema: synastrySchema }, serendipity(false));
  app.post(
    '/unlock/serendipity/together',
    { ...auth, config: WRITE_RATE_LIMIT, schema: synastrySchema },
    serendipity(true),
  );

  app.post(
    '/depth/report',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: depthReportBody,
        response: { 200: envelope(depthReportResponse) },
      },
    },
    async (req) => {
      const { report_id, archive_a, archive_b } = req.body;
      const userId = userIdOf(req);
      const lang = requestLang(req);
      if (report_id !== undefined)
        return ok(await service.depthById(app.db, app.interpreter, userId, report_id, lang));
      if (archive_a === undefined || archive_b === undefined) throw paramError('report_id');
      return ok(
        await service.depthForPair(
          app.db,
          app.interpreter,
          userId,
          { a: archive_a, b: archive_b },
          lang,
        ),
      );
    },
  );

  app.post(
    '/unlock/depth/report',
    {
      ...auth,
      config: WRITE_RATE_LIMIT,
      schema: {
        tags,
        security,
        body: unlockDepthBody,
        response: { 200: envelope(depthReportResponse) },
      },
    },
    async (req) =>
      ok(
        await service.unlockDepth(
          app.db,
          app.interpreter,
          userIdOf(req),
          { a: req.body.archive_a, b: req.body.archive_b },
          requestLang(req),
        ),
      ),
  );

  app.get(
    '/depth/report/history',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: depthHistoryQuery,
        response: { 200: envelope(depthHistoryResponse) },
      },
    },
    async (req) => ok({ list: await service.depthHistory(app.db, userIdOf(req)) }),
  );

  app.post(
    '/del/depth/report',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: depthDeleteBody,
        response: { 200: envelope(depthDeleteResponse) },
      },
    },
    async (req) => ok(await service.deleteDepth(app.db, userIdOf(req), req.body.ids)),
  );
};
