import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, type LedgerReason } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { pointAccounts, pointsLedger } from '../../db/schema-economy';
import { AppError } from '../../lib/errors';

export interface Movement {
  userId: string;
  /** positive credits, negative debits */
  delta: number;
  reason: LedgerReason;
  detail?: string;
  ref?: string | null;
  /** a second movement with the same key for this user is not made (the first is returned) */
  idempotencyKey?: string | null;
}

export interface Moved {
  balance: number;
  entryId: string;
  /** true when the idempotency key had already been used: nothing moved this time */
  duplicate: boolean;
}

export const insufficientPoints = () => new AppError(ErrorCode.INSUFFICIENT_POINTS);

/**
 * Moves points: the balance update and its ledger row happen in the caller's transaction.
 * The update is a single conditional statement (`balance + delta >= 0`), so concurrent
 * debits serialize on the row and none can overdraw; a debit that would go negative throws
 * 1201 and the caller's transaction rolls back with everything it paid for.
 */
export async function movePoints(tx: Tx, m: Movement): Promise<Moved> {
  if (m.idempotencyKey) {
    const [prior] = await tx
      .select({ id: pointsLedger.id, balance: pointsLedger.balanceAfter })
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.userId, m.userId), eq(pointsLedger.idempotencyKey, m.idempotencyKey)),
      )
      .limit(1);
    if (prior)
      return { balance: await balanceOf(tx, m.userId), entryId: prior.id, duplicate: true };
  }
  let row = await applyDelta(tx, m.userId, m.delta);
  if (!row && m.delta >= 0) {
    // first movement of this user: open the account, then apply
    await tx.insert(pointAccounts).values({ userId: m.userId }).onConflictDoNothing();
    row = await applyDelta(tx, m.userId, m.delta);
  }
  if (!row) throw insufficientPoints();
  const [entry] = await tx
    .insert(pointsLedger)
    .values({
      userId: m.userId,
      delta: m.delta,
      balanceAfter: row.balance,
      reason: m.reason,
      detail: m.detail ?? '',
      ref: m.ref ?? null,
      idempotencyKey: m.idempotencyKey ?? null,
    })
    .returning({ id: pointsLedger.id });
  return { balance: row.balance, entryId: entry!.id, duplicate: false };
}

/** One conditional statement: the new balance, or undefined when it would go negative. */
async function applyDelta(tx: Tx, userId: string, delta: number) {
  const [row] = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(pointAccounts.userId, userId), sql`${pointAccounts.balance} + ${delta} >= 0`))
    .returning({ balance: pointAccounts.balance });
  return row;
}

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.userId, userId))
    .limit(1);
  return row?.balance ?? 0;
}

export async function hasMovement(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.idempotencyKey, key)))
    .limit(1);
  return !!row;
}

export async function ledgerPage(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
