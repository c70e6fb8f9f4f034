import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  authResponse,
  baseQuery,
  changePasswordBody,
  checkLoginResponse,
  deleteAccountBody,
  emailLoginBody,
  emptyData,
  envelope,
  loginBody,
  mobileLoginBody,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  updateProfileResponse,
  userInfoResponse,
} from '@starlit/contracts';
import { ok, unauthenticated } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { ACCOUNT_RATE_LIMIT, AUTH_RATE_LIMIT } from '../../lib/limits';
import type { SessionInfo } from '../../lib/sessions';
import * as account from './service';
import * as profile from './profile';

const ctx = (req: FastifyRequest): account.Ctx => ({
  userAgent: req.headers['user-agent'],
  lang: requestLang(req),
});
const sessionOf = (req: FastifyRequest): SessionInfo => {
  if (!req.session) throw unauthenticated();
  return req.session;
};
const tags = ['account'];
const auth = [{ bearer: [] }];

/** Sign-up, sign-in, passwords, sessions, profile and account deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInRoute = { config: AUTH_RATE_LIMIT };

  app.post(
    '/register',
    {
      ...signInRoute,
      schema: { tags, body: registerBody, response: { 200: envelope(authResponse) } },
    },
    async (req) => ok(await account.register(app.db, req.body, ctx(req))),
  );
  app.post(
    '/login',
    {
      ...signInRoute,
      schema: { tags, body: loginBody, response: { 200: envelope(authResponse) } },
    },
    async (req) => ok(await account.login(app.db, req.body, ctx(req))),
  );
  app.post(
    '/mobileLogin',
    {
      ...signInRoute,
      schema: { tags, body: mobileLoginBody, response: { 200: envelope(authResponse) } },
    },
    async (req) => ok(await account.mobileLogin(app.db, req.body, ctx(req))),
  );
  app.post(
    '/emailLogin',
    {
      ...signInRoute,
      schema: { tags, body: emailLoginBody, response: { 200: envelope(authResponse) } },
    },
    async (req) => ok(await account.emailLogin(app.db, req.body, ctx(req))),
  );
  app.post(
    '/resetPassword',
    {
      ...signInRoute,
      schema: { tags, body: resetPasswordBody, response: { 200: envelope(authResponse) } },
    },
    async (req) => ok(await account.resetPassword(app.db, req.body, ctx(req))),
  );
  app.post(
    '/changePassword',
    {
      config: ACCOUNT_RATE_LIMIT,
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        body: changePasswordBody,
        response: { 200: envelope(authResponse) },
      },
    },
    async (req) => ok(await account.changePassword(app.db, sessionOf(req), req.body, ctx(req))),
  );
  app.get(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        querystring: baseQuery,
        response: { 200: envelope(emptyData) },
      },
    },
    async (req) => ok(await account.logout(app.db, sessionOf(req))),
  );
  app.get(
    '/checkLogin',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        querystring: baseQuery,
        response: { 200: envelope(checkLoginResponse) },
      },
    },
    async (req) => ok(await profile.checkLogin(app.db, sessionOf(req))),
  );
  app.get(
    '/userinfo',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        querystring: baseQuery,
        response: { 200: envelope(userInfoResponse) },
      },
    },
    async (req) => ok(await profile.userInfo(app.db, sessionOf(req))),
  );
  app.post(
    '/updateProfile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        body: updateProfileBody,
        response: { 200: envelope(updateProfileResponse) },
      },
    },
    async (req) => ok(await profile.updateProfile(app, sessionOf(req), req.body)),
  );
  app.post(
    '/deleteAccount',
    {
      config: ACCOUNT_RATE_LIMIT,
      preHandler: app.authenticate,
      schema: {
        tags,
        security: auth,
        body: deleteAccountBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (req) => ok(await profile.deleteAccount(app, sessionOf(req), req.body.confirm)),
  );
};
