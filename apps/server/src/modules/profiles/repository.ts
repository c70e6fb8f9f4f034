import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { archives, currentArchives, type ArchiveRow } from '../../db/schema-astro';

export type NewArchive = Omit<typeof archives.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The user's archives, own first, then in the order they were added. */
export function listRows(db: DbOrTx, userId: string): Promise<ArchiveRow[]> {
  return db
    .select()
    .from(archives)
    .where(eq(archives.userId, userId))
    .orderBy(sql`${archives.relationship} = 'A' desc`, asc(archives.id));
}

export async function currentIdOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: currentArchives.archiveId })
    .from(currentArchives)
    .where(eq(currentArchives.userId, userId));
  return row?.id ?? null;
}

export async function rowById(db: DbOrTx, userId: string, id: number): Promise<ArchiveRow | null> {
  const [row] = await db
    .select()
    .from(archives)
    .where(and(eq(archives.id, id), eq(archives.userId, userId)));
  return row ?? null;
}

export async function hasOwn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: archives.id })
    .from(archives)
    .where(and(eq(archives.userId, userId), eq(archives.relationship, 'A')))
    .limit(1);
  return row !== undefined;
}

export async function insertRow(db: DbOrTx, values: NewArchive): Promise<ArchiveRow> {
  const [row] = await db.insert(archives).values(values).returning();
  return row!;
}

export async function updateRow(
  db: DbOrTx,
  userId: string,
  id: number,
  values: NewArchive,
): Promise<ArchiveRow | null> {
  const [row] = await db
    .update(archives)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(archives.id, id), eq(archives.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteRows(db: DbOrTx, userId: string, ids: number[]): Promise<number> {
  const gone = await db
    .delete(archives)
    .where(and(eq(archives.userId, userId), inArray(archives.id, ids)))
    .returning({ id: archives.id });
  return gone.length;
}

export async function setCurrentRow(db: DbOrTx, userId: string, archiveId: number) {
  await db
    .insert(currentArchives)
    .values({ userId, archiveId })
    .onConflictDoUpdate({ target: currentArchives.userId, set: { archiveId } });
}
