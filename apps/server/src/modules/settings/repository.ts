import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userConfigs, users } from '../../db/schema';

export async function readConfig(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      pointsDeductionPrompt: userConfigs.pointsDeductionPrompt,
      music: userConfigs.music,
      lang: users.lang,
      houseSystem: userConfigs.houseSystem,
      zodiac: userConfigs.zodiac,
      ayanamsa: userConfigs.ayanamsa,
      nodeKind: userConfigs.nodeKind,
    })
    .from(users)
    .leftJoin(userConfigs, eq(userConfigs.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ConfigPatch = Partial<
  Pick<
    typeof userConfigs.$inferInsert,
    'pointsDeductionPrompt' | 'music' | 'houseSystem' | 'zodiac' | 'ayanamsa' | 'nodeKind'
  >
>;

/** The member's chart options as stored (null without a settings row). */
export async function readChartOptions(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      houseSystem: userConfigs.houseSystem,
      zodiac: userConfigs.zodiac,
      ayanamsa: userConfigs.ayanamsa,
      nodeKind: userConfigs.nodeKind,
    })
    .from(userConfigs)
    .where(eq(userConfigs.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Writes the given settings, creating the row if it is missing. */
export async function writeConfig(db: DbOrTx, userId: string, patch: ConfigPatch): Promise<void> {
  const now = new Date();
  await db
    .insert(userConfigs)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: userConfigs.userId, set: { ...patch, updatedAt: now } });
}

export async function setLang(db: DbOrTx, userId: string, lang: string): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}
