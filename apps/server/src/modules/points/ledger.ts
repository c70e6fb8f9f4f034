import { ErrorCode, type LedgerReason } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './repository';

export interface Movement {
  userId: string;
  /** positive credits, negative debits */
  delta: number;
  reason: LedgerReason;
  detail?: string;
  ref?: string | null;
  /** a second movement with the same key for this user is not made (the first is returned) */
  idempotencyKey?: string | null;
  /**
   * only for taking back what a refunded or disputed order granted, and for what was already
   * delivered (charge's `owed`): the balance may go below zero (spending stays impossible until
   * it is positive again)
   */
  allowNegative?: boolean;
}

export interface Moved {
  balance: number;
  entryId: string;
  /** true when the idempotency key had already been used: nothing moved this time */
  duplicate: boolean;
}

export const insufficientPoints = () => new AppError(ErrorCode.INSUFFICIENT_POINTS);

/**
 * Moves points: the balance update and its ledger row happen in the caller's transaction
 * (repository.applyMovement).
 * The update is a single conditional statement, so concurrent debits serialize on the row
 * and none can overdraw; a debit that would go negative throws 1201 and the caller's
 * transaction rolls back with everything it paid for. A credit always applies, also to a
 * balance below zero (after a refund took back points already spent): only spending waits
 * until the balance is positive again.
 */
export async function movePoints(tx: Tx, m: Movement): Promise<Moved> {
  if (m.idempotencyKey) {
    const prior = await repo.movementByKey(tx, m.userId, m.idempotencyKey);
    if (prior)
      return { balance: await balanceOf(tx, m.userId), entryId: prior.id, duplicate: true };
  }
  let moved = await repo.applyMovement(tx, m);
  if (!moved && (m.delta >= 0 || m.allowNegative)) {
    // first movement of this user: open the account, then apply
    await repo.openAccount(tx, m.userId);
    moved = await repo.applyMovement(tx, m);
  }
  if (!moved) throw insufficientPoints();
  return { balance: moved.balance, entryId: moved.id, duplicate: false };
}

export const balanceOf = (db: DbOrTx, userId: string): Promise<number> =>
  repo.balanceOf(db, userId);

/** Whether the user has a movement made with this idempotency key. */
export async function hasMovement(db: DbOrTx, userId: string, key: string): Promise<boolean> {
  return (await repo.movementByKey(db, userId, key)) !== null;
}

/** How many points the movement made with this key moved (signed), or null without one. */
export async function movedWith(db: DbOrTx, userId: string, key: string): Promise<number | null> {
  return (await repo.movementByKey(db, userId, key))?.delta ?? null;
}

/** A page of the user's ledger, newest first, and how many entries there are. */
export const ledgerPage = (db: DbOrTx, userId: string, page: number, pageSize: number) =>
  repo.ledgerPage(db, userId, page, pageSize);

/** Other people's movements that name a deleted person by id forget it (see repository). */
export const forgetReferencesTo = (tx: Tx, userId: string): Promise<void> =>
  repo.forgetReferencesTo(tx, userId);
