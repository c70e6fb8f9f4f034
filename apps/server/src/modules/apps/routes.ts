import { appsRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { appCatalogue } from './service';

export const appsModule: ApiModule = async (app) => {
  route(app, routes.appCategory, async (req) => ok(await appCatalogue(app.db, requestLang(req))));
};
