import type { DbOrTx, Tx } from '../../db/client';
import { countersOn, takeCounter } from './repository';

/** 'free' is the daily free allowance; the others are VIP feature caps. */
export type Counter =
  'free' | 'aiChat' | 'advancedReaders' | 'dailyHoroscopeReport' | 'tarotDailyForecast';

/**
 * Takes one use of a daily counter if it is under `cap`, in one statement: the upsert only
 * increments while `used < cap`, so concurrent takers can never exceed the cap.
 */
export async function takeUse(
  tx: Tx,
  userId: string,
  counter: Counter,
  period: string,
  cap: number,
): Promise<boolean> {
  if (cap <= 0) return false;
  return takeCounter(tx, { userId, counter, period }, cap);
}

/** Uses so far today of the given counters (missing = 0). */
export async function usesOn(
  db: DbOrTx,
  userId: string,
  period: string,
  counters: Counter[],
): Promise<Map<string, number>> {
  const rows = await countersOn(db, userId, period, counters);
  return new Map(rows.map((r) => [r.counter, r.used]));
}
