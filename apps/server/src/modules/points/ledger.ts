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
  let moved = await applyMovement(tx, m);
  if (!moved && m.delta >= 0) {
    // first movement of this user: open the account, then apply
    await tx.insert(pointAccounts).values({ userId: m.userId }).onConflictDoNothing();
    moved = await applyMovement(tx, m);
  }
  if (!moved) throw insufficientPoints();
  return { balance: moved.balance, entryId: moved.id, duplicate: false };
}

/**
 * The balance update and its ledger row in one statement (a data-modifying CTE): the row is
 * written only when the conditional update matched. Undefined when the balance would go
 * negative (or the account does not exist yet).
 */
async function applyMovement(tx: Tx, m: Movement) {
  const result = await tx.execute<{ id: string; balance: number }>(sql`
    with moved as (
      update ${pointAccounts}
         set balance = balance + ${m.delta}, updated_at = now()
       where user_id = ${m.userId} and balance + ${m.delta} >= 0
   returning balance
    )
    insert into ${pointsLedger} (user_id, delta, balance_after, reason, detail, ref, idempotency_key)
    select ${m.userId}, ${m.delta}, balance, ${m.reason}, ${m.detail ?? ''}, ${m.ref ?? null},
           ${m.idempotencyKey ?? null}
      from moved
 returning id, balance_after as balance`);
  return (result as unknown as { rows: Array<{ id: string; balance: number }> }).rows[0];
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
