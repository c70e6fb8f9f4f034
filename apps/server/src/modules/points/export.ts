import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  checkIns,
  pointAccounts,
  pointsLedger,
  usageCounters,
  vipGrants,
} from '../../db/schema-economy';

/** The member's points balance and ledger, VIP history, check-ins and daily usage counters. */
export async function exportOf(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({ balance: pointAccounts.balance, updatedAt: pointAccounts.updatedAt })
    .from(pointAccounts)
    .where(eq(pointAccounts.userId, userId));
  const ledger = await db
    .select({
      createdAt: pointsLedger.createdAt,
      delta: pointsLedger.delta,
      balanceAfter: pointsLedger.balanceAfter,
      reason: pointsLedger.reason,
      detail: pointsLedger.detail,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.createdAt));
  const vip = await db
    .select({
      createdAt: vipGrants.createdAt,
      months: vipGrants.months,
      days: vipGrants.days,
      reason: vipGrants.reason,
      detail: vipGrants.detail,
      expiresBefore: vipGrants.expiresBefore,
      expiresAfter: vipGrants.expiresAfter,
    })
    .from(vipGrants)
    .where(eq(vipGrants.userId, userId))
    .orderBy(asc(vipGrants.createdAt));
  const checkins = await db
    .select({
      date: checkIns.localDate,
      cycleDay: checkIns.cycleDay,
      points: checkIns.points,
      createdAt: checkIns.createdAt,
    })
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(asc(checkIns.localDate));
  const usage = await db
    .select({
      counter: usageCounters.counter,
      period: usageCounters.period,
      used: usageCounters.used,
    })
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId))
    .orderBy(asc(usageCounters.period), asc(usageCounters.counter));
  return {
    balance: account?.balance ?? 0,
    balanceUpdatedAt: account?.updatedAt ?? null,
    ledger,
    vipGrants: vip,
    checkIns: checkins,
    usage,
  };
}
