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
  expiresAt: row.expiresAt,
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
 * Whether a use of the code is free at `at` for an order that held none meanwhile: the code
 * still exists, has not expired, and the uses everyone else holds (paid, or reserved by an
 * open checkout) leave one. Called with the code's row locked.
 */
async function useLeft(tx: Tx, row: CodeRow, userId: string, at: Date): Promise<boolean> {
  if (row.expiresAt && row.expiresAt <= at) return false;
  if (row.maxUses === null) return true;
  if (row.usedCount >= row.maxUses) return false;
  return (await repo.heldUses(tx, row.code, userId, 'others', at)) < row.maxUses;
}

/**
 * At fulfilment: whether this paid order gets the code's bonus. It does when it holds its
 * user's use (reserved at checkout, paid before the order lapsed). An order paid after it
 * lapsed held no use meanwhile, so someone else may have taken it: it gets the bonus only if
 * a use is still free when it was paid, and otherwise keeps what its price bought without the
 * bonus and without counting a use. Never when another of the user's orders was already paid
 * with the code. The payment already happened, so the discounted price itself stands either
 * way. `used_count` counts paid uses and never passes `max_uses`.
 */
export async function spendDiscountUse(
  tx: Tx,
  order: { id: string; userId: string; discountCode: string; expiresAt: Date },
  paidAt: Date,
): Promise<boolean> {
  const { discountCode: code, userId } = order;
  // the code's row first, as checkout locks it, then this user's use
  const row = await repo.discountCode(tx, code, true);
  const holder = await repo.useHolder(tx, code, userId);
  if (holder && holder !== order.id) {
    if ((await repo.findOrder(tx, holder))?.status === 'paid') return false;
  }
  // a code deleted since checkout: the order was priced with it, nothing left to record
  if (!row) return true;
  const lapsed = order.expiresAt.getTime() <= paidAt.getTime();
  if (lapsed && !(await useLeft(tx, row, userId, paidAt))) return false;
  await repo.countPaidUse(tx, code);
  await holdDiscountUse(tx, code, userId, order.id);
  return true;
}
