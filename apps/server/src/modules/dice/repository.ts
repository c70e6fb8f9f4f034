import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { diceRolls } from '../../db/schema-readings';
import { insertedRow, rowMatching } from '../../lib/rows';
import { clockColumns } from '../points/zone';

export type RollRow = typeof diceRolls.$inferSelect;

export async function insertRoll(
  db: DbOrTx,
  values: typeof diceRolls.$inferInsert,
): Promise<RollRow> {
  return insertedRow(db, diceRolls, values);
}

export async function rollOf(db: DbOrTx, userId: string, id: string): Promise<RollRow | null> {
  return rowMatching(db, diceRolls, { id, userId });
}

/**
 * Marks the roll's reading paid (storing its text when given) unless it already was; with the
 * user's clock columns (clockColumns) for the charge that follows, null when it was paid already.
 */
export async function claimReading(tx: DbOrTx, userId: string, id: string, text: string | null) {
  const [row] = await tx
    .update(diceRolls)
    .set({ analysisPaid: true, ...(text !== null ? { analysis: text } : {}) })
    .where(matching(diceRolls, { id, userId, analysisPaid: false }))
    .returning({ id: diceRolls.id, ...clockColumns(userId) });
  return row ?? null;
}

export async function saveReading(db: DbOrTx, id: string, text: string): Promise<void> {
  await db.update(diceRolls).set({ analysis: text }).where(eq(diceRolls.id, id));
}
