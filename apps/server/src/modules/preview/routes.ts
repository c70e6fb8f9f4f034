import { previewRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { skyNow } from '@starlit/core/astro';
import { skyPreview } from './service';

/**
 * Before an account: a visitor's Sun sign and today's sky for the birth data they typed; and
 * the sky now for anyone (Home's daily card), the same reckoning as the preview's.
 */
export const previewModule: ApiModule = async (app) => {
  route(app, routes.sky, async (req) => ok(skyPreview(req.body, requestLang(req))));
  route(app, routes.now, async () => ok(skyNow(new Date())));
};
