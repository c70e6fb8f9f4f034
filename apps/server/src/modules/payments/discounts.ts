import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { discountCodeUses, discountCodes } from '../../db/schema-economy';
import { AppError } from '../../lib/errors';
import type { DiscountTerms } from './products';

/**
 * A discount code this user may apply now: unknown 1104, expired 1105, already used by
 * this user or used up 1106.
 */
export async function checkDiscount(
  db: DbOrTx,
  userId: string,
  code: string,
  now = new Date(),
): Promise<DiscountTerms> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (!row || row.type !== 'COMMON') throw new AppError(ErrorCode.DISCOUNT_INVALID);
  if (row.expiresAt && row.expiresAt <= now) throw new AppError(ErrorCode.DISCOUNT_EXPIRED);
  if (row.maxUses !== null && row.usedCount >= row.maxUses)
    throw new AppError(ErrorCode.DISCOUNT_USED);
  const [use] = await db
    .select({ code: discountCodeUses.code })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.code, code), eq(discountCodeUses.userId, userId)))
    .limit(1);
  if (use) throw new AppError(ErrorCode.DISCOUNT_USED);
  return {
    code: row.code,
    tenths: Number(row.tenths),
    bonusDays: row.bonusDays,
    bonusPoints: row.bonusPoints,
  };
}

/**
 * Records that a paid order used its code. The payment already happened, so a code used
 * up meanwhile is still honoured; the use is recorded once per user.
 */
export async function recordDiscountUse(
  tx: Tx,
  code: string,
  userId: string,
  orderId: string,
): Promise<void> {
  const inserted = await tx
    .insert(discountCodeUses)
    .values({ code, userId, orderId })
    .onConflictDoNothing()
    .returning({ code: discountCodeUses.code });
  if (inserted.length > 0) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(eq(discountCodes.code, code));
  }
}
