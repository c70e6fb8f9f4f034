import { socialRoutes as routes } from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { route, type ApiModule } from '../../plugins/route';
import { socialLogin, startSocial } from './service';

/** Social sign-in: authorization code + PKCE (OpenID Connect for the Google type). */
export const socialModule: ApiModule = async (app) => {
  route(app, routes.start, async (req) =>
    ok(await startSocial(app, req.query.provider, req.query.redirectUri)),
  );

  route(app, routes.login, async (req) => {
    const ctx = { userAgent: req.headers['user-agent'], lang: requestLang(req) };
    return ok(await socialLogin(app, req.body, ctx));
  });
};
