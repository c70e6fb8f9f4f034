import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redeemCodeUses } from '../../db/schema-economy';

/** The redemption codes the member used, and when. */
export async function exportOf(db: DbOrTx, userId: string) {
  return db
    .select({ code: redeemCodeUses.code, createdAt: redeemCodeUses.createdAt })
    .from(redeemCodeUses)
    .where(eq(redeemCodeUses.userId, userId))
    .orderBy(asc(redeemCodeUses.createdAt));
}
