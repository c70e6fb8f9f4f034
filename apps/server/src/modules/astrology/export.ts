import type { DbOrTx } from '../../db/client';
import { astroUnlocks, solarReturnPlaces } from '../../db/schema-astro';
import { memberHistory, memberRows } from '../exports/member-rows';

/**
 * The member's chart report unlocks (each report's full text is read by paid-texts.ts) and
 * the places chosen for solar returns.
 */
export async function exportOf(db: DbOrTx, userId: string) {
  const unlocks = await memberHistory(db, userId, astroUnlocks, {
    profileId: astroUnlocks.profileId,
    kind: astroUnlocks.kind,
    paidWith: astroUnlocks.mode,
    createdAt: astroUnlocks.createdAt,
  });
  const places = await memberRows(db, userId, solarReturnPlaces.userId, {
    profileId: solarReturnPlaces.profileId,
    year: solarReturnPlaces.year,
    place: solarReturnPlaces.place,
    chosenAt: solarReturnPlaces.updatedAt,
  }).orderBy(solarReturnPlaces.profileId, solarReturnPlaces.year);
  return { unlocks, solarReturnPlaces: places };
}
