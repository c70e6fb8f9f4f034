import { eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { balanceOf, movePoints } from '../modules/points/ledger';
import { invalidate } from '../lib/caches';
import { changeVip, vipAccountOf, vipExpiryOf } from '../modules/points/vip';

export * from './catalogue';
export { AdminError, type AuditHook, type Change } from './change';
import { AdminError, type AuditHook } from './change';

/**
 * Operator actions behind `npm run admin`. Every grant or revocation is a ledger (or VIP
 * grant) row with reason 'admin' and the operator's note, made in one transaction.
 */

/** A user by id, e-mail, or phone number (digits, with or without the area code). */
export async function findUser(db: Db, who: string): Promise<{ id: string; email: string | null }> {
  const needle = who.trim().toLowerCase();
  const digits = needle.replace(/[^\d]/g, '');
  const isUuid = /^[0-9a-f-]{36}$/.test(needle);
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      or(
        isUuid ? eq(users.id, needle) : sql`false`,
        eq(users.email, needle),
        digits ? eq(users.phone, digits) : sql`false`,
        digits ? sql`${users.areaCode} || ${users.phone} = ${digits}` : sql`false`,
      ),
    )
    .limit(2);
  if (rows.length !== 1) throw new AdminError(`no single user matches "${who}"`);
  return rows[0]!;
}

export const note = (text: string | undefined) => {
  if (!text?.trim()) throw new AdminError('--note is required: say why');
  return text.trim().slice(0, 200);
};

/** Moves a member's points in `tx` with reason 'admin', and writes the hook's audit row there. */
export async function pointsGrantIn(
  tx: Tx,
  userId: string,
  amount: number,
  detail: string,
  hook?: AuditHook,
) {
  if (!Number.isInteger(amount) || amount === 0)
    throw new AdminError('amount must be a non-zero integer');
  const before = await balanceOf(tx, userId);
  const done = await movePoints(tx, { userId, delta: amount, reason: 'admin', detail });
  await hook?.(tx, {
    target: userId,
    before: { balance: before },
    after: { balance: done.balance, delta: amount },
  });
  return done;
}

/**
 * Changes a member's VIP days in `tx` with reason 'admin', with the hook's audit row; the
 * caller invalidates the user's cached view once the transaction commits.
 */
export async function vipGrantIn(
  tx: Tx,
  userId: string,
  days: number,
  detail: string,
  hook?: AuditHook,
) {
  if (!Number.isInteger(days) || days === 0)
    throw new AdminError('days must be a non-zero integer');
  const before = await vipExpiryOf(tx, userId);
  const after = await changeVip(tx, { userId, days, reason: 'admin', detail });
  await hook?.(tx, {
    target: userId,
    before: { vipExpiresAt: before },
    after: { vipExpiresAt: after, days },
  });
  return after;
}

export async function grantPoints(
  db: Db,
  who: string,
  amount: number,
  why: string,
  hook?: AuditHook,
) {
  if (!Number.isInteger(amount) || amount === 0)
    throw new AdminError('amount must be a non-zero integer');
  const user = await findUser(db, who);
  const detail = note(why);
  const moved = await db.transaction((tx) => pointsGrantIn(tx, user.id, amount, detail, hook));
  return { userId: user.id, delta: amount, balance: moved.balance };
}

export async function grantVipDays(
  db: Db,
  who: string,
  days: number,
  why: string,
  hook?: AuditHook,
) {
  if (!Number.isInteger(days) || days === 0)
    throw new AdminError('days must be a non-zero integer');
  const user = await findUser(db, who);
  const detail = note(why);
  const expires = await db.transaction((tx) => vipGrantIn(tx, user.id, days, detail, hook));
  // the user's row changed: every instance drops its view of the user
  await invalidate(db, 'user', user.id);
  return { userId: user.id, days, vipAccount: vipAccountOf(expires) };
}
