import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { count, createdAt, note, sort, tsz, updatedAt } from './columns';
import { historyTable, ownedRow, userRef, users, userTimeIndex } from './schema';

/**
 * The economy: points ledger, VIP grants, check-ins, usage counters, products, orders,
 * payment events, discount and redemption codes, invites, and the one configuration table.
 */

const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'string' });

/**
 * Why a balance moved, and the key of the request that moved it: the movements of a user are
 * unique per key, so a retried request moves nothing twice.
 */
const movement = () => ({
  reason: text('reason').notNull(),
  /** deduction type, product id, code, or the operator's note */
  detail: text('detail').notNull().default(''),
  /** what the movement pays for or comes from (order id, code, invitee id, …) */
  ref: text('ref'),
  idempotencyKey: text('idempotency_key'),
});

/** One movement per user and request key. */
const movementIndex = (table: string, t: { userId: AnyPgColumn; idempotencyKey: AnyPgColumn }) =>
  uniqueIndex(`${table}_idem_uq`).on(t.userId, t.idempotencyKey);

/** How long and how often a code works, and what its issuer noted. */
const codeLimits = () => ({
  expiresAt: tsz('expires_at'),
  /** null: unlimited; each user may still use a code once */
  maxUses: integer('max_uses'),
  usedCount: count('used_count'),
  note: note(),
  createdAt: createdAt(),
});

/** A use of a code by a user; `oncePerUser` makes a second use of the same code fail. */
const codeUse = (codes: () => AnyPgColumn) => ({
  code: text('code').notNull().references(codes, { onDelete: 'cascade' }),
  userId: userRef(),
});

const oncePerUser = (t: { code: AnyPgColumn; userId: AnyPgColumn }) => [
  primaryKey({ columns: [t.code, t.userId] }),
];

/** Costs, caps and rewards (key → JSON value, validated on read); edited with `npm run admin`. */
export const economyConfig = pgTable('economy_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The running balance; moved only together with a ledger row. Spending never takes it below
 * zero; taking back what a refunded or disputed order granted may, and then nothing can be
 * spent until it is positive again.
 */
export const pointAccounts = pgTable('point_accounts', {
  userId: userRef().primaryKey(),
  balance: count('balance'),
  updatedAt: updatedAt(),
});

/** Append-only: one row per points movement. */
export const pointsLedger = historyTable(
  'points_ledger',
  {
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    ...movement(),
  },
  (t) => [movementIndex('points_ledger', t)],
);

/** Every change of a VIP expiry, with what it was before and after. */
export const vipGrants = historyTable(
  'vip_grants',
  {
    months: count('months'),
    /** negative for a revocation */
    days: count('days'),
    ...movement(),
    expiresBefore: tsz('expires_before'),
    expiresAfter: tsz('expires_after'),
  },
  (t) => [movementIndex('vip_grants', t)],
);

/** One row per local day checked in; the primary key makes a second one that day fail. */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: userRef(),
    localDate: date('local_date').notNull(),
    cycleDay: smallint('cycle_day').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/** Daily counters: the free allowance ('free') and VIP feature caps, per local date. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: userRef(),
    counter: text('counter').notNull(),
    period: text('period').notNull(),
    used: count('used'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.counter, t.period] })],
);

/**
 * A VIP plan. `price` (CNY) and `price_usd` are its standard prices, what it charges without a
 * sale or a code; a plan without a price in a currency is not sold in it. A sale charges
 * `sale_tenths` of the standard price until `sale_ends_at`: a sale always has an end, so it
 * is shown as limited-time with its real end date, and the struck price is the standard one.
 */
export const vipProducts = pgTable(
  'vip_products',
  {
    productId: text('product_id').primaryKey(),
    months: integer('months').notNull(),
    price: price('price').notNull(),
    priceUsd: price('price_usd'),
    saleTenths: numeric('sale_tenths', { precision: 3, scale: 1, mode: 'number' }),
    saleEndsAt: tsz('sale_ends_at'),
    /** takes discount codes (isDiscount '1') */
    acceptsDiscount: boolean('accepts_discount').notNull().default(false),
    sort: sort(),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'vip_products_sale_ends_chk',
      sql`${t.saleTenths} is null or (${t.saleEndsAt} is not null and ${t.saleTenths} > 0 and ${t.saleTenths} < 10)`,
    ),
  ],
);

/** A points pack: `price` in CNY, `price_usd` in USD (not sold in USD without one). */
export const pointProducts = pgTable('point_products', {
  productId: text('product_id').primaryKey(),
  points: integer('points').notNull(),
  price: price('price').notNull(),
  priceUsd: price('price_usd'),
  extraPoints: count('extra_points'),
  sort: sort(),
  active: boolean('active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Discount codes for VIP cards: `tenths` of the price is charged (8 = 80 %). */
export const discountCodes = pgTable('discount_codes', {
  code: text('code').primaryKey(),
  type: text('type').notNull().default('COMMON'),
  tenths: numeric('tenths', { precision: 3, scale: 1, mode: 'number' }).notNull(),
  bonusDays: count('bonus_days'),
  bonusPoints: count('bonus_points'),
  ...codeLimits(),
});

export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    ...codeUse(() => discountCodes.code),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  oncePerUser,
);

export const redeemCodes = pgTable('redeem_codes', {
  code: text('code').primaryKey(),
  /** 'VIP' (benefits = days) or 'POINTS' */
  type: text('type').notNull(),
  benefits: integer('benefits').notNull(),
  ...codeLimits(),
});

export const redeemCodeUses = pgTable(
  'redeem_code_uses',
  {
    ...codeUse(() => redeemCodes.code),
    createdAt: createdAt(),
  },
  oncePerUser,
);

/** A purchase: what was asked for, what it costs, what it grants, and where it stands. */
export const orders = pgTable(
  'orders',
  {
    ...ownedRow(),
    kind: text('kind').notNull(),
    productId: text('product_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** what amountCents is in: 'cny' or 'usd' (the currency the checkout charged) */
    currency: text('currency').notNull().default('cny'),
    discountCode: text('discount_code'),
    /** snapshot of what paying grants: {months, days, points} */
    grants: jsonb('grants').$type<{ months: number; days: number; points: number }>().notNull(),
    /** created → paid | failed | expired; paid → refunded (all of it) */
    status: text('status').notNull().default('created'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    /** the provider's payment (Stripe PaymentIntent) once paid: refunds and disputes name it */
    paymentIntentId: text('payment_intent_id'),
    /** how much of the amount was refunded so far (its share of the grants was taken back) */
    refundedCents: count('refunded_cents'),
    /** a chargeback: open (the grants are held), won (given back) or lost (kept back) */
    dispute: text('dispute'),
    /** sandbox only: SHA-256 of the checkout page's one-time secret; cleared when spent */
    sandboxSecretHash: text('sandbox_secret_hash'),
    returnUrl: text('return_url').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    paidAt: tsz('paid_at'),
    closedAt: tsz('closed_at'),
  },
  (t) => [
    uniqueIndex('orders_provider_session_uq').on(t.providerSessionId),
    uniqueIndex('orders_payment_intent_uq').on(t.paymentIntentId),
    userTimeIndex('orders_user_idx', t),
  ],
);

/** Webhook events already handled (replays are acknowledged and ignored). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: tsz('received_at').notNull().defaultNow(),
});

/** Who invited whom, and what each was given. */
export const invites = pgTable(
  'invites',
  {
    inviteeId: userRef().primaryKey(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    inviterReward: jsonb('inviter_reward')
      .$type<{ kind: 'points' | 'vip'; amount: number }>()
      .notNull(),
    inviteeReward: jsonb('invitee_reward')
      .$type<{ kind: 'points' | 'vip'; amount: number }>()
      .notNull(),
    /** false when the inviter's monthly cap was reached (inviter_reward then has amount 0) */
    inviterRewarded: boolean('inviter_rewarded').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('invites_inviter_idx').on(t.inviterId, t.createdAt)],
);

/**
 * The answers of paid actions sent with an Idempotency-Key (lib/idempotency.ts): the row is
 * written in the transaction that pays, so a retry with the same key finds it and is answered
 * the same instead of paying again. `code` is null until the answer is kept. Kept 24 hours.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: userRef(),
    key: text('key').notNull(),
    /** the endpoint's path */
    action: text('action').notNull(),
    /** SHA-256 of the request's input: the same key with another input is refused */
    inputHash: text('input_hash').notNull(),
    code: integer('code'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
