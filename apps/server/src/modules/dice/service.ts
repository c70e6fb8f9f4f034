import { randomInt } from 'node:crypto';
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
import { AppError } from '../../lib/errors';
import { economyRules } from '../points/rules';
import { charge, type ChargeMode } from '../points/charge';
import { clockFrom } from '../points/zone';
import * as repo from './repository';
import type { RollRow } from './repository';

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
  return toDiceRoll(await repo.insertRoll(db, { userId, question, ...dice }), lang);
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
    const claimed = await repo.claimReading(tx, userId, id, text);
    if (!claimed) {
      if (text !== null) await saveDiceReading(tx, id, text);
      return 'already' as const;
    }
    return (await charge(tx, userId, 'dice', { clock: clockFrom(claimed), ref: id, rules })).mode;
  });
}

export async function findRoll(db: Db, userId: string, id: string): Promise<RollRow> {
  const row = await repo.rollOf(db, userId, id);
  if (!row) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return row;
}

export async function saveDiceReading(db: DbOrTx, id: string, text: string): Promise<void> {
  await repo.saveReading(db, id, text);
}
