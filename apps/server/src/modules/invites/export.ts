import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites } from '../../db/schema-economy';
import { memberRows } from '../exports/member-rows';

/**
 * The member's invites: each friend who joined with their code (only the date and the
 * member's reward: the friend's account is the friend's) and, when they joined with someone's
 * code, the date and their own reward.
 */
export async function exportOf(db: DbOrTx, userId: string) {
  const invited = await memberRows(db, userId, invites.inviterId, {
    joinedAt: invites.createdAt,
    reward: invites.inviterReward,
    rewarded: invites.inviterRewarded,
  }).orderBy(asc(invites.createdAt));
  const [joined] = await memberRows(db, userId, invites.inviteeId, {
    joinedAt: invites.createdAt,
    reward: invites.inviteeReward,
  }).limit(1);
  return { invited, joinedWithInvite: joined ?? null };
}
