import { sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { matching, type Match } from '../db/match';

/**
 * The row of `table` whose named columns equal the values (and-ed with any further
 * conditions), or null: a lookup by a key, such as a member's own row by its id.
 */
export async function rowMatching<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: Match<T>,
  ...more: (SQL | undefined)[]
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(matching(table, values, ...more))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * Inserts the row unless one with the same unique key is there already; whether it was
 * inserted. Concurrent callers with the same key: exactly one gets true.
 */
export async function insertedFresh<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T['$inferInsert'],
): Promise<boolean> {
  const rows = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing()
    .returning({ one: sql`1` });
  return rows.length > 0;
}

/** Sets columns of the row matching `where` and returns it as it now is; null when none matched. */
export async function updatedRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  set: PgUpdateSetSource<T>,
  where: SQL,
): Promise<T['$inferSelect'] | null> {
  const [row] = (await db.update(table).set(set).where(where).returning()) as T['$inferSelect'][];
  return row ?? null;
}
