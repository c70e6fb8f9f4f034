import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userConfigs } from '../../db/schema';

/** The member's settings row, or null when they never changed one. */
export async function exportOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      pointsDeductionPrompt: userConfigs.pointsDeductionPrompt,
      music: userConfigs.music,
      updatedAt: userConfigs.updatedAt,
    })
    .from(userConfigs)
    .where(eq(userConfigs.userId, userId));
  return row ?? null;
}
