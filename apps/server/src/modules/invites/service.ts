import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { InviteRecord, MyInviteInfo, Reward } from '@starlit/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { invites } from '../../db/schema-economy';
import { movePoints } from '../points/ledger';
import { economyRules } from '../points/rules';
import { changeVip } from '../points/vip';
import { unauthenticated } from '../../lib/errors';

async function give(
  tx: Tx,
  userId: string,
  reward: Reward,
  reason: 'invite' | 'invited',
  ref: string,
) {
  if (reward.amount <= 0) return;
  if (reward.kind === 'points') {
    await movePoints(tx, {
      userId,
      delta: reward.amount,
      reason,
      ref,
      idempotencyKey: `${reason}:${ref}`,
    });
  } else {
    await changeVip(tx, {
      userId,
      days: reward.amount,
      reason,
      ref,
      idempotencyKey: `${reason}:${ref}`,
    });
  }
}

/** The start of the calendar month (UTC) that `now` falls in. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Friends whose sign-up rewarded the inviter since the start of this calendar month (UTC). */
async function rewardedThisMonth(db: DbOrTx, inviterId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invites)
    .where(
      and(
        eq(invites.inviterId, inviterId),
        eq(invites.inviterRewarded, true),
        gte(invites.createdAt, monthStart(now)),
      ),
    );
  return row?.n ?? 0;
}

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
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:${inviterId}`}))`);
  const rewarded = (await rewardedThisMonth(tx, inviterId, new Date())) < monthlyCap;
  await tx.insert(invites).values({
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
  const [row] = await db
    .select({ reward: invites.inviteeReward })
    .from(invites)
    .where(eq(invites.inviteeId, userId))
    .limit(1);
  return row && row.reward.amount > 0 ? row.reward : null;
}

export async function myInviteInfo(db: Db, userId: string): Promise<MyInviteInfo> {
  const rules = await economyRules(db);
  const [me] = await db
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!me) throw unauthenticated();
  const [totals] = await db
    .select({
      n: count(),
      points: sql<number>`coalesce(sum(case when ${invites.inviterReward}->>'kind' = 'points' then (${invites.inviterReward}->>'amount')::int else 0 end), 0)::int`,
      days: sql<number>`coalesce(sum(case when ${invites.inviterReward}->>'kind' = 'vip' then (${invites.inviterReward}->>'amount')::int else 0 end), 0)::int`,
    })
    .from(invites)
    .where(eq(invites.inviterId, userId));
  const [inviter] = await db
    .select({ nickname: users.nickname, inviteCode: users.inviteCode })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(eq(invites.inviteeId, userId))
    .limit(1);
  return {
    inviteCode: me.code,
    reward: rules.invite.inviter,
    friendReward: rules.invite.invitee,
    invitedCount: totals?.n ?? 0,
    earnedPoints: Number(totals?.points ?? 0),
    earnedVipDays: Number(totals?.days ?? 0),
    monthlyCap: rules.invite.monthlyCap,
    rewardedThisMonth: await rewardedThisMonth(db, userId, new Date()),
    invitedBy: inviter ?? null,
  };
}

export async function inviteRecord(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<InviteRecord> {
  const where = and(eq(invites.inviterId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        inviteCode: invites.code,
        nickname: users.nickname,
        reward: invites.inviterReward,
        createdAt: invites.createdAt,
      })
      .from(invites)
      .innerJoin(users, eq(users.id, invites.inviteeId))
      .where(where)
      .orderBy(desc(invites.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(invites).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      inviteCode: r.inviteCode,
      nickname: r.nickname,
      reward: r.reward,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
