/**
 * Verification-code sends for sign-up, sign-in and password reset: whether the address may get
 * a code depends on the account (a registered address cannot register again, an unknown one
 * cannot reset), so these live with the account and hand the send to the codes module.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type CodePurpose, type Lang, type SendCodeResponse } from '@starlit/contracts';
import { AppError } from '../../lib/errors';
import { emailTarget, formatPhone, parsePhone, phoneTarget } from '../../lib/phone';
import { checkCaptcha, sendCode } from '../codes/service';
import { userByEmail, userByPhone } from './lookup';

/** 'register' for a registered e-mail → 2005; 'reset' for an unknown one → 2001. */
export async function sendEmailCode(
  app: FastifyInstance,
  body: { email: string; purpose: CodePurpose },
  ip: string,
  lang: Lang,
): Promise<SendCodeResponse> {
  const user = await userByEmail(app.db, body.email);
  if (body.purpose === 'register' && user) throw new AppError(ErrorCode.EMAIL_REGISTERED);
  if (body.purpose === 'reset' && !user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return sendCode(app, {
    target: emailTarget(body.email),
    channel: 'email',
    to: body.email,
    purpose: body.purpose,
    ip,
    lang,
  });
}

/** Captcha first (2008), then the number (2104); 'register' for a registered phone → 2103, 'reset' for an unknown one → 2001. */
export async function sendSmsCode(
  app: FastifyInstance,
  body: {
    phone: string;
    areaCode: string;
    captchaId: string;
    captchaText: string;
    purpose: CodePurpose;
  },
  ip: string,
  lang: Lang,
): Promise<SendCodeResponse> {
  await checkCaptcha(app.db, body.captchaId, body.captchaText);
  const phone = parsePhone(body.areaCode, body.phone);
  const user = await userByPhone(app.db, phone.areaCode, phone.number);
  if (body.purpose === 'register' && user) throw new AppError(ErrorCode.PHONE_REGISTERED);
  if (body.purpose === 'reset' && !user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  return sendCode(app, {
    target: phoneTarget(phone),
    channel: 'sms',
    to: formatPhone(phone),
    purpose: body.purpose,
    ip,
    lang,
  });
}
