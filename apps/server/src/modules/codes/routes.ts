import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  baseQuery,
  captchaResponse,
  envelope,
  sendCodeResponse,
  sendEmailCodeBody,
  sendSmsCodeBody,
} from '@starlit/contracts';
import { ok } from '../../lib/errors';
import { requestLang } from '../../lib/lang';
import { AUTH_RATE_LIMIT, clientAddress } from '../../lib/limits';
import { createCaptcha, sendEmailCode, sendSmsCode } from './service';

/** Image captcha and verification-code sends. */
export const codesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        tags: ['account'],
        querystring: baseQuery,
        response: { 200: envelope(captchaResponse) },
      },
    },
    async () => ok(await createCaptcha(app.db)),
  );

  app.post(
    '/sendEmailCode',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: sendEmailCodeBody,
        response: { 200: envelope(sendCodeResponse) },
      },
    },
    async (req) => ok(await sendEmailCode(app, req.body, clientAddress(req), requestLang(req))),
  );

  app.post(
    '/sendSMSCode',
    {
      config: AUTH_RATE_LIMIT,
      schema: {
        tags: ['account'],
        body: sendSmsCodeBody,
        response: { 200: envelope(sendCodeResponse) },
      },
    },
    async (req) => ok(await sendSmsCode(app, req.body, clientAddress(req), requestLang(req))),
  );
};
