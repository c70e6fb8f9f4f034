import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import {
  depthReports,
  relationTexts,
  relationUnlocks,
  type DepthPerson,
  type DepthReportRow,
} from '../../db/schema-relations';
import { insertedFresh, rowMatching } from '../../lib/rows';

/** A pair of profile ids in either order → smaller first. */
export const ordered = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
export const pairKey = (a: number, b: number) => ordered(a, b).join(':');

/** The condition for a pair's unlock row of a kind (the pair in either order). */
function pairUnlock(a: number, b: number, kind: string) {
  const [profileA, profileB] = ordered(a, b);
  return matching(relationUnlocks, { profileA, profileB, kind });
}

export async function pairUnlocked(db: DbOrTx, a: number, b: number, kind: string) {
  const [row] = await db
    .select({ mode: relationUnlocks.mode })
    .from(relationUnlocks)
    .where(pairUnlock(a, b, kind));
  return row !== undefined;
}

/** Claims a pair's unlock; false when it was already there (or another request claimed it). */
export async function claimPairUnlock(
  tx: DbOrTx,
  userId: string,
  a: number,
  b: number,
  kind: string,
): Promise<boolean> {
  const [profileA, profileB] = ordered(a, b);
  const unlock = { userId, profileA, profileB, kind, mode: 'points' };
  return insertedFresh(tx, relationUnlocks, unlock);
}

export async function setPairMode(tx: DbOrTx, a: number, b: number, kind: string, mode: string) {
  await tx
    .update(relationUnlocks)
    .set({ mode })
    .where(pairUnlock(a, b, kind));
}

/** Keeps a new deep report for a pair; null when the user already keeps one for it. */
export async function insertDepthReport(
  tx: DbOrTx,
  values: { userId: string; pair: string; people: [DepthPerson, DepthPerson]; overall: number },
): Promise<DepthReportRow | null> {
  const [row] = await tx
    .insert(depthReports)
    .values({ ...values, mode: 'points' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setDepthMode(tx: DbOrTx, id: number, mode: string) {
  await tx.update(depthReports).set({ mode }).where(eq(depthReports.id, id));
}

export async function depthByPair(db: DbOrTx, userId: string, pair: string) {
  return rowMatching(db, depthReports, { userId, pair });
}

export async function depthById(db: DbOrTx, userId: string, id: number) {
  return rowMatching(db, depthReports, { userId, id });
}

/** The user's kept deep reports, newest first. */
export function depthList(db: DbOrTx, userId: string, limit = 200) {
  return db
    .select()
    .from(depthReports)
    .where(eq(depthReports.userId, userId))
    .orderBy(desc(depthReports.id))
    .limit(limit);
}

/** Deletes the user's reports among `ids` with their texts; how many were deleted. */
export async function deleteDepth(tx: DbOrTx, userId: string, ids: number[]): Promise<number> {
  const gone = await tx
    .delete(depthReports)
    .where(matching(depthReports, { userId }, inArray(depthReports.id, ids)))
    .returning({ id: depthReports.id });
  if (gone.length > 0) {
    const keys = gone.map((g) => `depth:${g.id}`);
    await tx
      .delete(relationTexts)
      .where(matching(relationTexts, { userId }, inArray(relationTexts.key, keys)));
  }
  return gone.length;
}

export async function storedText(db: DbOrTx, key: string, lang: string) {
  const [row] = await db
    .select({ text: relationTexts.text, stamp: relationTexts.stamp })
    .from(relationTexts)
    .where(matching(relationTexts, { key, lang }));
  return row ?? null;
}

export async function storeText(
  db: DbOrTx,
  values: { userId: string; key: string; lang: string; stamp: string; text: string },
) {
  await db
    .insert(relationTexts)
    .values(values)
    .onConflictDoUpdate({
      target: [relationTexts.key, relationTexts.lang],
      set: { text: values.text, stamp: values.stamp, createdAt: sql`now()` },
    });
}
