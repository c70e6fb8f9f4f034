import { baziRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';

/** 八字: a profile's Four Pillars and reading, the member's settings, the luck-pillar report. */
export const baziModule: ApiModule = async (app) => {
  route(app, routes.chart, async (req) =>
    ok(await service.baziOf(app.db, userIdOf(req), req.body.profileId, requestLang(req))),
  );

  route(app, routes.settings, async (req) => {
    const { trueSolarTime, dayChange } = req.body;
    return ok(await service.updateSettings(app.db, userIdOf(req), { trueSolarTime, dayChange }));
  });

  route(app, routes.unlockLuck, async (req) => {
    const { profileId } = req.body;
    const userId = userIdOf(req);
    await service.unlockLuck(app.db, userId, profileId);
    return ok(await service.baziOf(app.db, userId, profileId, requestLang(req)));
  });
};
