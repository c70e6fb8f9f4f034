import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dailyCounts } from '../db/schema-admin';

/** What the dashboard counts that leaves no row of its own. */
export type DailyCount = 'answers' | 'aiFallback';

/** Adds one to today's (UTC) count of `name`. */
export async function bumpDaily(db: DbOrTx, name: DailyCount, now = new Date()): Promise<void> {
  await db
    .insert(dailyCounts)
    .values({ day: now.toISOString().slice(0, 10), name, count: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.day, dailyCounts.name],
      set: { count: sql`${dailyCounts.count} + 1` },
    });
}
