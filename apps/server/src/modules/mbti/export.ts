import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mbtiResults, mbtiTexts, mbtiUnlocks } from '../../db/schema-mbti';

/** The member's personality test answers and results, report unlocks and report texts. */
export async function exportOf(db: DbOrTx, userId: string) {
  const results = await db
    .select({
      id: mbtiResults.id,
      createdAt: mbtiResults.createdAt,
      level: mbtiResults.level,
      answers: mbtiResults.answers,
      type: mbtiResults.type,
      percents: mbtiResults.percents,
      clarity: mbtiResults.clarity,
      shared: mbtiResults.shareToken,
    })
    .from(mbtiResults)
    .where(eq(mbtiResults.userId, userId))
    .orderBy(asc(mbtiResults.createdAt));
  const unlocks = await db
    .select({
      resultId: mbtiUnlocks.resultId,
      paidWith: mbtiUnlocks.mode,
      createdAt: mbtiUnlocks.createdAt,
    })
    .from(mbtiUnlocks)
    .where(eq(mbtiUnlocks.userId, userId))
    .orderBy(asc(mbtiUnlocks.createdAt));
  const reports = await db
    .select({
      resultId: mbtiTexts.resultId,
      lang: mbtiTexts.lang,
      text: mbtiTexts.text,
      createdAt: mbtiTexts.createdAt,
    })
    .from(mbtiTexts)
    .innerJoin(mbtiResults, eq(mbtiResults.id, mbtiTexts.resultId))
    .where(eq(mbtiResults.userId, userId))
    .orderBy(asc(mbtiTexts.createdAt));
  return {
    results: results.map(({ shared, ...r }) => ({ ...r, shared: shared !== null })),
    unlocks,
    reports,
  };
}
