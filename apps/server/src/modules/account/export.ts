import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordGuards, sessions, userIdentities, users } from '../../db/schema';
import { memberHistory, memberRow } from '../exports/member-rows';

/**
 * The account as its owner may download it: the profile fields and sign-in links. Secrets
 * (the password hash) and who invited the member stay out.
 */
export async function exportOf(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const identities = await memberHistory(db, userId, userIdentities, {
    provider: userIdentities.provider,
    name: userIdentities.name,
    email: userIdentities.email,
    linkedAt: userIdentities.createdAt,
  });
  const guard = await memberRow(db, userId, passwordGuards, {
    failedPasswordChecks: passwordGuards.failures,
    since: passwordGuards.windowStartedAt,
    lockedUntil: passwordGuards.lockedUntil,
  });
  return {
    account: {
      id: user.id,
      email: user.email,
      areaCode: user.areaCode,
      phone: user.phone,
      hasPassword: user.passwordHash !== null,
      nickname: user.nickname,
      name: user.name,
      gender: user.gender,
      birthday: user.birthday,
      avatar: user.avatar,
      inviteCode: user.inviteCode,
      joinedWithInvite: user.invitedBy !== null,
      lang: user.lang,
      timeZone: user.timeZone,
      timeZoneSetAt: user.timeZoneSetAt,
      vipExpiresAt: user.vipExpiresAt,
      flag: user.flag,
      disabledAt: user.disabledAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    identities,
    passwordGuard: guard,
  };
}

/** The member's sign-in sessions: how, the browser, when first and last seen (no token hashes). */
export async function sessionsOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, sessions, {
    method: sessions.method,
    userAgent: sessions.userAgent,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  });
}
