import type { DeductionType } from '@starlit/contracts';
import { isVipActive } from '@starlit/core/points';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { balanceOf, movePoints } from './ledger';
import { chargeRule, economyRules, type ChargeRule, type Rules } from './rules';
import { takeUse, usesOn, type Counter } from './usage';
import { userClock, type UserClock } from './zone';
import { metrics } from '../../lib/metrics';
import { claimKey } from '../../lib/idempotency';

export type ChargeMode = 'vip' | 'free' | 'points';

export interface Charged {
  mode: ChargeMode;
  /** points actually deducted (0 for vip and free) */
  cost: number;
  /** the balance after a points charge; null when no points moved (vip, free) */
  balance: number | null;
}

export interface ChargeOptions {
  /** what the charge pays for (a message id, report id, …) */
  ref?: string;
  /** a retried request with the same key is charged once */
  idempotencyKey?: string;
  /** the user's clock when the caller already read it (see clockColumns) */
  clock?: UserClock;
  /** the rules when the caller already read them (else read in the transaction) */
  rules?: Rules;
  now?: Date;
  /**
   * The thing paid for was already delivered (a streamed reply that began while the balance
   * covered it): its debit applies even when the balance fell meanwhile and goes below zero,
   * so spending the points elsewhere during the reply never makes it free. Spending stays
   * refused until the balance is positive again.
   */
  owed?: boolean;
}

/**
 * The one charging service. Every feature that costs something calls it inside the same
 * transaction as the thing it pays for:
 *
 *   await db.transaction(async (tx) => { await charge(tx, userId, 'chat_base'); …save… });
 *
 * It decides, in order: VIP (free for `vipFree` types, within the feature's daily cap), the
 * daily free allowance (for `freeAllowance` types), else points — throwing 1201
 * (insufficient points) when the balance is short, which rolls the whole transaction back.
 */
export async function charge(
  tx: Tx,
  userId: string,
  type: DeductionType,
  options: ChargeOptions = {},
): Promise<Charged> {
  // a paid action sent with an Idempotency-Key takes it in this transaction (lib/idempotency)
  await claimKey(tx);
  const charged = await decide(tx, userId, type, options);
  metrics()?.charges.inc({ type, paid: charged.mode });
  return charged;
}

async function decide(
  tx: Tx,
  userId: string,
  type: DeductionType,
  options: ChargeOptions,
): Promise<Charged> {
  const now = options.now ?? new Date();
  const rules = options.rules ?? (await economyRules(tx));
  const rule = chargeRule(rules, type);
  // the user's day and VIP matter only to types that can be free
  const clock =
    rule.vipFree || rule.freeAllowance
      ? (options.clock ?? (await userClock(tx, userId, now)))
      : null;
  if (clock && rule.vipFree && isVipActive(now, clock.vipExpires)) {
    const within = rule.feature
      ? await takeUse(tx, userId, rule.feature, clock.today, rules.vipCaps[rule.feature])
      : true;
    if (within) return { mode: 'vip', cost: 0, balance: null };
  }
  if (
    clock &&
    rule.freeAllowance &&
    (await takeUse(tx, userId, 'free', clock.today, rules.freeDaily))
  ) {
    return { mode: 'free', cost: 0, balance: null };
  }
  if (rule.cost === 0) return { mode: 'points', cost: 0, balance: await balanceOf(tx, userId) };
  const moved = await movePoints(tx, {
    userId,
    delta: -rule.cost,
    reason: type.startsWith('swap4Vip') ? 'swap' : 'charge',
    detail: type,
    ref: options.ref ?? null,
    idempotencyKey: options.idempotencyKey ?? null,
    allowNegative: options.owed === true,
  });
  return { mode: 'points', cost: moved.duplicate ? 0 : rule.cost, balance: moved.balance };
}

/** Charges in a transaction of its own and then runs `pay`'s work in the same transaction. */
export function chargeFor<T>(
  db: Db,
  userId: string,
  type: DeductionType,
  work: (tx: Tx, charged: Charged) => Promise<T>,
  options?: ChargeOptions,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await charge(tx, userId, type, options)));
}

export interface Quote {
  rule: ChargeRule;
  mode: ChargeMode;
  balance: number;
  rules: Rules;
}

/** The daily counters a quote for `rule` reads: the free allowance and the rule's VIP cap. */
export const quoteCounters = (rule: ChargeRule): Counter[] => [
  'free',
  ...(rule.feature ? [rule.feature] : []),
];

/**
 * What a charge would do, from figures the caller already read (the balance and today's uses
 * of `quoteCounters`): the same decision `charge` makes, without a statement of its own.
 */
export function quoteFrom(
  rules: Rules,
  type: DeductionType,
  clock: UserClock,
  balance: number,
  uses: ReadonlyMap<string, number>,
  now = new Date(),
): Quote {
  const rule = chargeRule(rules, type);
  if (rule.vipFree && isVipActive(now, clock.vipExpires)) {
    const cap = rule.feature ? rules.vipCaps[rule.feature] : Infinity;
    if ((uses.get(rule.feature ?? '') ?? 0) < cap) return { rule, mode: 'vip', balance, rules };
  }
  if (rule.freeAllowance && (uses.get('free') ?? 0) < rules.freeDaily)
    return { rule, mode: 'free', balance, rules };
  return { rule, mode: 'points', balance, rules };
}

/** What a charge would do now, without doing it (the confirmation dialog). */
export async function quote(
  db: DbOrTx,
  userId: string,
  type: DeductionType,
  clock: UserClock,
  now = new Date(),
): Promise<Quote> {
  const rules = await economyRules(db);
  const balance = await balanceOf(db, userId);
  const uses = await usesOn(db, userId, clock.today, quoteCounters(chargeRule(rules, type)));
  return quoteFrom(rules, type, clock, balance, uses, now);
}
