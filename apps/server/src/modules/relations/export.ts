import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depthReports, relationUnlocks } from '../../db/schema-relations';
import { memberHistory, memberRows } from '../exports/member-rows';

/** The member's relationship report unlocks and deep reports (texts: paid-texts.ts). */
export async function exportOf(db: DbOrTx, userId: string) {
  const unlocks = await memberHistory(db, userId, relationUnlocks, {
    profileA: relationUnlocks.profileA,
    profileB: relationUnlocks.profileB,
    kind: relationUnlocks.kind,
    paidWith: relationUnlocks.mode,
    createdAt: relationUnlocks.createdAt,
  });
  const deepReports = await memberRows(db, userId, depthReports.userId, {
    id: depthReports.id,
    people: depthReports.people,
    overall: depthReports.overall,
    paidWith: depthReports.mode,
    createdAt: depthReports.createdAt,
  }).orderBy(asc(depthReports.id));
  return { unlocks, deepReports };
}
