import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redeemCodeUses, redeemCodes } from '../../db/schema-economy';

export type CodeRow = typeof redeemCodes.$inferSelect;

export async function findCode(db: DbOrTx, code: string): Promise<CodeRow | null> {
  const [row] = await db.select().from(redeemCodes).where(eq(redeemCodes.code, code)).limit(1);
  return row ?? null;
}

export async function usedBy(db: DbOrTx, code: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ code: redeemCodeUses.code })
    .from(redeemCodeUses)
    .where(and(eq(redeemCodeUses.code, code), eq(redeemCodeUses.userId, userId)))
    .limit(1);
  return !!row;
}

/** Records the user's use of the code; false when they used it before. */
export async function insertUse(tx: DbOrTx, code: string, userId: string): Promise<boolean> {
  const inserted = await tx
    .insert(redeemCodeUses)
    .values({ code, userId })
    .onConflictDoNothing()
    .returning({ code: redeemCodeUses.code });
  return inserted.length === 1;
}

/** Counts one more use while the code has uses left and has not expired; null when it has not. */
export async function countUse(tx: DbOrTx, code: string, now: Date): Promise<CodeRow | null> {
  const [row] = await tx
    .update(redeemCodes)
    .set({ usedCount: sql`${redeemCodes.usedCount} + 1` })
    .where(
      and(
        eq(redeemCodes.code, code),
        or(isNull(redeemCodes.maxUses), lt(redeemCodes.usedCount, redeemCodes.maxUses)),
        or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}
