import type { DbOrTx } from '../../db/client';
import { redeemCodeUses } from '../../db/schema-economy';
import { memberHistory } from '../exports/member-rows';

/** The redemption codes the member used, and when. */
export async function exportOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, redeemCodeUses, {
    code: redeemCodeUses.code,
    createdAt: redeemCodeUses.createdAt,
  });
}
