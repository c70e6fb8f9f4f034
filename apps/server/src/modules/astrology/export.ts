import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { astroReports, astroUnlocks, profiles } from '../../db/schema-astro';

/** The member's chart report unlocks and the report texts written for their profiles. */
export async function exportOf(db: DbOrTx, userId: string) {
  const unlocks = await db
    .select({
      profileId: astroUnlocks.profileId,
      kind: astroUnlocks.kind,
      paidWith: astroUnlocks.mode,
      createdAt: astroUnlocks.createdAt,
    })
    .from(astroUnlocks)
    .where(eq(astroUnlocks.userId, userId))
    .orderBy(asc(astroUnlocks.createdAt));
  const reports = await db
    .select({
      profileId: astroReports.profileId,
      kind: astroReports.kind,
      lang: astroReports.lang,
      text: astroReports.text,
      createdAt: astroReports.createdAt,
    })
    .from(astroReports)
    .innerJoin(profiles, eq(profiles.id, astroReports.profileId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(astroReports.createdAt));
  return { unlocks, reports };
}
