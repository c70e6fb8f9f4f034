import { randomInt } from 'node:crypto';
import { answersRoutes as routes } from '@starlit/contracts';
import { ANSWERS } from '@starlit/core/answers';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { bumpDaily } from '../../lib/daily-counts';

/** The answers book: the server opens the book on a page chosen by its CSPRNG. */
export const answersModule: ApiModule = async (app) => {
  route(app, routes.bookAnswer, async (req) => {
    const index = randomInt(ANSWERS.length);
    // counted for the operators' dashboard; the page itself is never kept
    void bumpDaily(app.db, 'answers').catch((err: unknown) =>
      req.log.warn({ err }, 'answers page not counted'),
    );
    return ok({ index, answer: ANSWERS[index]![requestLang(req)] });
  });
};
