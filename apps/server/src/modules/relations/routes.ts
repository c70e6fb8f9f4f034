import { relationsRoutes as routes } from '@starlit/contracts';
import { ok, paramError } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule, type RouteRequest } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { baziPairOf } from './bazi-pair';
import { relationshipCharts } from './charts';
import { pairingOf } from './pairing';
import { pairOf } from './people';
import * as service from './service';
import { stellarTies } from './ties';

/**
 * Zodiac pairing, stellar ties, synastry (serendipity) with the relationship charts, the 八字
 * pair, and the deep reports with their history.
 */
export const relationsModule: ApiModule = async (app) => {
  route(app, routes.pairing, async (req) =>
    ok(await pairingOf(app.db, userIdOf(req), req.body.people, requestLang(req))),
  );

  route(app, routes.ties, async (req) => {
    const [a, b] = await pairOf(app.db, userIdOf(req), req.body.archive_a, req.body.archive_b);
    return ok(stellarTies(a, b, requestLang(req)));
  });

  route(app, routes.mansionChart, async (req) =>
    ok(await service.mansionChartOf(app.db, userIdOf(req), req.body.archive_id, requestLang(req))),
  );

  const synastry = (unlock: boolean) => async (req: RouteRequest<typeof routes.synastry>) =>
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
  route(app, routes.synastry, synastry(false));
  route(app, routes.unlockSynastry, synastry(true));

  route(app, routes.relationshipCharts, async (req) => {
    const pair = { a: req.body.archive_a, b: req.body.archive_b };
    return ok(await relationshipCharts(app.db, userIdOf(req), pair, requestLang(req)));
  });

  route(app, routes.baziPair, async (req) => {
    const pair = { a: req.body.archive_a, b: req.body.archive_b };
    return ok(await baziPairOf(app.db, userIdOf(req), pair, requestLang(req)));
  });

  route(app, routes.depthReport, async (req) => {
    const { report_id, archive_a, archive_b } = req.body;
    const userId = userIdOf(req);
    const lang = requestLang(req);
    if (report_id !== undefined)
      return ok(await service.depthById(app.db, app.interpreter, userId, report_id, lang));
    if (archive_a === undefined || archive_b === undefined) throw paramError('report_id');
    const pair = { a: archive_a, b: archive_b };
    return ok(await service.depthForPair(app.db, app.interpreter, userId, pair, lang));
  });

  route(app, routes.unlockDepth, async (req) => {
    const pair = { a: req.body.archive_a, b: req.body.archive_b };
    const lang = requestLang(req);
    return ok(await service.unlockDepth(app.db, app.interpreter, userIdOf(req), pair, lang));
  });

  route(app, routes.depthHistory, async (req) =>
    ok({ list: await service.depthHistory(app.db, userIdOf(req)) }),
  );

  route(app, routes.deleteDepth, async (req) =>
    ok(await service.deleteDepth(app.db, userIdOf(req), req.body.ids)),
  );
};
