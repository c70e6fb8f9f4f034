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
import { streamEvents, wantsStream } from '../../lib/sse';
import { userIdOf } from '../../plugins/auth';
import { interpret } from '../interpret';
import { replay } from '../tarot/routes';
import { payForDiceReading, roll, saveDiceReading } from './service';

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
      const { row, charged } = await payForDiceReading(app.db, userIdOf(req), req.body.id);
      const task = {
        kind: 'dice' as const,
        question: row.question,
        planet: row.planet,
        sign: row.sign,
        house: row.house,
        seed: row.id,
      };
      const stored = row.analysis;
      const save = async (text: string) => {
        if (!stored && text) await saveDiceReading(app.db, row.id, text);
        return { charged };
      };
      if (wantsStream(req)) {
        return streamEvents(
          req,
          reply,
          (signal) => (stored ? replay(stored) : app.interpreter.stream(task, lang, signal)),
          save,
        );
      }
      const text = stored ?? (await interpret(app.interpreter, task, lang));
      await save(text);
      return ok({ text, charged });
    },
  );
};
