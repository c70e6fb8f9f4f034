import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dailyCounts } from '../db/schema-admin';

/**
 * What the operators' dashboard counts per day that leaves no row of its own: answers-book
 * pages, AI fallbacks, and refunds (how many, and the cents refunded that day in each currency,
 * since an order's refunded total may grow over several days).
 */
export type DailyCount = 'answers' | 'aiFallback' | 'refunds' | RefundCents;

/** The day's refunded cents of one currency (yuan keep the name they had before dollars). */
export type RefundCents = 'refundCents' | 'refundCentsUsd';
export const refundCents = (currency: string): RefundCents =>
  currency === 'usd' ? 'refundCentsUsd' : 'refundCents';

/** Adds `by` (one by default) to today's (UTC) count of `name`. */
export async function bumpDaily(
  db: DbOrTx,
  name: DailyCount,
  by = 1,
  now = new Date(),
): Promise<void> {
  await db
    .insert(dailyCounts)
    .values({ day: now.toISOString().slice(0, 10), name, count: by })
    .onConflictDoUpdate({
      target: [dailyCounts.day, dailyCounts.name],
      set: { count: sql`${dailyCounts.count} + ${by}` },
    });
}
