import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { userConfigs } from '../../db/schema';
import { astroUnlocks } from '../../db/schema-astro';
import { insertedFresh } from '../../lib/rows';

/** What a profile's luck-pillar report is unlocked as (a row of astro_unlocks). */
export const LUCK_KIND = 'baziLuck';

/** The member's 八字 settings as stored (null without a settings row). */
export async function readSettings(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      trueSolarTime: userConfigs.baziTrueSolarTime,
      dayChange: userConfigs.baziDayChange,
      updatedAt: userConfigs.updatedAt,
    })
    .from(userConfigs)
    .where(eq(userConfigs.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface SettingsPatch {
  baziTrueSolarTime?: boolean;
  baziDayChange?: string;
}

/** Writes the given 八字 settings, creating the member's settings row if it is missing. */
export async function writeSettings(db: DbOrTx, userId: string, patch: SettingsPatch) {
  const now = new Date();
  await db
    .insert(userConfigs)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: userConfigs.userId, set: { ...patch, updatedAt: now } });
}

export async function isUnlocked(db: DbOrTx, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ kind: astroUnlocks.kind })
    .from(astroUnlocks)
    .where(matching(astroUnlocks, { profileId, kind: LUCK_KIND }));
  return row !== undefined;
}

/** Writes the unlock row; false when the profile's luck report was unlocked already. */
export async function claimUnlock(tx: DbOrTx, userId: string, profileId: number) {
  return insertedFresh(tx, astroUnlocks, { userId, profileId, kind: LUCK_KIND, mode: 'points' });
}

/** Records how the unlock was paid. */
export async function setUnlockMode(tx: DbOrTx, profileId: number, mode: string) {
  await tx
    .update(astroUnlocks)
    .set({ mode })
    .where(matching(astroUnlocks, { profileId, kind: LUCK_KIND }));
}

/** The member's luck-report unlocks, oldest first. */
export async function unlocksOf(db: DbOrTx, userId: string) {
  return db
    .select({
      profileId: astroUnlocks.profileId,
      paidWith: astroUnlocks.mode,
      createdAt: astroUnlocks.createdAt,
    })
    .from(astroUnlocks)
    .where(and(eq(astroUnlocks.userId, userId), eq(astroUnlocks.kind, LUCK_KIND)))
    .orderBy(asc(astroUnlocks.createdAt));
}
