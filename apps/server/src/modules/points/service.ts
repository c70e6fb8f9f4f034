import {
  ErrorCode,
  USAGE_FEATURES,
  type DeductionInfo,
  type DeductionType,
  type FeaturesUsage,
  type PointsRecord,
  type PointsTasks,
  type SwapPointsResult,
  type UserAccount,
} from '@starlit/contracts';
import { isVipActive, nextLocalMidnight } from '@starlit/core/points';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import { charge, quote } from './charge';
import { checkInStatus, lastCheckIn } from './checkin';
import { balanceOf, hasMovement, ledgerPage, movePoints } from './ledger';
import { economyRules } from './rules';
import { usesOn } from './usage';
import { getUserConfig } from '../settings/service';
import { changeVip, vipAccountOf } from './vip';
import { userClock } from './zone';
import { keepAnswer } from '../../lib/idempotency';

export async function userAccount(db: Db, userId: string): Promise<UserAccount> {
  const now = new Date();
  const clock = await userClock(db, userId, now);
  const rules = await economyRules(db);
  const [balance, last, uses] = await Promise.all([
    balanceOf(db, userId),
    lastCheckIn(db, userId),
    usesOn(db, userId, clock.today, ['free']),
  ]);
  const state = checkInStatus(clock.today, last, rules.checkIn.length, now);
  return {
    freeAccount: {
      remain: Math.max(0, rules.freeDaily - (uses.get('free') ?? 0)),
      dailyLimit: rules.freeDaily,
    },
    pointAccount: {
      balance,
      signedDays: state.signedDays,
      signedToday: state.signedToday,
      signList: rules.checkIn.map((points, i) => ({ day: i + 1, points })),
    },
    vipAccount: vipAccountOf(clock.vipExpires, now),
  };
}

export async function featuresUsage(db: Db, userId: string): Promise<FeaturesUsage> {
  const now = new Date();
  const clock = await userClock(db, userId, now);
  const rules = await economyRules(db);
  const uses = await usesOn(db, userId, clock.today, [...USAGE_FEATURES]);
  return {
    isVip: isVipActive(now, clock.vipExpires),
    resetsAt: nextLocalMidnight(now, clock.zone).toISOString(),
    items: USAGE_FEATURES.map((feature) => ({
      feature,
      used: uses.get(feature) ?? 0,
      cap: rules.vipCaps[feature],
    })),
  };
}

export async function pointsRecord(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): Promise<PointsRecord> {
  const { rows, total } = await ledgerPage(db, userId, page, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      balance: r.balanceAfter,
      reason: r.reason as PointsRecord['list'][number]['reason'],
      detail: r.detail,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/** What a deduction would do now, and whether the user asked to be asked before it is made. */
export async function deductionInfo(
  db: Db,
  userId: string,
  type: DeductionType,
): Promise<DeductionInfo> {
  const { pointsDeductionPrompt: prompt } = await getUserConfig(db, userId);
  const clock = await userClock(db, userId);
  const q = await quote(db, userId, type, clock);
  const cost = q.mode === 'points' ? q.rule.cost : 0;
  return {
    type,
    cost: q.rule.cost,
    days: q.rule.days ?? null,
    mode: q.mode,
    balance: q.balance,
    sufficient: q.balance >= cost,
    prompt,
  };
}

/** Points for 3 or 7 VIP days: the debit and the extension commit together or not at all. */
export async function swapPoints(
  db: Db,
  userId: string,
  type: 'swap4Vip3' | 'swap4Vip7',
): Promise<SwapPointsResult> {
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  return db.transaction(async (tx) => {
    const days = rules.charges[type].days ?? 0;
    const charged = await charge(tx, userId, type, { rules });
    const expires = await changeVip(tx, { userId, days, reason: 'swap', detail: type });
    const swapped = {
      cost: charged.cost,
      days,
      balance: charged.balance ?? (await balanceOf(tx, userId)),
      vipAccount: vipAccountOf(expires),
    };
    // a retry with the request's Idempotency-Key is answered this, committed with the swap
    await keepAnswer(tx, swapped);
    return swapped;
  });
}

const FOLLOW_KEY = 'task:follow';

export async function pointsTasks(db: Db, userId: string): Promise<PointsTasks> {
  const rules = await economyRules(db);
  return [
    { task: 'invite', reward: rules.invite.inviter, done: false, url: null },
    {
      task: 'follow',
      reward: { kind: 'points', amount: rules.follow.points },
      done: await hasMovement(db, userId, FOLLOW_KEY),
      url: rules.follow.url,
    },
  ];
}

/** The follow reward, once per user (the ledger's idempotency key enforces it). */
export async function claimFollow(db: Db, userId: string) {
  const rules = await economyRules(db);
  const done = () => new AppError(ErrorCode.TASK_ALREADY_DONE);
  try {
    return await db.transaction(async (tx) => {
      const moved = await movePoints(tx, {
        userId,
        delta: rules.follow.points,
        reason: 'follow',
        detail: rules.follow.url,
        idempotencyKey: FOLLOW_KEY,
      });
      if (moved.duplicate) throw done();
      return { points: rules.follow.points, balance: moved.balance };
    });
  } catch (err) {
    // a concurrent claim inserted the same idempotency key first
    if (uniqueViolation(err) !== null) throw done();
    throw err;
  }
}
