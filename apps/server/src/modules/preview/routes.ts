import { previewRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../lib/route';
import { skyPreview } from './service';

/** Before an account: a visitor's Sun sign and today's sky for the birth data they typed. */
export const previewModule: ApiModule = async (app) => {
  route(app, routes.sky, async (req) => ok(skyPreview(req.body, requestLang(req))));
};
