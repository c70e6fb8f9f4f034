import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appCategories, apps } from '../../db/schema';

export async function listEnabledApps(db: Db) {
  const cats = await db.select().from(appCategories).orderBy(asc(appCategories.sort));
  const items = await db.select().from(apps).where(eq(apps.enabled, true)).orderBy(asc(apps.sort));
  return { cats, items };
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
    .onConflictDoUpdate({
      target: appCategories.id,
      set: {
        sort: sql`excluded.sort`,
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
      },
    });
  await db
    .insert(apps)
    .values(items)
    .onConflictDoUpdate({
      target: apps.id,
      set: {
        categoryId: sql`excluded.category_id`,
        sort: sql`excluded.sort`,
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        descZh: sql`excluded.desc_zh`,
        descEn: sql`excluded.desc_en`,
        icon: sql`excluded.icon`,
        link: sql`excluded.link`,
        enabled: sql`excluded.enabled`,
      },
    });
}
