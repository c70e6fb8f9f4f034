import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { usageCounters } from '../../db/schema-economy';

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
  const rows = await tx
    .insert(usageCounters)
    .values({ userId, counter, period, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.counter, usageCounters.period],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${cap}`,
    })
    .returning({ used: usageCounters.used });
  return rows.length > 0;
}

/** Uses so far today of the given counters (missing = 0). */
export async function usesOn(
  db: DbOrTx,
  userId: string,
  period: string,
  counters: Counter[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ counter: usageCounters.counter, used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.period, period),
        inArray(usageCounters.counter, counters),
      ),
    );
  return new Map(rows.map((r) => [r.counter, r.used]));
}
