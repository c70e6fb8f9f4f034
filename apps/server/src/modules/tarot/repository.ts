import { desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { tarotReadings, tarotShuffles } from '../../db/schema-readings';
import { deletedCount, insertedRow, pageWithTotal, rowMatching, updatedRow } from '../../lib/rows';
import { clockColumns } from '../points/zone';

export type ReadingRow = typeof tarotReadings.$inferSelect;
export type ShuffleRow = typeof tarotShuffles.$inferSelect;

export async function insertShuffle(
  db: DbOrTx,
  values: typeof tarotShuffles.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(tarotShuffles).values(values).returning({ id: tarotShuffles.id });
  return row!.id;
}

/** Marks the user's unused shuffle used and returns it; null when it is not theirs or used. */
export async function takeShuffle(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<ShuffleRow | null> {
  const unused = matching(tarotShuffles, { id, userId }, isNull(tarotShuffles.usedAt));
  return updatedRow(tx, tarotShuffles, { usedAt: new Date() }, unused);
}

export async function insertReading(
  tx: DbOrTx,
  values: typeof tarotReadings.$inferInsert,
): Promise<ReadingRow> {
  return insertedRow(tx, tarotReadings, values);
}

export async function readingOf(db: DbOrTx, userId: string, id: string) {
  return rowMatching(db, tarotReadings, { id, userId });
}

/** The spread and topic of the user's newest reading, or null. */
export async function latestReading(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ spreadId: tarotReadings.spreadId, topic: tarotReadings.topic })
    .from(tarotReadings)
    .where(eq(tarotReadings.userId, userId))
    .orderBy(desc(tarotReadings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the reading paid (storing its text when given) unless it already was; with the user's
 * clock columns (clockColumns) for the charge that follows, null when it was paid already.
 */
export async function claimAnalysis(
  tx: DbOrTx,
  userId: string,
  id: string,
  text: { analysis: string; lang: string } | null,
) {
  const [row] = await tx
    .update(tarotReadings)
    .set({ analysisPaid: true, ...(text ?? {}) })
    .where(matching(tarotReadings, { id, userId, analysisPaid: false }))
    .returning({ id: tarotReadings.id, ...clockColumns(userId) });
  return row ?? null;
}

export async function saveAnalysis(db: DbOrTx, id: string, text: string, lang: string) {
  await db.update(tarotReadings).set({ analysis: text, lang }).where(eq(tarotReadings.id, id));
}

/** A page of the user's readings, newest first, and how many they have. */
export async function readingsPage(db: Db, userId: string, page: number, pageSize: number) {
  const where = eq(tarotReadings.userId, userId);
  const query = db.select().from(tarotReadings).where(where).orderBy(desc(tarotReadings.createdAt));
  return pageWithTotal(db, query.$dynamic(), { table: tarotReadings, where }, page, pageSize);
}

/** Deletes the user's readings among `ids`; how many went. */
export async function deleteReadings(db: DbOrTx, userId: string, ids: string[]) {
  const mine = matching(tarotReadings, { userId }, inArray(tarotReadings.id, ids));
  return deletedCount(db, tarotReadings, mine);
}
