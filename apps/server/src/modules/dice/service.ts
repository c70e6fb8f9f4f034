import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, type DiceRoll, type Lang } from '@starlit/contracts';
import {
  HOUSE_FACES,
  PLANET_FACES,
  SIGN_FACES,
  isSensitiveQuestion,
  rollDice,
  type HouseId,
  type PlanetId,
  type SignId,
} from '@starlit/core/dice';
import type { Db } from '../../db/client';
import { diceRolls } from '../../db/schema-readings';
import { AppError } from '../../lib/errors';
import { charge, type ChargeMode } from '../points/charge';

type RollRow = typeof diceRolls.$inferSelect;

export function toDiceRoll(row: RollRow, lang: Lang): DiceRoll {
  const face = (
    id: string,
    text: { name: string; symbol: string; keywords: string[]; meaning: string },
  ) => ({
    id,
    ...text,
  });
  return {
    id: row.id,
    question: row.question,
    planet: face(row.planet, PLANET_FACES[row.planet as PlanetId][lang]),
    sign: face(row.sign, SIGN_FACES[row.sign as SignId][lang]),
    house: face(String(row.house), HOUSE_FACES[row.house as HouseId][lang]),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rolls the three dice on the server for a question that passes the sensitivity policy. */
export async function roll(
  db: Db,
  userId: string,
  question: string,
  lang: Lang,
): Promise<DiceRoll> {
  if (isSensitiveQuestion(question)) throw new AppError(ErrorCode.SENSITIVE_QUESTION);
  const dice = rollDice(randomInt);
  const [row] = await db
    .insert(diceRolls)
    .values({ userId, question, ...dice })
    .returning();
  return toDiceRoll(row!, lang);
}

/** Charges `dice` once per roll, in the transaction that marks the roll's reading paid. */
export async function payForDiceReading(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: RollRow; charged: ChargeMode | 'already' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(diceRolls)
      .where(and(eq(diceRolls.id, id), eq(diceRolls.userId, userId)))
      .for('update');
    if (!row) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
    if (row.analysisPaid) return { row, charged: 'already' as const };
    const charged = await charge(tx, userId, 'dice', { ref: id });
    await tx.update(diceRolls).set({ analysisPaid: true }).where(eq(diceRolls.id, id));
    return { row, charged: charged.mode };
  });
}

export async function saveDiceReading(db: Db, id: string, text: string): Promise<void> {
  await db.update(diceRolls).set({ analysis: text }).where(eq(diceRolls.id, id));
}
