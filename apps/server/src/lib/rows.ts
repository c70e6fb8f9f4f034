import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** One column's value in the row matching the values, or null (no such row, or a null value). */
export async function valueMatching<T extends PgTable, C extends PgColumn>(
  db: DbOrTx,
  table: T,
  column: C,
  values: Match<T>,
): Promise<C['_']['data'] | null> {
  const [row] = await db
    .select({ value: column as PgColumn })
    .from(table as PgTable)
    .where(matching(table, values))
    .limit(1);
  return (row?.value as C['_']['data'] | undefined) ?? null;
}

/** Inserts a row and returns it as stored (with its defaults). */
export async function insertedRow<T extends PgTable>(
  db: DbOrTx,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  return row!;
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

/** Sets columns of the rows matching `where`; whether there was any (a guarded change: a claim). */
export async function updatedAny<T extends PgTable>(
  db: DbOrTx,
  table: T,
  set: PgUpdateSetSource<T>,
  where: SQL,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(set)
    .where(where)
    .returning({ one: sql`1` });
  return rows.length > 0;
}

/** Deletes the rows matching `where`; how many went. */
export async function deletedCount(db: DbOrTx, table: PgTable, where: SQL): Promise<number> {
  const gone = await db
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return gone.length;
}

/**
 * Page `page` (from 1) of `pageSize` rows of a list (`query`: its rows in order, a dynamic
 * select), and how many rows of `table` match `where` (the list's own condition) in all.
 */
export async function pageWithTotal<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  list: { table: PgTable; where: SQL },
  page: number,
  pageSize: number,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, [total]] = await Promise.all([
    query.limit(pageSize).offset((page - 1) * pageSize) as Q,
    db.select({ n: count() }).from(list.table).where(list.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
