import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depthReports, relationTexts, relationUnlocks } from '../../db/schema-relations';

/** The member's relationship report unlocks, deep reports (with both people) and their texts. */
export async function exportOf(db: DbOrTx, userId: string) {
  const unlocks = await db
    .select({
      profileA: relationUnlocks.profileA,
      profileB: relationUnlocks.profileB,
      kind: relationUnlocks.kind,
      paidWith: relationUnlocks.mode,
      createdAt: relationUnlocks.createdAt,
    })
    .from(relationUnlocks)
    .where(eq(relationUnlocks.userId, userId))
    .orderBy(asc(relationUnlocks.createdAt));
  const deepReports = await db
    .select({
      id: depthReports.id,
      people: depthReports.people,
      overall: depthReports.overall,
      paidWith: depthReports.mode,
      createdAt: depthReports.createdAt,
    })
    .from(depthReports)
    .where(eq(depthReports.userId, userId))
    .orderBy(asc(depthReports.id));
  const texts = await db
    .select({
      report: relationTexts.key,
      lang: relationTexts.lang,
      text: relationTexts.text,
      createdAt: relationTexts.createdAt,
    })
    .from(relationTexts)
    .where(eq(relationTexts.userId, userId))
    .orderBy(asc(relationTexts.createdAt));
  return { unlocks, deepReports, texts };
}
