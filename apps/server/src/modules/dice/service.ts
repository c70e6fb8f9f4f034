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
import type { Db, DbOrTx } from '../../db/client';
import { diceRolls } from '../../db/schema-readings';
import { AppError } from '../../lib/errors';
import { economyRules } from '../points/rules';
import { charge, type ChargeMode } from '../points/charge';
import { clockColumns, clockFrom } from '../points/zone';

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

/** Charges `dice` once per roll, in the transaction that marks its reading paid (and stores it). */
export async function payForDiceReading(
  db: Db,
  userId: string,
  id: string,
  text: string | null,
): Promise<ChargeMode | 'already'> {
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(diceRolls)
      .set({ analysisPaid: true, ...(text !== null ? { analysis: text } : {}) })
      .where(
        and(eq(diceRolls.id, id), eq(diceRolls.userId, userId), eq(diceRolls.analysisPaid, false)),
      )
      .returning({ id: diceRolls.id, ...clockColumns(userId) });
    if (!claimed) {
      if (text !== null) await saveDiceReading(tx, id, text);
      return 'already' as const;
    }
    return (await charge(tx, userId, 'dice', { clock: clockFrom(claimed), ref: id, rules })).mode;
  });
}

export async function findRoll(db: Db, userId: string, id: string): Promise<RollRow> {
  const [row] = await db
    .select()
    .from(diceRolls)
    .where(and(eq(diceRolls.id, id), eq(diceRolls.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return row;
}

export async function saveDiceReading(db: DbOrTx, id: string, text: string): Promise<void> {
  await db.update(diceRolls).set({ analysis: text }).where(eq(diceRolls.id, id));
}
