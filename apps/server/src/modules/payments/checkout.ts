import {
  ErrorCode,
  LIMITS,
  type Checkout,
  type Currency,
  type Lang,
  type Order,
} from '@starlit/contracts';
import { fromCents, toCents } from '@starlit/core/points';
import type { Db, Tx } from '../../db/client';
import { AppError, paramError } from '../../lib/errors';
import { claimKey, releaseKey } from '../../lib/idempotency';
import type { Config } from '../../lib/config';
import { accountOf } from '../account/users';
import { userById } from '../account/lookup';
import { holdDiscountUse, reserveDiscount } from './discounts';
import { DEFAULT_CURRENCY, standardPrice, vipQuote, type DiscountTerms } from './products';
import type { PaymentProvider } from './provider';
import { defineJob, NO_PAYLOAD } from '../../jobs/kinds';
import * as repo from './repository';
import type { OrderRow } from './repository';

const PRODUCT_NAME: Record<'vip' | 'points', Record<Lang, string>> = {
  vip: { zh: '开通会员', en: 'Activate Membership' },
  points: { zh: '积分', en: 'Points' },
};

/**
 * The checkout e-mail: the account when it is an e-mail address, else the
 * account without spaces, cut to 10 characters, then '@', the user id and the suffix.
 */
export function customerEmail(account: string, userId: string, suffix: string): string {
  if (account.includes('@')) return account;
  return `${[...account.replace(/\s+/g, '')].slice(0, 10).join('')}@${userId}${suffix}`;
}

/** The page to come back to, with payStatus added; only the app's own origin is accepted. */
export function returnAddress(
  returnUrl: string,
  allowedOrigins: string[],
  payStatus: string,
): string {
  const url = new URL(returnUrl);
  if (!allowedOrigins.includes(url.origin)) throw paramError('returnUrl');
  url.searchParams.set('payStatus', payStatus);
  return url.toString();
}

interface Priced {
  amount: string;
  grants: { months: number; days: number; points: number };
  discountCode: string;
}

async function price(
  db: Tx,
  userId: string,
  kind: 'vip' | 'points',
  productId: string,
  currency: Currency,
  code: string | undefined,
): Promise<Priced> {
  const unavailable = () => new AppError(ErrorCode.PRODUCT_UNAVAILABLE);
  if (kind === 'points') {
    const p = await repo.pointProduct(db, productId);
    const amount = p?.active ? standardPrice(p, currency) : null;
    if (!p || amount === null) throw unavailable();
    return {
      amount,
      grants: { months: 0, days: 0, points: p.points + p.extraPoints },
      discountCode: '',
    };
  }
  const v = await repo.vipProduct(db, productId);
  if (!v?.active || standardPrice(v, currency) === null) throw unavailable();
  const discount: DiscountTerms | null =
    code && v.acceptsDiscount ? await reserveDiscount(db, userId, code) : null;
  return {
    amount: vipQuote(v, currency, discount)!.charged,
    grants: {
      months: v.months,
      days: discount?.bonusDays ?? 0,
      points: discount?.bonusPoints ?? 0,
    },
    discountCode: discount?.code ?? '',
  };
}

export interface CheckoutContext {
  db: Db;
  config: Config;
  /** null when payments are not configured */
  provider: PaymentProvider | null;
  lang: Lang;
  /** origins a returnUrl may point at (PUBLIC_URL's, never one taken from the request) */
  allowedOrigins: string[];
}

/**
 * Records the order, then asks the provider for a hosted session. The price is computed
 * here from the product table in the chosen currency (and a discount code), never taken from
 * the browser; the order keeps its amount and currency; the
 * order and the use of its discount code it reserves are written in one transaction.
 */
export async function createCheckout(
  ctx: CheckoutContext,
  userId: string,
  body: {
    kind: 'vip' | 'points';
    productId: string;
    discountCode?: string;
    currency?: Currency;
    returnUrl: string;
  },
): Promise<Checkout> {
  const currency = body.currency ?? DEFAULT_CURRENCY;
  const provider = ctx.provider;
  if (!provider) throw new AppError(ErrorCode.PAYMENTS_UNAVAILABLE);
  const user = await userById(ctx.db, userId);
  if (!user) throw new AppError(ErrorCode.UNAUTHENTICATED);
  const successUrl = returnAddress(body.returnUrl, ctx.allowedOrigins, `${body.kind}_success`);
  const cancelUrl = returnAddress(body.returnUrl, ctx.allowedOrigins, `${body.kind}_fail`);
  const email = customerEmail(
    await accountOf(ctx.db, user),
    userId,
    ctx.config.PAYMENT_EMAIL_SUFFIX,
  );
  const expiresAt = new Date(Date.now() + LIMITS.checkoutExpirySeconds * 1000);
  const { order, priced } = await ctx.db.transaction(async (tx) => {
    const priced = await price(
      tx,
      userId,
      body.kind,
      body.productId,
      currency,
      body.discountCode || undefined,
    );
    const orderId = await repo.insertOrder(tx, {
      userId,
      kind: body.kind,
      productId: body.productId,
      amountCents: toCents(priced.amount),
      currency,
      discountCode: priced.discountCode || null,
      grants: priced.grants,
      provider: provider.name,
      returnUrl: body.returnUrl,
      expiresAt,
    });
    if (priced.discountCode) await holdDiscountUse(tx, priced.discountCode, userId, orderId);
    // a retry with the request's Idempotency-Key makes no second order
    await claimKey(tx);
    return { order: { id: orderId }, priced };
  });
  const amountCents = toCents(priced.amount);
  const session = await provider
    .createSession({
      orderId: order.id,
      userId,
      kind: body.kind,
      productId: body.productId,
      productName: PRODUCT_NAME[body.kind][ctx.lang],
      amountCents,
      currency,
      customerEmail: email,
      discountCode: priced.discountCode,
      successUrl,
      cancelUrl,
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
      platform: ctx.config.PLATFORM_ID,
      lang: ctx.lang,
    })
    .catch(async (err: unknown) => {
      // no session: the order fails at once and releases any code use it reserved
      await closeOrder(ctx.db, order.id, 'failed');
      await releaseKey(ctx.db);
      throw err;
    });
  await repo.setOrderSession(ctx.db, order.id, {
    providerSessionId: session.id,
    sandboxSecretHash: session.secretHash ?? null,
  });
  return { url: session.url, orderId: order.id };
}

export type { OrderRow };

/** Whether a value has the shape of an order id (a UUID), before it is looked up. */
export const isOrderId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value);

/** Moves a created order to failed or expired; null when it was no longer created. */
async function closeOrder(
  db: Db,
  orderId: string,
  status: 'failed' | 'expired',
  now = new Date(),
): Promise<OrderRow | null> {
  return repo.moveOrder(db, orderId, ['created'], status, now);
}

/** An order whose checkout ran out is marked expired when next acted on (paid or cancelled). */
export async function expireIfStale(db: Db, order: OrderRow, now = new Date()): Promise<OrderRow> {
  if (order.status !== 'created' || order.expiresAt > now) return order;
  return (await closeOrder(db, order.id, 'expired', now)) ?? order;
}

/**
 * An order as it stands at `now`, for a read: a created order past its checkout's expiry reads
 * as expired without a write (the payments.expire job writes it).
 */
export function asOf(order: OrderRow, now = new Date()): OrderRow {
  if (order.status !== 'created' || order.expiresAt > now) return order;
  return { ...order, status: 'expired' };
}

/** The job that marks the orders whose checkout ran out expired, and how often it runs. */
export const EXPIRE_JOB = 'payments.expire';
export const EXPIRE_EVERY_MS = 10 * 60_000;
defineJob(EXPIRE_JOB, NO_PAYLOAD);

/** Marks every created order past its expiry expired (the payments.expire job). */
export async function expireStaleOrders(db: Db, now: Date): Promise<number> {
  return repo.expireStaleOrders(db, now);
}

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  return repo.findOrder(db, orderId);
}

export function toOrder(row: OrderRow): Order {
  return {
    orderId: row.id,
    kind: row.kind === 'vip' ? 'vip' : 'points',
    status: row.status as Order['status'],
    amount: fromCents(row.amountCents),
    currency: row.currency === 'usd' ? 'usd' : 'cny',
    createdAt: row.createdAt.toISOString(),
  };
}
