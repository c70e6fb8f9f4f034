import { ErrorCode } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { DiscountTerms } from './products';
import * as repo from './repository';

type CodeRow = repo.DiscountCodeRow;

const terms = (row: CodeRow): DiscountTerms => ({
  code: row.code,
  tenths: Number(row.tenths),
  bonusDays: row.bonusDays,
  bonusPoints: row.bonusPoints,
});

/**
 * Whether this user may apply the code now: unknown 1104, expired 1105; used (or held by an
 * open checkout, repository.heldUses) by this user, or all its uses held, 1106.
 */
async function usable(db: DbOrTx, row: CodeRow | null, userId: string, now: Date) {
  if (!row || row.type !== 'COMMON') throw new AppError(ErrorCode.DISCOUNT_INVALID);
  if (row.expiresAt && row.expiresAt <= now) throw new AppError(ErrorCode.DISCOUNT_EXPIRED);
  const used = () => new AppError(ErrorCode.DISCOUNT_USED);
  if ((await repo.heldUses(db, row.code, userId, 'mine', now)) > 0) throw used();
  if (row.maxUses === null) return terms(row);
  if (row.usedCount >= row.maxUses) throw used();
  if ((await repo.heldUses(db, row.code, userId, 'others', now)) >= row.maxUses) throw used();
  return terms(row);
}

/** A discount code this user may apply now (see `usable`); reserves nothing. */
export async function checkDiscount(
  db: DbOrTx,
  userId: string,
  code: string,
  now = new Date(),
): Promise<DiscountTerms> {
  return usable(db, await repo.discountCode(db, code), userId, now);
}

/**
 * Checks the code with its row locked, for a checkout that reserves a use in the same
 * transaction (`holdDiscountUse`): concurrent checkouts on one code, on any number of
 * server instances, take its uses one at a time.
 */
export async function reserveDiscount(
  tx: Tx,
  userId: string,
  code: string,
  now = new Date(),
): Promise<DiscountTerms> {
  return usable(tx, await repo.discountCode(tx, code, true), userId, now);
}

/** Records that this user's use of the code is held by a new order (one row per user). */
export async function holdDiscountUse(
  tx: Tx,
  code: string,
  userId: string,
  orderId: string,
): Promise<void> {
  await repo.holdUse(tx, code, userId, orderId);
}

/**
 * At fulfilment: whether this paid order gets the code's bonus. It does when it holds its
 * user's use (reserved at checkout), or takes that use over from an order that was never paid
 * (one paid late after it lapsed); not when another of the user's orders was already paid with
 * the code. The payment already happened, so the discounted price itself stands either way.
 * `used_count` counts paid uses.
 */
export async function spendDiscountUse(
  tx: Tx,
  order: { id: string; userId: string; discountCode: string },
): Promise<boolean> {
  const { discountCode: code, userId } = order;
  const holder = await repo.useHolder(tx, code, userId);
  if (holder && holder !== order.id) {
    if ((await repo.findOrder(tx, holder))?.status === 'paid') return false;
  }
  // a code deleted since checkout: the order was priced with it, nothing left to record
  if (await repo.countPaidUse(tx, code)) await holdDiscountUse(tx, code, userId, order.id);
  return true;
}
