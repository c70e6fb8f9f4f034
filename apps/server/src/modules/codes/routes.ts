import { codesRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { clientAddress } from '../../lib/limits';
import { route, type ApiModule } from '../../plugins/route';
import { createCaptcha, sendEmailCode, sendSmsCode } from './service';

/** Image captcha and verification-code sends. */
export const codesModule: ApiModule = async (app) => {
  route(app, routes.captcha, async () => ok(await createCaptcha(app.db)));

  route(app, routes.sendEmailCode, async (req) =>
    ok(await sendEmailCode(app, req.body, clientAddress(req), requestLang(req))),
  );

  route(app, routes.sendSmsCode, async (req) =>
    ok(await sendSmsCode(app, req.body, clientAddress(req), requestLang(req))),
  );
};
