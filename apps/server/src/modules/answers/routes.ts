import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { baseQuery, bookAnswerResponse, envelope } from '@starlit/contracts';
import { ANSWERS } from '@starlit/core/answers';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { PUBLIC_READ_RATE_LIMIT } from '../../lib/limits';

/** The answers book: the server opens the book on a page chosen by its CSPRNG. */
export const answersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookAnswer',
    {
      config: PUBLIC_READ_RATE_LIMIT,
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
