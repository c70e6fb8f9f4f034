import type { InviteRecord, MyInviteInfo, Reward } from '@starlit/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { movePoints } from '../points/ledger';
import { economyRules } from '../points/rules';
import { changeVip } from '../points/vip';
import { unauthenticated } from '../../lib/errors';
import * as repo from './repository';

async function give(
  tx: Tx,
  userId: string,
  reward: Reward,
  reason: 'invite' | 'invited',
  ref: string,
) {
  if (reward.amount <= 0) return;
  const move = { userId, reason, ref, idempotencyKey: `${reason}:${ref}` };
  if (reward.kind === 'points') await movePoints(tx, { ...move, delta: reward.amount });
  else await changeVip(tx, { ...move, days: reward.amount });
}

/** The start of the calendar month (UTC) that `now` falls in. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Friends whose sign-up rewarded the inviter since the start of this calendar month (UTC). */
const rewardedThisMonth = (db: DbOrTx, inviterId: string, now: Date): Promise<number> =>
  repo.rewardedSince(db, inviterId, monthStart(now));

/**
 * Records an invite and pays both sides, in the new user's creation transaction: the
 * inviter gets the configured reward (50 points or VIP days) for at most `monthlyCap`
 * friends a calendar month (UTC); the friend always gets the welcome one. An inviter's
 * invites are serialised by an advisory lock, so sign-ups at the same moment with the same
 * code cannot all find room under the cap.
 */
export async function rewardInvite(
  tx: Tx,
  inviterId: string,
  inviteeId: string,
  code: string,
): Promise<void> {
  const rules = await economyRules(tx);
  const { inviter, invitee, monthlyCap } = rules.invite;
  await repo.lockInviter(tx, inviterId);
  const rewarded = (await rewardedThisMonth(tx, inviterId, new Date())) < monthlyCap;
  await repo.insertInvite(tx, {
    inviteeId,
    inviterId,
    code,
    inviterReward: rewarded ? inviter : { kind: inviter.kind, amount: 0 },
    inviteeReward: invitee,
    inviterRewarded: rewarded,
  });
  if (rewarded) await give(tx, inviterId, inviter, 'invite', inviteeId);
  await give(tx, inviteeId, invitee, 'invited', inviterId);
}

/** The welcome reward a user got for signing up through an invite, if any. */
export async function registerRewardOf(db: DbOrTx, userId: string): Promise<Reward | null> {
  const reward = await repo.inviteeRewardOf(db, userId);
  return reward && reward.amount > 0 ? reward : null;
}

export async function myInviteInfo(db: Db, userId: string): Promise<MyInviteInfo> {
  const rules = await economyRules(db);
  const code = await repo.inviteCodeOf(db, userId);
  if (code === null) throw unauthenticated();
  const totals = await repo.inviterTotals(db, userId);
  const inviter = await repo.inviterOf(db, userId);
  return {
    inviteCode: code,
    reward: rules.invite.inviter,
    friendReward: rules.invite.invitee,
    invitedCount: totals.n,
    earnedPoints: totals.points,
    earnedVipDays: totals.days,
    monthlyCap: rules.invite.monthlyCap,
    rewardedThisMonth: await rewardedThisMonth(db, userId, new Date()),
    invitedBy: inviter,
  };
}

export async function inviteRecord(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<InviteRecord> {
  const { rows, total } = await repo.invitedPage(db, userId, page, pageSize);
  return {
    list: rows.map((r) => ({
      inviteCode: r.inviteCode,
      nickname: r.nickname,
      reward: r.reward,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
