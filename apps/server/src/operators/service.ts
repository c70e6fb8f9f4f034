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

/** A grant's size: a whole number, not zero (named `word` in the refusal). */
function wholeNonZero(n: number, word: string): void {
  if (!Number.isInteger(n) || n === 0) throw new AdminError(`${word} must be a non-zero integer`);
}

/**
 * A grant made in `tx` with reason 'admin': what it changes read before (`read`), the change
 * (`apply`), and the hook's audit row of both, written there.
 */
function adminGrant<S extends object, R>(
  word: string,
  read: (tx: Tx, userId: string) => Promise<S>,
  apply: (tx: Tx, userId: string, n: number, detail: string) => Promise<R>,
  after: (done: R, n: number) => object,
) {
  return async (tx: Tx, userId: string, n: number, detail: string, hook?: AuditHook) => {
    wholeNonZero(n, word);
    const before = await read(tx, userId);
    const done = await apply(tx, userId, n, detail);
    await hook?.(tx, { target: userId, before, after: after(done, n) });
    return done;
  };
}

/** Moves a member's points in `tx` with reason 'admin', and writes the hook's audit row there. */
export const pointsGrantIn = adminGrant(
  'amount',
  async (tx, userId) => ({ balance: await balanceOf(tx, userId) }),
  (tx, userId, delta, detail) => movePoints(tx, { userId, delta, reason: 'admin', detail }),
  (done, delta) => ({ balance: done.balance, delta }),
);

/**
 * Changes a member's VIP days in `tx` with reason 'admin', with the hook's audit row; the
 * caller invalidates the user's cached view once the transaction commits.
 */
export const vipGrantIn = adminGrant(
  'days',
  async (tx, userId) => ({ vipExpiresAt: await vipExpiryOf(tx, userId) }),
  (tx, userId, days, detail) => changeVip(tx, { userId, days, reason: 'admin', detail }),
  (vipExpiresAt, days) => ({ vipExpiresAt, days }),
);

/** Finds the member and takes the note, then runs `grant` for them in one transaction. */
async function grantTo<R>(
  db: Db,
  who: string,
  why: string,
  grant: (tx: Tx, userId: string, detail: string) => Promise<R>,
) {
  const user = await findUser(db, who);
  const detail = note(why);
  return { userId: user.id, done: await db.transaction((tx) => grant(tx, user.id, detail)) };
}

export async function grantPoints(
  db: Db,
  who: string,
  amount: number,
  why: string,
  hook?: AuditHook,
) {
  wholeNonZero(amount, 'amount');
  const { userId, done } = await grantTo(db, who, why, (tx, id, detail) =>
    pointsGrantIn(tx, id, amount, detail, hook),
  );
  return { userId, delta: amount, balance: done.balance };
}

export async function grantVipDays(
  db: Db,
  who: string,
  days: number,
  why: string,
  hook?: AuditHook,
) {
  wholeNonZero(days, 'days');
  const { userId, done: expires } = await grantTo(db, who, why, (tx, id, detail) =>
    vipGrantIn(tx, id, days, detail, hook),
  );
  // the user's row changed: every instance drops its view of the user
  await invalidate(db, 'user', userId);
  return { userId, days, vipAccount: vipAccountOf(expires) };
}
