import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  checkIns,
  pointAccounts,
  pointsLedger,
  usageCounters,
  vipGrants,
} from '../../db/schema-economy';
import { memberHistory, memberRow, memberRows } from '../exports/member-rows';

/** The member's points balance and ledger, VIP history, check-ins and daily usage counters. */
export async function exportOf(db: DbOrTx, userId: string) {
  const account = await memberRow(db, userId, pointAccounts, {
    balance: pointAccounts.balance,
    updatedAt: pointAccounts.updatedAt,
  });
  const ledger = await memberHistory(db, userId, pointsLedger, {
    createdAt: pointsLedger.createdAt,
    delta: pointsLedger.delta,
    balanceAfter: pointsLedger.balanceAfter,
    reason: pointsLedger.reason,
    detail: pointsLedger.detail,
  });
  const vip = await memberHistory(db, userId, vipGrants, {
    createdAt: vipGrants.createdAt,
    months: vipGrants.months,
    days: vipGrants.days,
    reason: vipGrants.reason,
    detail: vipGrants.detail,
    expiresBefore: vipGrants.expiresBefore,
    expiresAfter: vipGrants.expiresAfter,
  });
  const checkins = await memberRows(db, userId, checkIns.userId, {
    date: checkIns.localDate,
    cycleDay: checkIns.cycleDay,
    points: checkIns.points,
    createdAt: checkIns.createdAt,
  }).orderBy(asc(checkIns.localDate));
  const usage = await memberRows(db, userId, usageCounters.userId, {
    counter: usageCounters.counter,
    period: usageCounters.period,
    used: usageCounters.used,
  }).orderBy(asc(usageCounters.period), asc(usageCounters.counter));
  return {
    balance: account?.balance ?? 0,
    balanceUpdatedAt: account?.updatedAt ?? null,
    ledger,
    vipGrants: vip,
    checkIns: checkins,
    usage,
  };
}
