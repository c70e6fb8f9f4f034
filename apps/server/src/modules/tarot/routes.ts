import { tarotRoutes as routes } from '@starlit/contracts';
import type { DrawnCard, SpreadId } from '@starlit/core/tarot';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { serveReading } from '../interpret';
import * as service from './service';

/** Tarot: deck and spreads, shuffle, draw, brief, the full reading (charged, streamed), history. */
export const tarotModule: ApiModule = async (app) => {
  route(app, routes.info, async (req) => ok(service.tarotInfo(requestLang(req))));

  route(app, routes.shuffle, async (req) =>
    ok(await service.shuffle(app.db, userIdOf(req), req.body.spreadId)),
  );

  route(app, routes.prediction, async (req) =>
    ok(await service.predict(app.db, userIdOf(req), req.body, requestLang(req))),
  );

  route(app, routes.checkPrediction, async (req) => {
    const row = await service.findReading(app.db, userIdOf(req), req.body.id);
    return ok(service.toReading(row, requestLang(req)));
  });

  route(app, routes.brief, async (req) =>
    ok(await service.brief(app.db, userIdOf(req), req.body.id, requestLang(req))),
  );

  route(app, routes.analysis, async (req, reply) => {
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
  });

  route(app, routes.history, async (req) => {
    const { page, pageSize } = req.body;
    return ok(await service.history(app.db, userIdOf(req), page, pageSize, requestLang(req)));
  });

  route(app, routes.deleteHistory, async (req) =>
    ok(await service.deleteReadings(app.db, userIdOf(req), req.body.ids)),
  );
};
