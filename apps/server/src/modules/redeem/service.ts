import { ErrorCode, type RedeemCodeInfo, type RedeemResult } from '@starlit/contracts';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { balanceOf, movePoints } from '../points/ledger';
import { changeVip, vipAccountOf, vipExpiryOf } from '../points/vip';
import { countUse, findCode, insertUse, usedBy, type CodeRow } from './repository';

const invalid = () => new AppError(ErrorCode.REDEEM_INVALID);
const expired = () => new AppError(ErrorCode.REDEEM_EXPIRED);
const used = () => new AppError(ErrorCode.REDEEM_USED);

/** Why a code cannot be used now (unknown or exhausted 1101, expired 1102), else null. */
function unusable(row: CodeRow | null, now: Date): AppError | null {
  if (!row) return invalid();
  if (row.expiresAt && row.expiresAt <= now) return expired();
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return invalid();
  return null;
}

const info = (row: CodeRow): RedeemCodeInfo => ({
  type: row.type === 'VIP' ? 'VIP' : 'POINTS',
  benefits: row.benefits,
});

export async function redeemCodeInfo(
  db: Db,
  userId: string,
  code: string,
): Promise<RedeemCodeInfo> {
  const row = await findCode(db, code);
  const problem = unusable(row, new Date());
  if (problem) throw problem;
  if (await usedBy(db, code, userId)) throw used();
  return info(row!);
}

/**
 * Redeems a code once per user, within its global limit and expiry. The use row (primary
 * key code + user) and the conditional counter update make two racing requests, from one
 * user or from many on a last use, succeed exactly as often as allowed; the benefit is
 * granted in the same transaction.
 */
export async function redeemWithCode(db: Db, userId: string, code: string): Promise<RedeemResult> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const problem = unusable(await findCode(tx, code), now);
      if (problem) throw problem;
      if (!(await insertUse(tx, code, userId))) throw used();
      const row = await countUse(tx, code, now);
      if (!row) throw unusable(await findCode(tx, code), now) ?? invalid();
      const key = `redeem:${code}`;
      if (row.type === 'VIP') {
        await changeVip(tx, {
          userId,
          days: row.benefits,
          reason: 'redeem',
          detail: code,
          ref: code,
          idempotencyKey: key,
        });
      } else {
        await movePoints(tx, {
          userId,
          delta: row.benefits,
          reason: 'redeem',
          detail: code,
          ref: code,
          idempotencyKey: key,
        });
      }
      return {
        ...info(row),
        balance: await balanceOf(tx, userId),
        vipAccount: vipAccountOf(await vipExpiryOf(tx, userId), now),
      };
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw used();
    throw err;
  }
}
