import { settingsRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { getUserConfig, updateUserConfig } from './service';

/** Per-user settings: points-deduction prompt, music, language. */
export const settingsModule: ApiModule = async (app) => {
  route(app, routes.userConfig, async (req) => ok(await getUserConfig(app.db, userIdOf(req))));

  route(app, routes.updateUserConfig, async (req) =>
    ok(await updateUserConfig(app.db, userIdOf(req), req.body)),
  );

  route(app, routes.mutePointsNotification, async (req) => {
    const change = { pointsDeductionPrompt: !req.body.muteStatus };
    return ok(await updateUserConfig(app.db, userIdOf(req), change));
  });
};
