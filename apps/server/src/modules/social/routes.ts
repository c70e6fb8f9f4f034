import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse,
  envelope,
  socialLoginBody,
  socialStartQuery,
  socialStartResponse,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { AUTH_RATE_LIMIT } from '../../lib/limits';
import { socialLogin, startSocial } from './service';

/** Social sign-in: authorization code + PKCE (OpenID Connect for the Google type). */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/social/start',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        tags: ['account'],
        querystring: socialStartQuery,
        response: { 200: envelope(socialStartResponse) },
      },
    },
    async (req) => ok(await startSocial(app, req.query.provider, req.query.redirectUri)),
  );

  app.post(
    '/socialLogin',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: socialLoginBody,
        response: { 200: envelope(authResponse) },
      },
    },
    async (req) =>
      ok(
        await socialLogin(app, req.body, {
          userAgent: req.headers['user-agent'],
          lang: requestLang(req),
        }),
      ),
  );
};
