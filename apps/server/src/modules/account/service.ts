import {
  ErrorCode,
  type AuthResponse,
  type ChangePasswordBody,
  type Lang,
  type LoginMethod,
} from '@starlit/contracts';
import type { Db } from '../../db/client';
import { AppError, unauthenticated } from '../../lib/errors';
import { checkPassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { emailTarget, normalizeEmail, parsePhone, phoneTarget, type Phone } from '../../lib/phone';
import { revokeSession, revokeUserSessions, type SessionInfo } from '../../lib/sessions';
import { verifyCode } from '../codes/service';
import { clearPasswordLock, passwordAccepted, takePasswordCheck } from './guard';
import * as repo from './repository';
import type { UserRow } from './repository';
import { TakenError, createUser, signIn, type NewUser } from './users';
import { checkName } from './profile';

/** What every sign-in needs to know about the request. */
export interface Ctx {
  userAgent?: string;
  lang: Lang;
}

/** An account string: an e-mail, `+<area> <number>`, or a number with the given area code. */
function parseAccount(
  account: string,
  areaCode?: string,
): { email: string } | { phone: Phone } | null {
  const text = account.trim();
  if (text.includes('@')) return { email: normalizeEmail(text) };
  const shown = /^\+(\d{1,4})\s+(\S+)$/.exec(text);
  try {
    return { phone: shown ? parsePhone(shown[1], shown[2]!) : parsePhone(areaCode, text) };
  } catch {
    return null;
  }
}

async function findByAccount(db: Db, account: string, areaCode?: string): Promise<UserRow | null> {
  const parsed = parseAccount(account, areaCode);
  if (!parsed) return null;
  if ('email' in parsed) return repo.findUserByEmail(db, parsed.email);
  return repo.findUserByPhone(db, parsed.phone.areaCode, parsed.phone.number);
}

/** Signs in the user `find` returns, creating them with `input` on first use (isNew true). */
async function signInOrCreate(
  db: Db,
  find: () => Promise<UserRow | null>,
  input: NewUser,
  method: LoginMethod,
  ctx: Ctx,
): Promise<AuthResponse> {
  const existing = await find();
  if (existing) return signIn(db, existing, method, ctx.userAgent, false);
  try {
    return await signIn(db, await createUser(db, input), method, ctx.userAgent, true);
  } catch (err) {
    if (!(err instanceof TakenError)) throw err;
    // a simultaneous first sign-in created the account: sign in to it
    const raced = await find();
    if (!raced) throw err;
    return signIn(db, raced, method, ctx.userAgent, false);
  }
}

/** A name given at sign-up, checked like a profile edit; none (or only spaces) is undefined. */
function givenName(raw: string | undefined): string | undefined {
  return raw?.trim() ? checkName(raw, ErrorCode.NICKNAME_TOO_LONG, 'nickname') : undefined;
}

export async function register(
  db: Db,
  body: { email: string; code: string; password: string; nickname?: string; inviteCode?: string },
  ctx: Ctx,
): Promise<AuthResponse> {
  checkPassword(body.password);
  const nickname = givenName(body.nickname);
  if (await repo.findUserByEmail(db, body.email)) throw new AppError(ErrorCode.EMAIL_REGISTERED);
  await verifyCode(db, emailTarget(body.email), body.code, ['register', 'login']);
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await createUser(db, {
      email: body.email,
      passwordHash,
      nickname,
      inviteCode: body.inviteCode,
      lang: ctx.lang,
    });
    return await signIn(db, user, 'email', ctx.userAgent, true);
  } catch (err) {
    if (err instanceof TakenError) throw new AppError(ErrorCode.EMAIL_REGISTERED);
    throw err;
  }
}

/** Checks a user's password, counting it against the account's guesses (1005 while locked). */
async function passwordMatches(db: Db, user: UserRow, password: string, lang: Lang) {
  await takePasswordCheck(db, user.id, lang);
  const right = await verifyPassword(user.passwordHash, password);
  if (right) await passwordAccepted(db, user.id);
  return right;
}

/**
 * E-mail or phone and password: unknown 2001; wrong password, or none set, 2002; after
 * too many wrong passwords for the account, 1005 until its lock ends.
 */
export async function login(
  db: Db,
  body: { account: string; password: string; areaCode?: string },
  ctx: Ctx,
): Promise<AuthResponse> {
  const user = await findByAccount(db, body.account, body.areaCode);
  if (!user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  if (!(await passwordMatches(db, user, body.password, ctx.lang)))
    throw new AppError(ErrorCode.WRONG_PASSWORD);
  return signIn(db, user, 'password', ctx.userAgent, false);
}

export async function mobileLogin(
  db: Db,
  body: { phone: string; areaCode: string; code: string; nickname?: string; inviteCode?: string },
  ctx: Ctx,
): Promise<AuthResponse> {
  const phone = parsePhone(body.areaCode, body.phone);
  const nickname = givenName(body.nickname);
  await verifyCode(db, phoneTarget(phone), body.code, ['login', 'register']);
  return signInOrCreate(
    db,
    () => repo.findUserByPhone(db, phone.areaCode, phone.number),
    { phone, nickname, inviteCode: body.inviteCode, lang: ctx.lang },
    'mobile',
    ctx,
  );
}

export async function emailLogin(
  db: Db,
  body: { email: string; code: string; nickname?: string; inviteCode?: string },
  ctx: Ctx,
): Promise<AuthResponse> {
  const nickname = givenName(body.nickname);
  await verifyCode(db, emailTarget(body.email), body.code, ['login', 'register']);
  return signInOrCreate(
    db,
    () => repo.findUserByEmail(db, body.email),
    { email: body.email, nickname, inviteCode: body.inviteCode, lang: ctx.lang },
    'email',
    ctx,
  );
}

/**
 * New password invalid 2102; wrong old one 2014 (counted like a sign-in's, 1005 while
 * locked); same as the old one 2101. Without a password yet, the old one is not asked for.
 * Every session of the user is revoked and this device gets a fresh one.
 */
export async function changePassword(
  db: Db,
  session: SessionInfo,
  body: ChangePasswordBody,
  ctx: Ctx,
): Promise<AuthResponse> {
  const user = await repo.findUserById(db, session.userId);
  if (!user) throw unauthenticated();
  checkPassword(body.newPassword);
  if (user.passwordHash) {
    if (!(await passwordMatches(db, user, body.oldPassword, ctx.lang)))
      throw new AppError(ErrorCode.PASSWORD_CHANGE_FAILED);
    if (body.newPassword === body.oldPassword) throw new AppError(ErrorCode.PASSWORD_SAME);
  }
  await repo.updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  await revokeUserSessions(db, user.id);
  return signIn(db, user, session.method, ctx.userAgent, false);
}

/**
 * Sets a new password with a 'reset' code sent to the account: unknown account 2001,
 * invalid password 2102 (checked before the code is used up), wrong code 2006. Every
 * session is revoked, a password lock is lifted; this device is signed in again.
 */
export async function resetPassword(
  db: Db,
  body: { account: string; areaCode?: string; code: string; newPassword: string },
  ctx: Ctx,
): Promise<AuthResponse> {
  const parsed = parseAccount(body.account, body.areaCode);
  const user = await findByAccount(db, body.account, body.areaCode);
  if (!parsed || !user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  checkPassword(body.newPassword);
  const target = 'email' in parsed ? emailTarget(parsed.email) : phoneTarget(parsed.phone);
  await verifyCode(db, target, body.code, ['reset']);
  await repo.updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  await clearPasswordLock(db, user.id);
  await revokeUserSessions(db, user.id);
  return signIn(db, user, 'email' in parsed ? 'email' : 'mobile', ctx.userAgent, false);
}

export async function logout(db: Db, session: SessionInfo): Promise<null> {
  await revokeSession(db, session.sessionId);
  return null;
}
