import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { mbtiResults, mbtiTexts, mbtiUnlocks, type MbtiResultRow } from '../../db/schema-mbti';
import { deletedCount, insertedFresh, pageWithTotal, valueMatching } from '../../lib/rows';

export interface NewResult {
  userId: string;
  level: string;
  answers: Record<string, number>;
  type: string;
  percents: Record<string, number>;
  clarity: Record<string, number>;
}

export async function insertResult(db: DbOrTx, values: NewResult): Promise<MbtiResultRow> {
  const [row] = await db.insert(mbtiResults).values(values).returning();
  if (!row) throw new Error('mbti: the result was not stored');
  return row;
}

/** A result with whether its report is unlocked. */
export interface KeptResult {
  row: MbtiResultRow;
  unlocked: boolean;
}

const withUnlock = {
  row: mbtiResults,
  mode: mbtiUnlocks.mode,
};

/** The newest result matching `where`, with whether it is unlocked; null when there is none. */
async function newestKept(db: DbOrTx, where: SQL): Promise<KeptResult | null> {
  const [found] = await db
    .select(withUnlock)
    .from(mbtiResults)
    .leftJoin(mbtiUnlocks, eq(mbtiUnlocks.resultId, mbtiResults.id))
    .where(where)
    .orderBy(desc(mbtiResults.createdAt), desc(mbtiResults.id))
    .limit(1);
  return found ? { row: found.row, unlocked: found.mode !== null } : null;
}

/** One of the user's results, or null when it is gone or someone else's. */
export async function resultOf(db: DbOrTx, userId: string, id: string): Promise<KeptResult | null> {
  return newestKept(db, matching(mbtiResults, { id, userId }));
}

/** The user's newest result. */
export async function latestOf(db: DbOrTx, userId: string): Promise<KeptResult | null> {
  return newestKept(db, eq(mbtiResults.userId, userId));
}

/** A page of the user's results, newest first, and how many there are. */
export async function page(db: DbOrTx, userId: string, pageNo: number, pageSize: number) {
  const where = eq(mbtiResults.userId, userId);
  const query = db
    .select({
      id: mbtiResults.id,
      level: mbtiResults.level,
      type: mbtiResults.type,
      createdAt: mbtiResults.createdAt,
      mode: mbtiUnlocks.mode,
    })
    .from(mbtiResults)
    .leftJoin(mbtiUnlocks, eq(mbtiUnlocks.resultId, mbtiResults.id))
    .where(where)
    .orderBy(desc(mbtiResults.createdAt), desc(mbtiResults.id));
  return pageWithTotal(db, query.$dynamic(), { table: mbtiResults, where }, pageNo, pageSize);
}

/** Deletes the user's results among `ids` (their unlocks and texts go with them). */
export async function deleteResults(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  const mine = matching(mbtiResults, { userId }, inArray(mbtiResults.id, ids));
  return deletedCount(db, mbtiResults, mine);
}

/** Claims a result's unlock; false when it was unlocked already (or by a racing request). */
export async function claimUnlock(db: DbOrTx, userId: string, resultId: string): Promise<boolean> {
  return insertedFresh(db, mbtiUnlocks, { resultId, userId, mode: 'points' });
}

export async function setUnlockMode(db: DbOrTx, resultId: string, mode: string) {
  await db.update(mbtiUnlocks).set({ mode }).where(eq(mbtiUnlocks.resultId, resultId));
}

/** The result's share token, made now from `candidate` unless it has one; null when not the user's. */
export async function shareToken(
  db: DbOrTx,
  userId: string,
  id: string,
  candidate: string,
): Promise<string | null> {
  const [row] = await db
    .update(mbtiResults)
    .set({ shareToken: sql`coalesce(${mbtiResults.shareToken}, ${candidate})` })
    .where(matching(mbtiResults, { id, userId }))
    .returning({ token: mbtiResults.shareToken });
  return row?.token ?? null;
}

export async function resultByShareToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      level: mbtiResults.level,
      type: mbtiResults.type,
      percents: mbtiResults.percents,
      createdAt: mbtiResults.createdAt,
    })
    .from(mbtiResults)
    .where(eq(mbtiResults.shareToken, token));
  return row ?? null;
}

export async function storedText(db: DbOrTx, resultId: string, lang: string) {
  return valueMatching(db, mbtiTexts, mbtiTexts.text, { resultId, lang });
}

/** Keeps a model's text; when another request kept one first, that one is returned. */
export async function keepText(db: DbOrTx, resultId: string, lang: string, text: string) {
  const [row] = await db
    .insert(mbtiTexts)
    .values({ resultId, lang, text })
    .onConflictDoNothing()
    .returning({ text: mbtiTexts.text });
  return row?.text ?? (await storedText(db, resultId, lang)) ?? text;
}
