import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisResponse,
  baseQuery,
  briefResponse,
  deleteReadingsBody,
  deleteResponse,
  envelope,
  historyBody,
  historyResponse,
  predictionBody,
  readingIdBody,
  readingSchema,
  shuffleBody,
  shuffleResponse,
  tarotInfoResponse,
} from '@starlit/contracts';
import type { DrawnCard, SpreadId } from '@starlit/core/tarot';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { userIdOf } from '../../plugins/auth';
import { serveReading } from '../interpret';
import * as service from './service';

const tags = ['tarot'];
const security = [{ bearer: [] }];

/** Tarot: deck and spreads, shuffle, draw, brief, the full reading (charged, streamed), history. */
export const tarotRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.authenticate };

  app.post(
    '/tarot/info',
    { schema: { tags, querystring: baseQuery, response: { 200: envelope(tarotInfoResponse) } } },
    async (req) => ok(service.tarotInfo(requestLang(req))),
  );

  app.post(
    '/tarot/shuffle',
    {
      ...auth,
      schema: { tags, security, body: shuffleBody, response: { 200: envelope(shuffleResponse) } },
    },
    async (req) => ok(await service.shuffle(app.db, userIdOf(req), req.body.spreadId)),
  );

  app.post(
    '/tarot/prediction',
    {
      ...auth,
      schema: { tags, security, body: predictionBody, response: { 200: envelope(readingSchema) } },
    },
    async (req) => ok(await service.predict(app.db, userIdOf(req), req.body, requestLang(req))),
  );

  app.post(
    '/tarot/checkPrediction',
    {
      ...auth,
      schema: { tags, security, body: readingIdBody, response: { 200: envelope(readingSchema) } },
    },
    async (req) => {
      const lang = requestLang(req);
      return ok(
        service.toReading(await service.findReading(app.db, userIdOf(req), req.body.id), lang),
      );
    },
  );

  app.post(
    '/tarot/brief',
    {
      ...auth,
      schema: { tags, security, body: readingIdBody, response: { 200: envelope(briefResponse) } },
    },
    async (req) => ok(await service.brief(app.db, userIdOf(req), req.body.id, requestLang(req))),
  );

  app.post(
    '/tarot/predictionAnalysis',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'With Accept: text/event-stream the reading streams as server-sent events.',
        body: readingIdBody,
        response: { 200: envelope(analysisResponse) },
      },
    },
    async (req, reply) => {
      const lang = requestLang(req);
      const userId = userIdOf(req);
      const row = await service.findReading(app.db, userId, req.body.id);
      return serveReading(app, req, reply, lang, {
        task: {
          kind: 'tarot',
          spreadId: row.spreadId as SpreadId,
          question: row.question,
          cards: row.cards as DrawnCard[],
          seed: row.id,
        },
        stored: row.lang === lang ? row.analysis : null,
        pay: (text) => service.payForAnalysis(app.db, userId, row, text, lang),
        save: (text) => service.saveAnalysis(app.db, row.id, text, lang),
      });
    },
  );

  app.post(
    '/tarot/history',
    {
      ...auth,
      schema: { tags, security, body: historyBody, response: { 200: envelope(historyResponse) } },
    },
    async (req) =>
      ok(
        await service.history(
          app.db,
          userIdOf(req),
          req.body.page,
          req.body.pageSize,
          requestLang(req),
        ),
      ),
  );

  app.post(
    '/tarot/history/delete',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: deleteReadingsBody,
        response: { 200: envelope(deleteResponse) },
      },
    },
    async (req) => ok(await service.deleteReadings(app.db, userIdOf(req), req.body.ids)),
  );
};
