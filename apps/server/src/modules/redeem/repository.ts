import { gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { redeemCodeUses, redeemCodes } from '../../db/schema-economy';
import { insertedFresh, rowMatching, updatedRow } from '../../lib/rows';

export type CodeRow = typeof redeemCodes.$inferSelect;

export async function findCode(db: DbOrTx, code: string): Promise<CodeRow | null> {
  return rowMatching(db, redeemCodes, { code });
}

export async function usedBy(db: DbOrTx, code: string, userId: string): Promise<boolean> {
  return (await rowMatching(db, redeemCodeUses, { code, userId })) !== null;
}

/** Records the user's use of the code; false when they used it before. */
export async function insertUse(tx: DbOrTx, code: string, userId: string): Promise<boolean> {
  return insertedFresh(tx, redeemCodeUses, { code, userId });
}

/** Counts one more use while the code has uses left and has not expired; null when it has not. */
export async function countUse(tx: DbOrTx, code: string, now: Date): Promise<CodeRow | null> {
  const usesLeft = or(isNull(redeemCodes.maxUses), lt(redeemCodes.usedCount, redeemCodes.maxUses));
  const unexpired = or(isNull(redeemCodes.expiresAt), gt(redeemCodes.expiresAt, now));
  const counted = { usedCount: sql`${redeemCodes.usedCount} + 1` };
  return updatedRow(tx, redeemCodes, counted, matching(redeemCodes, { code }, usesLeft, unexpired));
}
