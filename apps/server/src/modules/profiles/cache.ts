import type { Db, DbOrTx } from '../../db/client';
import type { ArchiveRow } from '../../db/schema-astro';
import { cachesOf, invalidate } from '../../lib/caches';
import { currentIdOf, listRows } from './repository';

/**
 * Each user's archives and current id, kept in the app's caches so the daily calls (fortune,
 * chart, traits) need no query when warm. Every profile write invalidates the user's entry in
 * every instance (fenced: a read that started before the write is never stored).
 */
export async function archivesOf(db: DbOrTx, userId: string) {
  const cache = cachesOf(db)?.archives;
  const hit = cache?.get(userId);
  if (hit) return hit;
  const started = Date.now();
  const [rows, currentId] = await Promise.all([listRows(db, userId), currentIdOf(db, userId)]);
  const value = { rows, currentId };
  cache?.set(userId, value, started);
  return value;
}

/**
 * The archive a call is about: the given id, else the current one, else the own profile
 * (listed first), else the first.
 */
export async function cachedArchive(
  db: DbOrTx,
  userId: string,
  id?: number,
): Promise<ArchiveRow | null> {
  const { rows, currentId } = await archivesOf(db, userId);
  const wanted = id ?? currentId;
  return rows.find((r) => r.id === wanted) ?? (id === undefined ? (rows[0] ?? null) : null);
}

export const invalidateArchives = (db: Db, userId: string) => invalidate(db, 'archives', userId);
