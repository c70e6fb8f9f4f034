import type { AppCategory, Lang } from '@starlit/contracts';
import type { Db } from '../../db/client';
import { listEnabledApps } from './repository';

/** Categories with their enabled apps, in the request's language; empty categories are left out. */
export async function appCatalogue(db: Db, lang: Lang): Promise<AppCategory[]> {
  const { cats, items } = await listEnabledApps(db);
  return cats
    .map((c) => ({
      id: c.id,
      name: lang === 'zh' ? c.nameZh : c.nameEn,
      apps: items
        .filter((a) => a.categoryId === c.id)
        .map((a) => ({
          id: a.id,
          name: lang === 'zh' ? a.nameZh : a.nameEn,
          description: lang === 'zh' ? a.descZh : a.descEn,
          icon: a.icon,
          link: a.link,
        })),
    }))
    .filter((c) => c.apps.length > 0);
}
