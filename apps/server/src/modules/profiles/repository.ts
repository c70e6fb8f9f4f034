import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { profiles, currentProfiles, type ProfileRow } from '../../db/schema-astro';
import { deletedCount, insertedRow, rowMatching, updatedRow, valueMatching } from '../../lib/rows';

export type NewProfile = Omit<typeof profiles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The user's profiles, own first, then in the order they were added. */
export function listRows(db: DbOrTx, userId: string): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(sql`${profiles.relationship} = 'A' desc`, asc(profiles.id));
}

export async function currentIdOf(db: DbOrTx, userId: string): Promise<number | null> {
  return valueMatching(db, currentProfiles, currentProfiles.profileId, { userId });
}

export async function rowById(db: DbOrTx, userId: string, id: number): Promise<ProfileRow | null> {
  return rowMatching(db, profiles, { id, userId });
}

export async function hasOwn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(matching(profiles, { userId, relationship: 'A' }))
    .limit(1);
  return row !== undefined;
}

export async function insertRow(db: DbOrTx, values: NewProfile): Promise<ProfileRow> {
  return insertedRow(db, profiles, values);
}

export async function updateRow(
  db: DbOrTx,
  userId: string,
  id: number,
  values: NewProfile,
): Promise<ProfileRow | null> {
  const set = { ...values, updatedAt: new Date() };
  return updatedRow(db, profiles, set, matching(profiles, { id, userId }));
}

export async function deleteRows(db: DbOrTx, userId: string, ids: number[]): Promise<number> {
  return deletedCount(db, profiles, matching(profiles, { userId }, inArray(profiles.id, ids)));
}

export async function setCurrentRow(db: DbOrTx, userId: string, profileId: number) {
  await db
    .insert(currentProfiles)
    .values({ userId, profileId })
    .onConflictDoUpdate({ target: currentProfiles.userId, set: { profileId } });
}
