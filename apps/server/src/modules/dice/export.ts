import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { diceRolls } from '../../db/schema-readings';

/** The member's astro dice rolls with their questions and readings. */
export async function exportOf(db: DbOrTx, userId: string) {
  const rolls = await db
    .select({
      id: diceRolls.id,
      createdAt: diceRolls.createdAt,
      question: diceRolls.question,
      planet: diceRolls.planet,
      sign: diceRolls.sign,
      house: diceRolls.house,
      readingPaid: diceRolls.analysisPaid,
      reading: diceRolls.analysis,
    })
    .from(diceRolls)
    .where(eq(diceRolls.userId, userId))
    .orderBy(asc(diceRolls.createdAt));
  return { rolls };
}
