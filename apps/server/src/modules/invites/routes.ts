import { invitesRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import { inviteRecord, myInviteInfo } from './service';

/** The user's invite code, rewards and the friends who joined through it. */
export const invitesModule: ApiModule = async (app) => {
  route(app, routes.myInviteInfo, async (req) => ok(await myInviteInfo(app.db, userIdOf(req))));

  route(app, routes.inviteRecord, async (req) =>
    ok(await inviteRecord(app.db, userIdOf(req), req.query.page, req.query.pageSize)),
  );
};
