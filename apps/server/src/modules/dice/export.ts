import type { DbOrTx } from '../../db/client';
import { diceRolls } from '../../db/schema-readings';
import { memberHistory } from '../exports/member-rows';

/** The member's astro dice rolls with their questions and readings. */
export async function exportOf(db: DbOrTx, userId: string) {
  const rolls = await memberHistory(db, userId, diceRolls, {
    id: diceRolls.id,
    createdAt: diceRolls.createdAt,
    question: diceRolls.question,
    planet: diceRolls.planet,
    sign: diceRolls.sign,
    house: diceRolls.house,
    readingPaid: diceRolls.analysisPaid,
    reading: diceRolls.analysis,
  });
  return { rolls };
}
