import { profilesRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { userIdOf } from '../../plugins/auth';
import * as service from './service';

/**
 * Profiles (the spec's "archives"): list, add (own / relation), info, delete, current, birth
 * instant.
 */
export const profilesModule: ApiModule = async (app) => {
  route(app, routes.list, async (req) => ok(await service.listProfiles(app.db, userIdOf(req))));

  route(app, routes.addOwn, async (req) =>
    ok(await service.saveProfile(app.db, userIdOf(req), req.body, true, requestLang(req))),
  );

  route(app, routes.addRelation, async (req) =>
    ok(await service.saveProfile(app.db, userIdOf(req), req.body, false, requestLang(req))),
  );

  route(app, routes.info, async (req) =>
    ok(await service.profileInfo(app.db, userIdOf(req), req.query.id)),
  );

  route(app, routes.remove, async (req) =>
    ok(await service.deleteProfiles(app.db, userIdOf(req), req.query.ids)),
  );

  route(app, routes.setCurrent, async (req) =>
    ok(await service.setCurrent(app.db, userIdOf(req), req.body.id)),
  );

  route(app, routes.birthInstant, async (req) =>
    ok(service.previewBirth(req.body, requestLang(req))),
  );
};
