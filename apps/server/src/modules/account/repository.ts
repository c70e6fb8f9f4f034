import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { feedback, passwordGuards, userConfigs, userIdentities, users } from '../../db/schema';
import { countOneCheck, intervalMs, lockSecondsLeft } from '../../db/guard-window';
import { profiles } from '../../db/schema-astro';
import { invalidate } from '../../lib/caches';
import {
  deletedCount,
  insertedFresh,
  rowMatching,
  updatedRow,
  valueMatching,
} from '../../lib/rows';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  return rowMatching(db, users, { id });
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  return rowMatching(db, users, { email });
}

export async function findUserByPhone(
  db: DbOrTx,
  areaCode: string,
  phone: string,
): Promise<UserRow | null> {
  return rowMatching(db, users, { areaCode, phone });
}

export async function findUserIdByInviteCode(
  db: DbOrTx,
  inviteCode: string,
): Promise<string | null> {
  return valueMatching(db, users, users.id, { inviteCode });
}

/** Inserts a user with its settings row (and a social identity), in the given transaction. */
export async function insertUser(
  tx: DbOrTx,
  values: NewUserRow,
  identity?: { provider: string; subject: string; name: string; email: string | null },
): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  await tx.insert(userConfigs).values({ userId: user!.id });
  if (identity) await tx.insert(userIdentities).values({ userId: user!.id, ...identity });
  return user!;
}

/** Updates a user's row; every instance's cached view of the user is dropped. */
export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<NewUserRow>,
): Promise<UserRow | null> {
  await invalidate(db, 'user', id);
  const row = await updatedRow(db, users, { ...patch, updatedAt: new Date() }, eq(users.id, id));
  await invalidate(db, 'user', id);
  return row;
}

export async function identitiesOf(db: DbOrTx, userId: string) {
  return db
    .select({ provider: userIdentities.provider, name: userIdentities.name })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(matching(userIdentities, { provider, subject }))
    .limit(1);
  return row ?? null;
}

/** Links an identity; false when the (provider, subject) pair is already linked. */
export async function linkIdentity(
  db: Db,
  values: { userId: string; provider: string; subject: string; name: string; email: string | null },
): Promise<boolean> {
  await invalidate(db, 'user', values.userId);
  const linked = await insertedFresh(db, userIdentities, values);
  await invalidate(db, 'user', values.userId);
  return linked;
}

/** Storage keys of a user's feedback images. */
export async function feedbackImagesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ images: feedback.images })
    .from(feedback)
    .where(matching(feedback, { userId }, isNotNull(feedback.images)));
  return rows.flatMap((r) => r.images);
}

/**
 * Deletes a user; sessions, identities, settings and feedback go with it (cascade). The caller
 * invalidates the user's sessions and view once the transaction commits.
 */
export async function deleteUser(db: DbOrTx, id: string): Promise<boolean> {
  return (await deletedCount(db, users, eq(users.id, id))) === 1;
}

/**
 * The name to greet a user by: the nickname they chose, else their own profile's name, else
 * '' (greet without a name).
 */
export async function greetingNameOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ nickname: users.nickname, own: profiles.nickname })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.relationship, 'A')))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.nickname.trim() || row?.own?.trim() || '';
}

// ---- password guesses (guard.ts) --------------------------------------------------------------

const g = passwordGuards;

/**
 * Counts one password check for the account in one upsert that serialises on its row: a
 * window (and a lock) that has run out starts afresh, and the `max`th check in a window locks
 * the account for `lockMs`. False while the account is locked (nothing counted).
 */
export async function countPasswordCheck(
  db: DbOrTx,
  userId: string,
  { max, windowMs, lockMs }: { max: number; windowMs: number; lockMs: number },
): Promise<boolean> {
  const taken = await db
    .insert(g)
    .values({
      userId,
      failures: 1,
      windowStartedAt: sql`now()`,
      lockedUntil: max <= 1 ? sql`now() + ${intervalMs(lockMs)}` : null,
    })
    .onConflictDoUpdate({
      target: g.userId,
      ...countOneCheck(g, { max, windowMs, lockMs }),
    })
    .returning({ failures: g.failures });
  return taken.length > 0;
}

/** Whole seconds until the account's password lock ends; null when it is not locked. */
export async function passwordLockLeft(db: DbOrTx, userId: string): Promise<number | null> {
  return lockSecondsLeft(db, g, g.userId, userId);
}

/** Forgets the account's counted password checks and any lock. */
export async function forgetPasswordChecks(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(g).where(eq(g.userId, userId));
}
