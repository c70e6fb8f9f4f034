import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { cachesOf, invalidate } from '../../lib/caches';
import { currentIdOf, listRows } from './repository';

/**
 * Each user's profiles and current id, kept in the app's caches so the daily calls (fortune,
 * chart, traits) need no query when warm. Every profile write invalidates the user's entry in
 * every instance (fenced: a read that started before the write is never stored).
 */
export async function profilesOf(db: DbOrTx, userId: string) {
  const cache = cachesOf(db)?.profiles;
  const hit = cache?.get(userId);
  if (hit) return hit;
  const started = Date.now();
  const [rows, currentId] = await Promise.all([listRows(db, userId), currentIdOf(db, userId)]);
  const value = { rows, currentId };
  cache?.set(userId, value, started);
  return value;
}

/**
 * The profile a call is about: the given id, else the current one, else the own profile
 * (listed first), else the first.
 */
export async function cachedProfile(
  db: DbOrTx,
  userId: string,
  id?: number,
): Promise<ProfileRow | null> {
  const { rows, currentId } = await profilesOf(db, userId);
  const wanted = id ?? currentId;
  return rows.find((r) => r.id === wanted) ?? (id === undefined ? (rows[0] ?? null) : null);
}

export const invalidateProfiles = (db: Db, userId: string) => invalidate(db, 'profiles', userId);
