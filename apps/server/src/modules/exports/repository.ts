import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { dataExports, jobs } from '../../db/schema-engagement';
import { idempotentRequests } from '../../db/schema-economy';
import { grantRequests } from '../../db/schema-admin';
import { insertedRow, rowMatching, updatedAny } from '../../lib/rows';
import { memberHistory } from './member-rows';

export type ExportRow = typeof dataExports.$inferSelect;

/** The member's newest export matching `where`, or null. */
async function newestOf(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(where)
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

/** The member's latest export, or one of theirs by id. */
export async function latestOf(db: DbOrTx, userId: string, id?: string) {
  return newestOf(db, matching(dataExports, { userId, id }));
}

/** The member's latest export that counts toward the gap between requests (not a failed one). */
export async function latestCountedOf(db: DbOrTx, userId: string) {
  return newestOf(db, matching(dataExports, { userId }, sql`${dataExports.status} <> 'failed'`));
}

export async function byId(db: DbOrTx, id: string) {
  return rowMatching(db, dataExports, { id });
}

export async function insertExport(db: DbOrTx, userId: string, lang: string, now: Date) {
  return insertedRow(db, dataExports, { userId, lang, createdAt: now });
}

/** An export still queued: it becomes ready or failed once. */
const queued = (id: string) => matching(dataExports, { id, status: 'queued' });

/** Marks a queued export ready; false when it is no longer queued (or gone). */
export async function markReady(
  db: DbOrTx,
  id: string,
  done: { fileKey: string; bytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  return updatedAny(db, dataExports, { status: 'ready', ...done }, queued(id));
}

export async function markFailed(db: DbOrTx, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(queued(id));
}

/** Ready exports whose time ran out by `now`. */
export async function dueToExpire(db: DbOrTx, now: Date, limit = 100) {
  return db
    .select({ id: dataExports.id, fileKey: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
}

export async function markExpired(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(dataExports)
    .set({ status: 'expired', fileKey: null })
    .where(inArray(dataExports.id, ids));
}

/** The member's own earlier exports (for the export itself: when and what became of them). */
export async function historyOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, dataExports, {
    requestedAt: dataExports.createdAt,
    status: dataExports.status,
    readyAt: dataExports.readyAt,
    expiresAt: dataExports.expiresAt,
  });
}

/** Background jobs that name the member (a reminder to send, an export to build). */
export async function jobsOf(db: DbOrTx, userId: string) {
  return db
    .select({ kind: jobs.kind, status: jobs.status, runAt: jobs.runAt, createdAt: jobs.createdAt })
    .from(jobs)
    .where(sql`${jobs.payload}->>'userId' = ${userId}`)
    .orderBy(asc(jobs.createdAt));
}

/** The kept answers of the member's paid actions, so a retry with the same key pays once. */
export async function idempotentOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, idempotentRequests, {
    action: idempotentRequests.action,
    key: idempotentRequests.key,
    code: idempotentRequests.code,
    answer: idempotentRequests.data,
    createdAt: idempotentRequests.createdAt,
  });
}

/** Grants of points or VIP days to the member that a support operator asked an admin for. */
export async function grantRequestsOf(db: DbOrTx, userId: string) {
  return memberHistory(db, userId, grantRequests, {
    kind: grantRequests.kind,
    amount: grantRequests.amount,
    note: grantRequests.note,
    status: grantRequests.status,
    requestedAt: grantRequests.createdAt,
    decidedAt: grantRequests.decidedAt,
  });
}
