import { count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Reward } from '@starlit/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { users } from '../../db/schema';
import { invites } from '../../db/schema-economy';
import { pageWithTotal, valueMatching } from '../../lib/rows';

/** Serialises an inviter's invites until the transaction ends. */
export async function lockInviter(tx: DbOrTx, inviterId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invites:${inviterId}`}))`);
}

/** Friends whose sign-up rewarded the inviter since `since`. */
export async function rewardedSince(db: DbOrTx, inviterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invites)
    .where(matching(invites, { inviterId, inviterRewarded: true }, gte(invites.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertInvite(tx: DbOrTx, values: typeof invites.$inferInsert): Promise<void> {
  await tx.insert(invites).values(values);
}

/** The reward the user got for signing up through an invite, or null. */
export async function inviteeRewardOf(db: DbOrTx, userId: string): Promise<Reward | null> {
  return valueMatching(db, invites, invites.inviteeReward, { inviteeId: userId });
}

export async function inviteCodeOf(db: DbOrTx, userId: string): Promise<string | null> {
  return valueMatching(db, users, users.inviteCode, { id: userId });
}

/** How many friends the user invited, and the points and VIP days it earned them. */
export async function inviterTotals(db: DbOrTx, userId: string) {
  const [totals] = await db
    .select({
      n: count(),
      points: sql<number>`coalesce(sum(case when ${invites.inviterReward}->>'kind' = 'points' then (${invites.inviterReward}->>'amount')::int else 0 end), 0)::int`,
      days: sql<number>`coalesce(sum(case when ${invites.inviterReward}->>'kind' = 'vip' then (${invites.inviterReward}->>'amount')::int else 0 end), 0)::int`,
    })
    .from(invites)
    .where(eq(invites.inviterId, userId));
  return {
    n: totals?.n ?? 0,
    points: Number(totals?.points ?? 0),
    days: Number(totals?.days ?? 0),
  };
}

/** Who invited the user (nickname and code), or null. */
export async function inviterOf(db: DbOrTx, userId: string) {
  const [inviter] = await db
    .select({ nickname: users.nickname, inviteCode: users.inviteCode })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(eq(invites.inviteeId, userId))
    .limit(1);
  return inviter ?? null;
}

/** A page of the friends the user invited, newest first, and how many there are. */
export async function invitedPage(db: Db, userId: string, page: number, pageSize: number) {
  const where = eq(invites.inviterId, userId);
  const query = db
    .select({
      inviteCode: invites.code,
      nickname: users.nickname,
      reward: invites.inviterReward,
      createdAt: invites.createdAt,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviteeId))
    .where(where)
    .orderBy(desc(invites.createdAt));
  return pageWithTotal(db, query.$dynamic(), { table: invites, where }, page, pageSize);
}
