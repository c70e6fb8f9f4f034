import { redeemRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { redeemCodeInfo, redeemWithCode } from './service';

/** Redemption codes: look one up, redeem it. */
export const redeemModule: ApiModule = async (app) => {
  route(app, routes.redeemCodeInfo, async (req) =>
    ok(await redeemCodeInfo(app.db, userIdOf(req), req.body.redeemCode)),
  );

  route(app, routes.redeemWithCode, async (req) =>
    ok(await redeemWithCode(app.db, userIdOf(req), req.body.redeemCode)),
  );
};
