import type { DbOrTx } from '../../db/client';
import { astroUnlocks } from '../../db/schema-astro';
import { memberHistory } from '../exports/member-rows';

/** The member's chart report unlocks (each report's full text is read by paid-texts.ts). */
export async function exportOf(db: DbOrTx, userId: string) {
  const unlocks = await memberHistory(db, userId, astroUnlocks, {
    profileId: astroUnlocks.profileId,
    kind: astroUnlocks.kind,
    paidWith: astroUnlocks.mode,
    createdAt: astroUnlocks.createdAt,
  });
  return { unlocks };
}
