import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appCategories, apps } from '../../db/schema';

export async function listEnabledApps(db: Db) {
  const cats = await db.select().from(appCategories).orderBy(asc(appCategories.sort));
  const items = await db.select().from(apps).where(eq(apps.enabled, true)).orderBy(asc(apps.sort));
  return { cats, items };
}
