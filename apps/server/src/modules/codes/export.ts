import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from '../../db/schema';

/** The codes sent to the member's addresses (`email:…`, `phone:…`): when and why, not the codes. */
export async function exportOf(db: DbOrTx, targets: string[]) {
  if (targets.length === 0) return [];
  return db
    .select({
      sentTo: verificationCodes.target,
      purpose: verificationCodes.purpose,
      createdAt: verificationCodes.createdAt,
      expiresAt: verificationCodes.expiresAt,
      usedAt: verificationCodes.consumedAt,
    })
    .from(verificationCodes)
    .where(inArray(verificationCodes.target, targets))
    .orderBy(asc(verificationCodes.createdAt));
}
