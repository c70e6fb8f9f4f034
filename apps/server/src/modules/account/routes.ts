import type { FastifyRequest } from 'fastify';
import { accountRoutes as routes, codesRoutes } from '@starlit/contracts';
import { ok, unauthenticated } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { clientAddress } from '../../lib/limits';
import { route, type ApiModule } from '../../plugins/route';
import type { SessionInfo } from '../../lib/sessions';
import * as account from './service';
import * as profile from './profile';
import { sendEmailCode, sendSmsCode } from './send-codes';

const ctx = (req: FastifyRequest): account.Ctx => ({
  userAgent: req.headers['user-agent'],
  lang: requestLang(req),
});
const sessionOf = (req: FastifyRequest): SessionInfo => {
  if (!req.session) throw unauthenticated();
  return req.session;
};

/** Sign-up, sign-in, passwords, sessions, profile and account deletion. */
export const accountModule: ApiModule = async (app) => {
  route(app, codesRoutes.sendEmailCode, async (req) =>
    ok(await sendEmailCode(app, req.body, clientAddress(req), requestLang(req))),
  );
  route(app, codesRoutes.sendSmsCode, async (req) =>
    ok(await sendSmsCode(app, req.body, clientAddress(req), requestLang(req))),
  );
  route(app, routes.register, async (req) =>
    ok(await account.register(app.db, req.body, ctx(req))),
  );
  route(app, routes.login, async (req) => ok(await account.login(app.db, req.body, ctx(req))));
  route(app, routes.mobileLogin, async (req) =>
    ok(await account.mobileLogin(app.db, req.body, ctx(req))),
  );
  route(app, routes.emailLogin, async (req) =>
    ok(await account.emailLogin(app.db, req.body, ctx(req))),
  );
  route(app, routes.resetPassword, async (req) =>
    ok(await account.resetPassword(app.db, req.body, ctx(req))),
  );
  route(app, routes.changePassword, async (req) =>
    ok(await account.changePassword(app.db, sessionOf(req), req.body, ctx(req))),
  );
  route(app, routes.logout, async (req) => ok(await account.logout(app.db, sessionOf(req))));
  route(app, routes.checkLogin, async (req) =>
    ok(await profile.checkLogin(app.db, sessionOf(req))),
  );
  route(app, routes.userInfo, async (req) => ok(await profile.userInfo(app.db, sessionOf(req))));
  route(app, routes.updateProfile, async (req) =>
    ok(await profile.updateProfile(app, sessionOf(req), req.body)),
  );
  route(app, routes.deleteAccount, async (req) =>
    ok(await profile.deleteAccount(app, sessionOf(req), req.body.confirm)),
  );
};
