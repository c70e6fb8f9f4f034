import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Columns<T extends PgTable> = T['_']['columns'];
/** Column values to match, by the table's own (TypeScript) column names. */
export type Match<T extends PgTable> = {
  [K in keyof Columns<T>]?: Columns<T>[K]['_']['data'];
};

/**
 * The condition "every named column equals its value" (columns left undefined are not part of
 * it), and-ed with any further conditions given: the common `and(eq(…), eq(…), …)` of a lookup
 * by owner and kind, written as one object.
 */
export function matching<T extends PgTable>(
  table: T,
  values: Match<T>,
  ...more: (SQL | undefined)[]
): SQL {
  const columns = table as unknown as Record<string, PgColumn>;
  const equal = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => eq(columns[name]!, value));
  const condition = and(...equal, ...more);
  if (!condition) throw new Error('matching: no condition given');
  return condition;
}
