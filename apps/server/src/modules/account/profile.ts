import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  LIMITS,
  type CheckLogin,
  type ErrorCodeValue,
  type AccountProfile,
  type SocialProvider,
  type UpdateProfileBody,
  type UserInfo,
} from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError, paramError, unauthenticated } from '../../lib/errors';
import { emailTarget, phoneTarget } from '../../lib/phone';
import { exportFolder, isValidKey } from '../../lib/storage';
import { forgetUserSessions, type SessionInfo } from '../../lib/sessions';
import { cachesOf, invalidate } from '../../lib/caches';
import { forgetCodesOf } from '../codes/service';
import * as repo from './repository';
import type { UserRow } from './repository';
import { accountOf, toAccountProfile } from './users';
import { vipAccountOf } from '../points/vip';
import { forgetReferencesTo } from '../points/ledger';
import { forgetUser } from '../../jobs/queue';

/** A trimmed name or nickname: longer than 16 characters → `tooLong`; control characters → 1001. */
export function checkName(raw: string, tooLong: ErrorCodeValue, field: string): string {
  const value = raw.trim();
  if ([...value].length > LIMITS.nameMax) throw new AppError(tooLong);
  if (/\p{Cc}/u.test(value)) throw paramError(field);
  return value;
}

async function userOf(db: DbOrTx, session: SessionInfo): Promise<UserRow> {
  const user = await repo.findUserById(db, session.userId);
  if (!user) throw unauthenticated();
  return user;
}

/** Who is signed in; served from the in-process view cache between profile writes. */
export async function checkLogin(db: DbOrTx, session: SessionInfo): Promise<CheckLogin> {
  const sessionView = { type: session.method, expiresAt: session.expiresAt.toISOString() };
  const views = cachesOf(db)?.users;
  const cached = views?.get(session.userId);
  if (cached) return { ...cached, session: sessionView };
  const readStartedAt = Date.now();
  const user = await userOf(db, session);
  const view = {
    account: await accountOf(db, user),
    profile: toAccountProfile(user),
    user_id: user.id,
  };
  views?.set(user.id, view, readStartedAt);
  return { ...view, session: sessionView };
}

export async function userInfo(db: DbOrTx, session: SessionInfo): Promise<UserInfo> {
  const user = await userOf(db, session);
  const identities = await repo.identitiesOf(db, user.id);
  return {
    ...toAccountProfile(user),
    userId: user.id,
    account: await accountOf(db, user),
    email: user.email,
    phone: user.phone,
    areaCode: user.areaCode,
    hasPassword: user.passwordHash !== null,
    inviteCode: user.inviteCode,
    socialProviders: [...new Set(identities.map((i) => i.provider as SocialProvider))],
    vipAccount: vipAccountOf(user.vipExpiresAt),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The storage key behind an avatar URL this server issued to this user, or null. */
function issuedAvatarKey(app: FastifyInstance, userId: string, url: string): string | null {
  const origin = new URL(app.config.PUBLIC_URL).origin;
  const path = url.startsWith(origin + '/') ? url.slice(origin.length) : url;
  const prefix = '/api/v2/files/';
  if (!path.startsWith(prefix)) return null;
  const key = path.slice(prefix.length);
  return isValidKey(key) && key.startsWith(`avatars/${userId}/`) ? key : null;
}

/** Latest birthday allowed: today in the earliest time zone (UTC+14). */
const latestBirthday = () => new Date(Date.now() + 14 * 3600 * 1000).toISOString().slice(0, 10);

export async function updateProfile(
  app: FastifyInstance,
  session: SessionInfo,
  body: UpdateProfileBody,
): Promise<AccountProfile> {
  const user = await userOf(app.db, session);
  const patch: Partial<repo.NewUserRow> = {};
  if (body.nickname !== undefined) {
    patch.nickname = checkName(body.nickname, ErrorCode.NICKNAME_TOO_LONG, 'nickname');
    if (!patch.nickname) throw paramError('nickname');
  }
  if (body.name !== undefined) patch.name = checkName(body.name, ErrorCode.NAME_TOO_LONG, 'name');
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.birthday !== undefined) {
    if (
      body.birthday !== null &&
      (body.birthday > latestBirthday() || body.birthday < '1900-01-01')
    ) {
      throw paramError('birthday');
    }
    patch.birthday = body.birthday;
  }
  let oldAvatar: string | null = null;
  if (body.avatar !== undefined && body.avatar !== null) {
    const key = issuedAvatarKey(app, user.id, body.avatar);
    if (!key || !(await app.storage.get(key))) throw paramError('avatar');
    patch.avatar = key;
  } else if (body.avatar === null) {
    patch.avatar = null;
  }
  if (patch.avatar !== undefined && user.avatar && patch.avatar !== user.avatar)
    oldAvatar = user.avatar;
  const updated = Object.keys(patch).length ? await repo.updateUser(app.db, user.id, patch) : user;
  if (!updated) throw unauthenticated();
  if (oldAvatar) await app.storage.delete(oldAvatar);
  return toAccountProfile(updated);
}

/**
 * Deletes the account after the user typed it (as checkLogin shows it; else 1001).
 */
export async function deleteAccount(
  app: FastifyInstance,
  session: SessionInfo,
  confirm: string,
): Promise<null> {
  const user = await userOf(app.db, session);
  const account = await accountOf(app.db, user);
  if (confirm.trim().toLowerCase() !== account.toLowerCase()) throw paramError('confirm');
  await removeAccount(app, user);
  return null;
}

/**
 * Removes an account: the user row and by cascade sessions, identities, settings and feedback,
 * the codes sent to them, the background jobs that name them, their uploaded files and their
 * data export files. `inTransaction` (an operator's audit row)
 * runs in the same transaction as the deletion.
 */
export async function removeAccount(
  app: FastifyInstance,
  user: UserRow,
  inTransaction?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const feedbackImages = await repo.feedbackImagesOf(app.db, user.id);
  const targets = [
    ...(user.email ? [emailTarget(user.email)] : []),
    ...(user.areaCode && user.phone
      ? [phoneTarget({ areaCode: user.areaCode, number: user.phone })]
      : []),
  ];
  await app.db.transaction(async (tx) => {
    await forgetCodesOf(tx, targets);
    await forgetReferencesTo(tx, user.id);
    await repo.deleteUser(tx, user.id);
    await inTransaction?.(tx);
  });
  await forgetUserSessions(app.db, user.id);
  await forgetUser(app.db, user.id);
  await invalidate(app.db, 'user', user.id);
  try {
    await app.storage.deletePrefix(`avatars/${user.id}/`);
    await app.storage.deletePrefix(exportFolder(user.id));
    const folders = new Set(feedbackImages.map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
    for (const folder of folders) await app.storage.deletePrefix(folder);
  } catch (err) {
    app.log.error({ err, userId: user.id }, 'account deleted but some uploaded files were not');
  }
}
