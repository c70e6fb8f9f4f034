import { diceRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { serveReading } from '../interpret';
import { findRoll, payForDiceReading, roll, saveDiceReading } from './service';

/** Zodiac dice: a server roll for a question, then its reading (charged `dice`, streamed). */
export const diceModule: ApiModule = async (app) => {
  route(app, routes.roll, async (req) =>
    ok(await roll(app.db, userIdOf(req), req.body.question, requestLang(req))),
  );

  route(app, routes.analysis, async (req, reply) => {
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
  });
};
