import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appCategories, apps } from '../../db/schema';

export async function listEnabledApps(db: Db) {
  const cats = await db.select().from(appCategories).orderBy(asc(appCategories.sort));
  const items = await db.select().from(apps).where(eq(apps.enabled, true)).orderBy(asc(apps.sort));
  return { cats, items };
}

/** An upsert's `set` in which every column but the key takes the value of the row given. */
function followGiven(table: typeof appCategories | typeof apps): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [name, column] of Object.entries(getTableColumns(table)))
    if (!column.primary) set[name] = sql`excluded.${sql.identifier(column.name)}`;
  return set;
}

/** Upserts categories and apps: every column follows the given rows. */
export async function upsertCatalogue(
  db: Db,
  categories: Array<typeof appCategories.$inferInsert>,
  items: Array<typeof apps.$inferInsert>,
): Promise<void> {
  await db
    .insert(appCategories)
    .values(categories)
    .onConflictDoUpdate({ target: appCategories.id, set: followGiven(appCategories) });
  await db
    .insert(apps)
    .values(items)
    .onConflictDoUpdate({ target: apps.id, set: followGiven(apps) });
}
