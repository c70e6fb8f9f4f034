import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** The columns of a table that counts wrong guesses in a window (password and operator guards). */
export interface GuardColumns {
  failures: AnyPgColumn;
  windowStartedAt: AnyPgColumn;
  lockedUntil: AnyPgColumn;
}

/** A Postgres interval of whole milliseconds. */
export const intervalMs = (n: number) => sql.raw(`interval '${Math.trunc(n)} milliseconds'`);

/**
 * The conflict update that counts one more check: a window (or a lock) that has run out starts
 * afresh, and the `max`th check in a window locks for `lockMs`. A row still locked is left
 * alone, so the upsert returns nothing.
 */
export function countOneCheck(
  g: GuardColumns,
  { max, windowMs, lockMs }: { max: number; windowMs: number; lockMs: number },
) {
  const fresh = sql`(${g.windowStartedAt} <= now() - ${intervalMs(windowMs)} or ${g.lockedUntil} <= now())`;
  const failures = sql`case when ${fresh} then 1 else ${g.failures} + 1 end`;
  return {
    set: {
      failures,
      windowStartedAt: sql`case when ${fresh} then now() else ${g.windowStartedAt} end`,
      lockedUntil: sql`case when ${failures} >= ${max} then now() + ${intervalMs(lockMs)} else null end`,
    },
    setWhere: sql`${g.lockedUntil} is null or ${g.lockedUntil} <= now()`,
  };
}

/** Whole seconds until the lock of the row whose `key` column is `id` ends; null when not locked. */
export async function lockSecondsLeft(
  db: DbOrTx,
  g: PgTable & GuardColumns,
  key: AnyPgColumn,
  id: string,
): Promise<number | null> {
  const [lock] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${g.lockedUntil} - now()))::int` })
    .from(g as PgTable)
    .where(and(eq(key, id), gt(g.lockedUntil, sql`now()`)));
  return lock ? lock.seconds : null;
}
