import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { discountCodeUses, discountCodes, orders } from '../../db/schema-economy';
import { AppError } from '../../lib/errors';
import type { DiscountTerms } from './products';

type CodeRow = typeof discountCodes.$inferSelect;

/**
 * A use of a code is held by the order it was reserved for while that order is paid, or still
 * payable (created and not past its expiry). An order that expires or is cancelled releases its
 * use without any sweep: it simply stops counting.
 */
const holdsUse = (now: Date) =>
  or(eq(orders.status, 'paid'), and(eq(orders.status, 'created'), gt(orders.expiresAt, now)));

const terms = (row: CodeRow): DiscountTerms => ({
  code: row.code,
  tenths: Number(row.tenths),
  bonusDays: row.bonusDays,
  bonusPoints: row.bonusPoints,
});

/**
 * Whether this user may apply the code now: unknown 1104, expired 1105; used (or held by an
 * open checkout) by this user, or all its uses held, 1106.
 */
async function usable(db: DbOrTx, row: CodeRow | undefined, userId: string, now: Date) {
  if (!row || row.type !== 'COMMON') throw new AppError(ErrorCode.DISCOUNT_INVALID);
  if (row.expiresAt && row.expiresAt <= now) throw new AppError(ErrorCode.DISCOUNT_EXPIRED);
  const used = () => new AppError(ErrorCode.DISCOUNT_USED);
  const held = (...where: Parameters<typeof and>) =>
    db
      .select({ n: count() })
      .from(discountCodeUses)
      .innerJoin(orders, eq(orders.id, discountCodeUses.orderId))
      .where(and(eq(discountCodeUses.code, row.code), holdsUse(now), ...where));
  const [mine] = await held(eq(discountCodeUses.userId, userId));
  if (mine!.n > 0) throw used();
  if (row.maxUses === null) return terms(row);
  if (row.usedCount >= row.maxUses) throw used();
  const [others] = await held(ne(discountCodeUses.userId, userId));
  if (others!.n >= row.maxUses) throw used();
  return terms(row);
}

/** A discount code this user may apply now (see `usable`); reserves nothing. */
export async function checkDiscount(
  db: DbOrTx,
  userId: string,
  code: string,
  now = new Date(),
): Promise<DiscountTerms> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return usable(db, row, userId, now);
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
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1)
    .for('update');
  return usable(tx, row, userId, now);
}

/** Records that this user's use of the code is held by a new order (one row per user). */
export async function holdDiscountUse(
  tx: Tx,
  code: string,
  userId: string,
  orderId: string,
): Promise<void> {
  await tx
    .insert(discountCodeUses)
    .values({ code, userId, orderId })
    .onConflictDoUpdate({
      target: [discountCodeUses.code, discountCodeUses.userId],
      set: { orderId, createdAt: sql`now()` },
    });
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
  const [use] = await tx
    .select({ orderId: discountCodeUses.orderId })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.code, code), eq(discountCodeUses.userId, userId)))
    .limit(1)
    .for('update');
  if (use && use.orderId !== order.id) {
    const [holder] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, use.orderId))
      .limit(1);
    if (holder?.status === 'paid') return false;
  }
  const counted = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(eq(discountCodes.code, code))
    .returning({ code: discountCodes.code });
  // a code deleted since checkout: the order was priced with it, nothing left to record
  if (counted.length > 0) await holdDiscountUse(tx, code, userId, order.id);
  return true;
}
