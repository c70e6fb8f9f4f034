import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseQuery, bookAnswerResponse, envelope } from '@starlit/contracts';
import { ANSWERS } from '@starlit/core/answers';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';

/** The answers book: the server opens the book on a page chosen by its CSPRNG. */
export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookAnswer',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['answers'],
        querystring: baseQuery,
        response: { 200: envelope(bookAnswerResponse) },
      },
    },
    async (req) => {
      const index = randomInt(ANSWERS.length);
      return ok({ index, answer: ANSWERS[index]![requestLang(req)] });
    },
  );
};
