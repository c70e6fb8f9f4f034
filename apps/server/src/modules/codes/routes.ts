import { codesRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { route, type ApiModule } from '../../plugins/route';
import { createCaptcha } from './service';

/** The image captcha (the code sends live with the account: whether one may be sent depends on it). */
export const codesModule: ApiModule = async (app) => {
  route(app, routes.captcha, async () => ok(await createCaptcha(app.db)));
};
