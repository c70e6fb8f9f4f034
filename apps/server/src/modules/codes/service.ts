import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  LIMITS,
  type CodePurpose,
  type Lang,
  type SendCodeResponse,
} from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { numericCode, sameDigest, sha256 } from '../../lib/crypto';
import { makeCaptcha } from '../../lib/captcha';
import { rateLimited } from '../../lib/limits';
import * as repo from './repository';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const captchaHash = (text: string) => sha256(`captcha:${text.trim().toLowerCase()}`);
/**
 * A code is stored as SHA-256 of target and code. Six digits are easy to brute-force
 * offline, so the hash only keeps codes out of logs and casual reads; what protects
 * them is the try limit (5) and the send limits.
 */
const codeHash = (target: string, code: string) => sha256(`${target}:${code}`);

const tooSoon = (readyAt: number, now: number) => rateLimited((readyAt - now) / 1000);

// ---- captcha ----------------------------------------------------------------

export async function createCaptcha(db: DbOrTx): Promise<{ captchaId: string; svg: string }> {
  const now = new Date();
  await repo.deleteStaleCaptchas(db, now);
  const { text, svg } = makeCaptcha();
  const captchaId = await repo.insertCaptcha(
    db,
    captchaHash(text),
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  );
  return { captchaId, svg };
}

/** Checks an image captcha, using it up whatever the answer; else 2008. */
export async function checkCaptcha(db: DbOrTx, captchaId: string, text: string): Promise<void> {
  if (!UUID.test(captchaId)) throw new AppError(ErrorCode.WRONG_CAPTCHA);
  const row = await repo.consumeCaptcha(db, captchaId);
  if (
    !row ||
    row.expiresAt.getTime() <= Date.now() ||
    !sameDigest(row.answerHash, captchaHash(text))
  ) {
    throw new AppError(ErrorCode.WRONG_CAPTCHA);
  }
}

// ---- verification codes -----------------------------------------------------

export interface SendRequest {
  /** `email:<address>` or `phone:<area>-<number>` */
  target: string;
  channel: 'email' | 'sms';
  /** the address as the message names it */
  to: string;
  purpose: CodePurpose;
  ip: string;
  lang: Lang;
}

/**
 * Creates and delivers a code. One send per target per 60 s and ten per IP per hour (by default)
 * (1005 with the seconds to wait); sends for one IP and one target are serialised by
 * advisory locks, so concurrent sends cannot both pass the checks. A new code
 * supersedes the target's older ones.
 */
export async function sendCode(app: FastifyInstance, req: SendRequest): Promise<SendCodeResponse> {
  const code = numericCode(LIMITS.codeLength);
  const id = await app.db.transaction(async (tx) => {
    await repo.lockSend(tx, req.ip, req.target);
    const now = new Date();
    const last = await repo.lastSendTo(
      tx,
      req.target,
      new Date(now.getTime() - LIMITS.codeResendSeconds * 1000),
    );
    if (last) throw tooSoon(last.getTime() + LIMITS.codeResendSeconds * 1000, now.getTime());
    const fromIp = await repo.sendsFromIp(tx, req.ip, new Date(now.getTime() - HOUR_MS));
    if (fromIp.n >= app.config.CODE_SENDS_PER_IP_HOUR) {
      throw tooSoon((fromIp.oldest?.getTime() ?? now.getTime()) + HOUR_MS, now.getTime());
    }
    await repo.supersedeCodes(tx, req.target, now);
    return repo.insertCode(tx, {
      target: req.target,
      purpose: req.purpose,
      codeHash: codeHash(req.target, code),
      ip: req.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.codeTtlSeconds * 1000),
    });
  });
  try {
    await app.codeSender.send({
      channel: req.channel,
      to: req.to,
      code,
      purpose: req.purpose,
      lang: req.lang,
    });
    app.metrics?.codesSent.inc({ channel: req.channel });
  } catch (err) {
    app.log.error({ err, channel: req.channel }, 'verification code delivery failed');
    await repo.deleteCode(app.db, id);
    throw new AppError(
      ErrorCode.GENERIC,
      req.channel === 'email' ? 'e-mail not sent' : 'SMS not sent',
    );
  }
  await repo.deleteOldCodes(app.db, new Date(Date.now() - 24 * HOUR_MS));
  return { resendAfterSeconds: LIMITS.codeResendSeconds, expiresInSeconds: LIMITS.codeTtlSeconds };
}

/**
 * Checks and consumes the target's live code; else 2006. Wrong, expired, superseded,
 * used, and codes with their 5 tries spent all answer 2006. Each check claims a try
 * atomically before comparing, so racing guesses cannot exceed the limit.
 */
export async function verifyCode(
  db: DbOrTx,
  target: string,
  code: string,
  purposes: CodePurpose[],
): Promise<void> {
  const now = new Date();
  const live = await repo.liveCode(db, target);
  if (!live || !purposes.includes(live.purpose as CodePurpose))
    throw new AppError(ErrorCode.WRONG_CODE);
  const claimed = await repo.claimTry(db, live.id, LIMITS.codeMaxAttempts, now);
  if (!claimed || !sameDigest(claimed.codeHash, codeHash(target, code)))
    throw new AppError(ErrorCode.WRONG_CODE);
  if (!(await repo.consumeCode(db, live.id, now))) throw new AppError(ErrorCode.WRONG_CODE);
}

/** Deletes every code sent to these targets (an account's e-mail and phone, when it goes). */
export async function forgetCodesOf(db: DbOrTx, targets: string[]): Promise<void> {
  await repo.deleteCodesOf(db, targets);
}
