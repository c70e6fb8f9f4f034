import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/**
 * What an export reads of a table: the rows whose `owner` column (mostly `userId`) names the
 * member, as `fields` names them, in the order the caller gives (`.orderBy`).
 */
export function memberRows<F extends SelectedFields>(
  db: DbOrTx,
  userId: string,
  owner: PgColumn,
  fields: F,
) {
  const query = db
    .select(fields)
    .from(owner.table as PgTable)
    .where(eq(owner, userId));
  // drizzle types the selection of a generic `fields` loosely: these are the rows it names
  return query.$dynamic() as unknown as PgSelect<string, F, 'single'>;
}

/** A table of what a member did or was given, a row each time (`userId`, `createdAt`). */
type HistoryTable = PgTable & { userId: PgColumn; createdAt: PgColumn };

/** The member's rows of such a table, oldest first: the order they lived them in. */
export function memberHistory<F extends SelectedFields>(
  db: DbOrTx,
  userId: string,
  table: HistoryTable,
  fields: F,
) {
  return memberRows(db, userId, table.userId, fields).orderBy(asc(table.createdAt));
}

/** The member's one row of a table keyed by `userId` (settings, a balance); null: none yet. */
export async function memberRow<F extends SelectedFields>(
  db: DbOrTx,
  userId: string,
  table: PgTable & { userId: PgColumn },
  fields: F,
) {
  const [row] = await memberRows(db, userId, table.userId, fields).limit(1);
  return row ?? null;
}
