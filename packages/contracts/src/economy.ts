import { z } from 'zod';
import { baseBody, baseQuery, pageSchema, queryPageSchema, safeText } from './common';
import { rewardSchema, vipAccountSchema } from './account';
import {
  CURRENCIES,
  DEDUCTION_TYPES,
  LEDGER_REASONS,
  LIMITS,
  PAY_STATUSES,
  USAGE_FEATURES,
} from './constants';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

export const deductionTypeSchema = z.enum(DEDUCTION_TYPES);
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export const usageFeatureSchema = z.enum(USAGE_FEATURES);
export const payStatusSchema = z.enum(PAY_STATUSES);

/**
 * An IANA time zone name from the browser (Intl). Reads accept it and ignore it: days are
 * counted in the account's stored zone, which `POST timeZone` changes.
 */
const timeZone = safeText().max(64).optional();
/** Discount and redemption codes: at most 10 characters, compared upper-cased. */
const promoCode = safeText().trim().toUpperCase().min(1).max(LIMITS.promoCodeMax);

// ---- points account ---------------------------------------------------------

export const accountQuery = baseQuery.extend({ tz: timeZone });

export const signDaySchema = z.object({
  /** 1 … cycle length */
  day: z.number().int(),
  points: z.number().int(),
});
export const userAccountResponse = z.object({
  freeAccount: z.object({
    /** free inquiries left today */
    remain: z.number().int(),
    dailyLimit: z.number().int(),
  }),
  pointAccount: z.object({
    balance: z.number().int(),
    /** days already checked in within the current cycle */
    signedDays: z.number().int(),
    signedToday: z.boolean(),
    signList: z.array(signDaySchema),
  }),
  vipAccount: vipAccountSchema,
});
export type UserAccount = z.infer<typeof userAccountResponse>;

export const featuresUsageResponse = z.object({
  isVip: z.boolean(),
  /** when today's counters restart (ISO) */
  resetsAt: z.string(),
  items: z.array(
    z.object({ feature: usageFeatureSchema, used: z.number().int(), cap: z.number() }),
  ),
});
export type FeaturesUsage = z.infer<typeof featuresUsageResponse>;

export const signInResponse = z.object({
  day: z.number().int(),
  points: z.number().int(),
  balance: z.number().int(),
  signedDays: z.number().int(),
});
export type SignInResult = z.infer<typeof signInResponse>;

/** The device's IANA zone (the server checks it: 1001 for an unknown one). */
export const timeZoneBody = baseBody.extend({ timeZone: safeText().min(1).max(64) });
export type TimeZoneBody = z.input<typeof timeZoneBody>;
/**
 * The zone the account's days are counted in after the call: the zone sent, unless the last
 * change is less than 20 hours old (then the stored one, `changed` false).
 */
export const timeZoneResponse = z.object({ timeZone: z.string(), changed: z.boolean() });
export type TimeZoneResult = z.infer<typeof timeZoneResponse>;

export const pointsRecordBody = baseBody.extend({
  page: pageSchema.default(1),
  pageSize: z.number().int().min(1).max(LIMITS.pointsRecordPageMax).default(20),
});
export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: ledgerReasonSchema,
  /** the deduction type for 'charge', the product for 'purchase', the operator's note for 'admin' */
  detail: z.string(),
  createdAt: z.string(),
});
export const pointsRecordResponse = z.object({
  list: z.array(ledgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type PointsRecord = z.infer<typeof pointsRecordResponse>;

/** What a deduction would do now: the confirmation dialog's content. */
export const deductionQuery = accountQuery.extend({ type: deductionTypeSchema });
export const deductionInfoResponse = z.object({
  type: deductionTypeSchema,
  cost: z.number().int(),
  /** VIP days bought by the swap types, else null */
  days: z.number().int().nullable(),
  /** how it would be paid: VIP (free), today's free allowance, or points */
  mode: z.enum(['vip', 'free', 'points']),
  balance: z.number().int(),
  sufficient: z.boolean(),
  /** the user's "ask before deducting" setting */
  prompt: z.boolean(),
});
export type DeductionInfo = z.infer<typeof deductionInfoResponse>;

export const swapPointsBody = baseBody.extend({ type: z.enum(['swap4Vip3', 'swap4Vip7']) });
export const swapPointsResponse = z.object({
  cost: z.number().int(),
  days: z.number().int(),
  balance: z.number().int(),
  vipAccount: vipAccountSchema,
});
export type SwapPointsResult = z.infer<typeof swapPointsResponse>;

export const pointsTasksResponse = z.array(
  z.object({
    task: z.enum(['invite', 'follow']),
    reward: rewardSchema,
    done: z.boolean(),
    /** follow: the official account to open (from the economy configuration) */
    url: z.string().nullable(),
  }),
);
export type PointsTasks = z.infer<typeof pointsTasksResponse>;
export const claimTaskBody = baseBody.extend({ task: z.literal('follow') });
export const claimTaskResponse = z.object({ points: z.number().int(), balance: z.number().int() });

// ---- products and checkout ---------------------------------------------------

export const currencySchema = z.enum(CURRENCIES);

export const vipCardSchema = z.object({
  productId: z.string(),
  months: z.number().int(),
  /** charged, in the info's currency as a decimal string ("19.90") */
  displayPrice: z.string(),
  /**
   * the plan's standard price in that currency: what it charges without a sale or code. Struck
   * through only when displayPrice is lower; never an anchor the plan was not sold at.
   */
  realPrice: z.string(),
  /** '1': the card takes discount codes; '0': it does not */
  isDiscount: z.enum(['0', '1']),
  /** tenths of the standard price charged (8.5 = 85 %, shown as "8.5折" / "15% off"); 10 = none */
  discount: z.number(),
  /** displayPrice over the card's days */
  dailyPrice: z.string(),
  /** extra VIP days or points the applied discount code adds */
  bonusDays: z.number().int(),
  bonusPoints: z.number().int(),
  /**
   * when the lower displayPrice ends (ISO time): the sale's or the code's end, the earlier. Only
   * a price with an end is called limited-time; null when it has none or there is no discount.
   */
  limitedUntil: z.string().nullable(),
});
export const pointProductSchema = z.object({
  productId: z.string(),
  points: z.number().int(),
  price: z.string(),
  extraPoints: z.number().int(),
});
export const rechargeInfoQuery = baseQuery.extend({
  /** the currency to price in; cny without it (the web app sends the member's choice) */
  currency: currencySchema.optional(),
});
export const rechargeInfoResponse = z.object({
  /** the currency every price here is in */
  currency: currencySchema,
  vipCards: z.array(vipCardSchema),
  pointProduct: z.array(pointProductSchema),
  /** the code these prices include, '' without one */
  discountCode: z.string(),
});
export type VipCard = z.infer<typeof vipCardSchema>;
export type PointProduct = z.infer<typeof pointProductSchema>;
export type RechargeInfo = z.infer<typeof rechargeInfoResponse>;

export const validateDiscountBody = baseBody.extend({
  discountCode: promoCode,
  discountType: z.literal('COMMON').default('COMMON'),
  currency: currencySchema.optional(),
});

export const checkoutBody = baseBody.extend({
  kind: z.enum(['vip', 'points']),
  productId: safeText().min(1).max(64),
  discountCode: safeText().trim().toUpperCase().max(LIMITS.promoCodeMax).optional(),
  /** the currency to charge in (the one the prices were shown in); default as rechargeInfo */
  currency: currencySchema.optional(),
  /** the page to come back to; payStatus is appended. Must be on the app's own origin. */
  returnUrl: safeText().max(2000).check(z.url()),
});
export const checkoutResponse = z.object({ url: z.string(), orderId: z.string() });
export type Checkout = z.infer<typeof checkoutResponse>;

export const orderStatusSchema = z.enum(['created', 'paid', 'failed', 'expired', 'refunded']);
export const orderResponse = z.object({
  orderId: z.string(),
  kind: z.enum(['vip', 'points']),
  status: orderStatusSchema,
  amount: z.string(),
  currency: currencySchema,
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderResponse>;

// ---- codes ---------------------------------------------------------------------

export const redeemCodeBody = baseBody.extend({ redeemCode: promoCode });
export const redeemCodeInfoResponse = z.object({
  type: z.enum(['VIP', 'POINTS']),
  /** VIP days or points */
  benefits: z.number().int(),
});
export const redeemResponse = redeemCodeInfoResponse.extend({
  balance: z.number().int(),
  vipAccount: vipAccountSchema,
});
export type RedeemCodeInfo = z.infer<typeof redeemCodeInfoResponse>;
export type RedeemResult = z.infer<typeof redeemResponse>;

// ---- invites -------------------------------------------------------------------

export const myInviteInfoResponse = z.object({
  inviteCode: z.string(),
  /** what each friend who registers earns the inviter */
  reward: rewardSchema,
  /** what the friend gets */
  friendReward: rewardSchema,
  invitedCount: z.number().int(),
  earnedPoints: z.number().int(),
  earnedVipDays: z.number().int(),
  /** how many friends a calendar month (UTC) earn the inviter a reward; more still join */
  monthlyCap: z.number().int(),
  /** friends who earned the inviter a reward this calendar month */
  rewardedThisMonth: z.number().int(),
  /** who invited this user, when someone did */
  invitedBy: z.object({ nickname: z.string(), inviteCode: z.string() }).nullable(),
});
export type MyInviteInfo = z.infer<typeof myInviteInfoResponse>;

export const inviteRecordQuery = baseQuery.extend({
  page: queryPageSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pointsRecordPageMax).default(20),
});
export const inviteRecordResponse = z.object({
  list: z.array(
    z.object({
      inviteCode: z.string(),
      nickname: z.string(),
      reward: rewardSchema,
      createdAt: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type InviteRecord = z.infer<typeof inviteRecordResponse>;

export type PointsRecordBody = z.input<typeof pointsRecordBody>;
export type SwapPointsBody = z.input<typeof swapPointsBody>;
export type ValidateDiscountBody = z.input<typeof validateDiscountBody>;
export type CheckoutBody = z.input<typeof checkoutBody>;
export type RedeemCodeBody = z.input<typeof redeemCodeBody>;

// ---- routes ----------------------------------------------------------------------------------

export const pointsRoutes = defineRoutes(endpoints.points, {
  userAccount: { query: accountQuery, response: userAccountResponse },
  featuresUsage: { query: accountQuery, response: featuresUsageResponse },
  signIn: { query: accountQuery, response: signInResponse },
  timeZone: { body: timeZoneBody, response: timeZoneResponse },
  pointsRecord: { body: pointsRecordBody, response: pointsRecordResponse },
  deductionInfo: { query: deductionQuery, response: deductionInfoResponse },
  swapPoints: { body: swapPointsBody, response: swapPointsResponse },
  pointsTasks: { response: pointsTasksResponse },
  claimTask: { body: claimTaskBody, response: claimTaskResponse },
});

export const orderQuery = baseQuery.extend({ orderId: z.uuid() });
/** A sandbox order's page and its buttons. */
export const sandboxOrderParams = z.object({ orderId: z.string() });

export const paymentsRoutes = defineRoutes(endpoints.payments, {
  rechargeInfo: { query: rechargeInfoQuery, response: rechargeInfoResponse },
  validateDiscount: { body: validateDiscountBody, response: rechargeInfoResponse },
  checkout: { body: checkoutBody, response: checkoutResponse },
  order: { query: orderQuery, response: orderResponse },
  webhook: { summary: 'Stripe events (Stripe-Signature checked); HTTP 400 on a bad signature' },
  sandboxPage: { params: sandboxOrderParams },
  sandboxPay: { params: sandboxOrderParams },
  sandboxCancel: { params: sandboxOrderParams },
});

export const redeemRoutes = defineRoutes(endpoints.redeem, {
  redeemCodeInfo: { body: redeemCodeBody, response: redeemCodeInfoResponse },
  redeemWithCode: { body: redeemCodeBody, response: redeemResponse },
});

export const invitesRoutes = defineRoutes(endpoints.invites, {
  myInviteInfo: { query: baseQuery, response: myInviteInfoResponse },
  inviteRecord: { query: inviteRecordQuery, response: inviteRecordResponse },
});
