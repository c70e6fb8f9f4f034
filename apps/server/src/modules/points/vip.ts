import { extendVip, isVipActive, shortenVip, type VipExtension } from '@starlit/core/points';
import type { VipAccount } from '@starlit/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import * as repo from './repository';

export interface VipChange extends VipExtension {
  userId: string;
  reason: string;
  detail?: string;
  ref?: string | null;
  idempotencyKey?: string | null;
}

/**
 * Extends (or, with negative days, shortens) a user's VIP inside the caller's transaction.
 * The user's row is locked first, so concurrent grants add up instead of overwriting.
 */
export async function changeVip(tx: Tx, change: VipChange, now = new Date()): Promise<Date | null> {
  const user = await repo.lockVipExpiry(tx, change.userId);
  if (!user) throw new Error(`no user ${change.userId}`);
  const days = change.days ?? 0;
  const next =
    days < 0 && !change.months
      ? shortenVip(now, user.expires, -days)
      : extendVip(now, user.expires, change);
  await repo.recordVipChange(tx, {
    userId: change.userId,
    months: change.months ?? 0,
    days,
    reason: change.reason,
    detail: change.detail ?? '',
    ref: change.ref ?? null,
    idempotencyKey: change.idempotencyKey ?? null,
    expiresBefore: user.expires,
    expiresAfter: next,
  });
  return next;
}

export function vipAccountOf(expires: Date | null, now = new Date()): VipAccount {
  return {
    isVip: isVipActive(now, expires),
    vipExpDate: expires ? expires.toISOString() : null,
  };
}

/** The VIP change made with an idempotency key (its expiry before and after), or null. */
export const vipChangeWith = (db: DbOrTx, userId: string, key: string) =>
  repo.vipChangeByKey(db, userId, key);

export const vipExpiryOf = (db: DbOrTx, userId: string): Promise<Date | null> =>
  repo.vipExpiryOf(db, userId);
