import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analysisResponse,
  diceBody,
  diceRollResponse,
  envelope,
  readingIdBody,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { userIdOf } from '../../plugins/auth';
import { serveReading } from '../interpret';
import { findRoll, payForDiceReading, roll, saveDiceReading } from './service';

const tags = ['dice'];
const security = [{ bearer: [] }];

/** Zodiac dice: a server roll for a question, then its reading (charged `dice`, streamed). */
export const diceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/constellation/dice',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: diceBody, response: { 200: envelope(diceRollResponse) } },
    },
    async (req) => ok(await roll(app.db, userIdOf(req), req.body.question, requestLang(req))),
  );

  app.post(
    '/constellation/dice/analysis',
    {
      preHandler: app.authenticate,
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
      const row = await findRoll(app.db, userId, req.body.id);
      return serveReading(app, req, reply, lang, {
        task: {
          kind: 'dice',
          question: row.question,
          planet: row.planet,
          sign: row.sign,
          house: row.house,
          seed: row.id,
        },
        stored: row.analysis,
        pay: (text) => payForDiceReading(app.db, userId, row.id, text),
        save: (text) => saveDiceReading(app.db, row.id, text),
      });
    },
  );
};
