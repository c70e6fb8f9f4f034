import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mbtiResults, mbtiUnlocks } from '../../db/schema-mbti';
import { memberHistory } from '../exports/member-rows';

/** The member's personality test answers, results and report unlocks (texts: paid-texts.ts). */
export async function exportOf(db: DbOrTx, userId: string) {
  const results = await memberHistory(db, userId, mbtiResults, {
    id: mbtiResults.id,
    createdAt: mbtiResults.createdAt,
    level: mbtiResults.level,
    answers: mbtiResults.answers,
    type: mbtiResults.type,
    percents: mbtiResults.percents,
    clarity: mbtiResults.clarity,
    // whether a share link was made, never the link's token
    shared: sql<boolean>`${mbtiResults.shareToken} is not null`,
  });
  const unlocks = await memberHistory(db, userId, mbtiUnlocks, {
    resultId: mbtiUnlocks.resultId,
    paidWith: mbtiUnlocks.mode,
    createdAt: mbtiUnlocks.createdAt,
  });
  return { results, unlocks };
}
