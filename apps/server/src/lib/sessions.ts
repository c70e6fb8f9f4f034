import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LIMITS, type LoginMethod } from '@starlit/contracts';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from './crypto';
import { cachesOf, invalidate } from './caches';

/** The bearer token of a request, if any (the scheme's name is case-insensitive). */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = LIMITS.sessionDays * DAY_MS;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface SessionInfo {
  sessionId: string;
  userId: string;
  method: LoginMethod;
  expiresAt: Date;
}

/** Opens a session and returns the bearer token (only its hash is stored). */
export async function createSession(
  db: DbOrTx,
  userId: string,
  method: LoginMethod,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    method,
    userAgent: userAgent?.slice(0, 300) ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Finds the live session of a token and slides its expiry (30 days from the last use,
 * written at most hourly). Returns null for unknown, expired or revoked tokens, and for the
 * sessions of a disabled account.
 */
export async function resolveSession(db: DbOrTx, token: string): Promise<SessionInfo | null> {
  const now = new Date();
  const tokenHash = sha256(token);
  const cache = cachesOf(db)?.sessions;
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && now.getTime() - cached.lastSeenAt <= TOUCH_EVERY_MS) return cached.info;

  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      method: sessions.method,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    // a disabled account's sessions do not work
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
  }
  const info: SessionInfo = {
    sessionId: row.id,
    userId: row.userId,
    method: row.method as LoginMethod,
    expiresAt,
  };
  cache?.set(tokenHash, info, lastSeenAt.getTime(), now.getTime());
  return info;
}

/** Revokes one session (logout); every instance's cache drops the user's sessions. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  if (row) await invalidate(db, 'sessions', row.userId);
}

/** Revokes every live session of a user (password change, reset, deletion). */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await invalidate(db, 'sessions', userId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await invalidate(db, 'sessions', userId);
}

/** Forgets cached sessions of a user whose rows went away another way (account deletion). */
export async function forgetUserSessions(db: Db, userId: string): Promise<void> {
  await invalidate(db, 'sessions', userId);
}
