import { z } from 'zod';
import { DEDUCTION_TYPES, USAGE_FEATURES, type DeductionType } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { cachesOf } from '../../lib/caches';
import type { ViewCache } from '../../lib/view-cache';
import { insertMissingRules, storedRules } from './repository';

/**
 * The economy's one configuration table: costs, caps and rewards live in `economy_config`
 * (key → JSON), seeded with the defaults below and edited with `npm run admin -- config:set`.
 * Code paths read them through `economyRules`, never from literals.
 */

const count = z.number().int().min(0).max(1_000_000);
const reward = z.object({ kind: z.enum(['points', 'vip']), amount: count });

export const chargeRuleSchema = z.object({
  cost: count,
  /** VIP pays nothing (within the feature's daily cap, when it has one) */
  vipFree: z.boolean().default(false),
  /** counts against the logged-in user's daily free allowance before points */
  freeAllowance: z.boolean().default(false),
  /** the VIP daily cap it counts against */
  feature: z.enum(USAGE_FEATURES).optional(),
  /** VIP days bought (swap types) */
  days: count.optional(),
});
export type ChargeRule = z.infer<typeof chargeRuleSchema>;

export const ruleSchemas = {
  charges: z.record(z.enum(DEDUCTION_TYPES), chargeRuleSchema),
  vipCaps: z.record(z.enum(USAGE_FEATURES), count),
  freeDaily: count,
  checkIn: z.array(count).min(1).max(31),
  /** `monthlyCap`: friends per inviter per calendar month (UTC) whose sign-up rewards the inviter */
  invite: z.object({ inviter: reward, invitee: reward, monthlyCap: count.default(20) }),
  follow: z.object({ points: count, url: z.url() }),
  /** points every new account starts with, once (0: none) */
  welcome: z.object({ points: count }),
  /**
   * What a support operator may grant alone: per grant (either way) and per UTC day (points
   * and VIP days given); beyond either, the grant waits for an admin's approval.
   */
  operatorCaps: z.object({
    pointsPerGrant: count,
    vipDaysPerGrant: count,
    pointsPerDay: count,
    vipDaysPerDay: count,
  }),
} as const;
export type RuleKey = keyof typeof ruleSchemas;
export type Rules = { [K in RuleKey]: z.infer<(typeof ruleSchemas)[K]> };

const analysis = (feature: ChargeRule['feature']): ChargeRule => ({
  cost: 45,
  vipFree: true,
  freeAllowance: true,
  feature,
});

export const DEFAULT_RULES: Rules = {
  charges: {
    chat_base: { cost: 15, vipFree: true, freeAllowance: true, feature: 'aiChat' },
    chat_advanced: { cost: 25, vipFree: true, freeAllowance: true, feature: 'advancedReaders' },
    analysis4Tarot: analysis('aiChat'),
    analysis4Prediction: analysis('tarotDailyForecast'),
    analysis4Fortune: analysis('dailyHoroscopeReport'),
    analysis4Fortune_box: analysis('dailyHoroscopeReport'),
    analysis4Mbti: analysis('aiChat'),
    dice: analysis('aiChat'),
    swap4Vip3: { cost: 100, vipFree: false, freeAllowance: false, days: 3 },
    swap4Vip7: { cost: 200, vipFree: false, freeAllowance: false, days: 7 },
    unlockMbti: { cost: 35, vipFree: true, freeAllowance: false },
    unlockSerendipityTogether: { cost: 120, vipFree: false, freeAllowance: false },
    unlockDestiny: { cost: 120, vipFree: false, freeAllowance: false },
    unlockDepthReport: { cost: 120, vipFree: false, freeAllowance: false },
    // a profile's 八字 luck-pillar report, once: priced like the natal report
    unlockBaziLuck: { cost: 120, vipFree: false, freeAllowance: false },
    // a year's solar-return themes, once per profile and year: the price of one reading
    unlockSolarReturn: { cost: 45, vipFree: false, freeAllowance: false },
  },
  vipCaps: { aiChat: 20, advancedReaders: 10, dailyHoroscopeReport: 5, tarotDailyForecast: 5 },
  freeDaily: 3,
  checkIn: [5, 10, 10, 15, 20, 25, 50],
  invite: {
    inviter: { kind: 'points', amount: 50 },
    invitee: { kind: 'vip', amount: 3 },
    monthlyCap: 20,
  },
  follow: { points: 50, url: 'https://x.com/starlitapp' },
  // enough for one full reading (an analysis costs 45), so a first visit ends with a real one
  welcome: { points: 45 },
  operatorCaps: { pointsPerGrant: 500, vipDaysPerGrant: 31, pointsPerDay: 1000, vipDaysPerDay: 31 },
};

const KEYS = Object.keys(ruleSchemas) as RuleKey[];

/** Writes the defaults for keys not yet in the table (an operator's edits are kept). */
export async function seedRules(db: DbOrTx): Promise<void> {
  await insertMissingRules(
    db,
    KEYS.map((key) => ({ key, value: DEFAULT_RULES[key] })),
  );
}

/** Parses one stored value; a malformed one falls back to the default (and says so). */
export function parseRule<K extends RuleKey>(key: K, value: unknown): Rules[K] {
  const parsed = ruleSchemas[key].safeParse(value);
  if (parsed.success) return parsed.data as Rules[K];
  process.emitWarning(`economy_config.${key} is invalid; using the default`);
  return DEFAULT_RULES[key];
}

/**
 * The rules, from the app's cache when `db` is an app's handle (an edit reaches every instance
 * through the bus: admin's config:set invalidates it), else read from `db` (a transaction reads
 * them afresh).
 */
export async function economyRules(db: DbOrTx): Promise<Rules> {
  // the cache holds what this function stored there: the rules
  const cache = cachesOf(db)?.rules as ViewCache<Rules> | undefined;
  const hit = cache?.get('');
  if (hit) return hit;
  const started = Date.now();
  const rows = await storedRules(db, KEYS);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const rules = Object.fromEntries(
    KEYS.map((key) => [
      key,
      stored.has(key) ? parseRule(key, stored.get(key)) : DEFAULT_RULES[key],
    ]),
  ) as Rules;
  cache?.set('', rules, started);
  return rules;
}

export function chargeRule(rules: Rules, type: DeductionType): ChargeRule {
  return rules.charges[type] ?? DEFAULT_RULES.charges[type];
}
