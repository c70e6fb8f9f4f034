import type { Currency, PointProduct, RechargeInfo, VipCard } from '@starlit/contracts';
import { applyDiscount, dailyPrice, daysOfMonths, formatPrice } from '@starlit/core/points';
import type { DbOrTx } from '../../db/client';
import {
  activePointProducts,
  activeVipProducts,
  insertMissingProducts,
  type PointProductRow,
  type VipProductRow,
} from './repository';

/** What a valid discount code changes: the price share charged, any bonus, when it ends. */
export interface DiscountTerms {
  code: string;
  tenths: number;
  bonusDays: number;
  bonusPoints: number;
  expiresAt: Date | null;
}

/**
 * Standard prices in CNY and USD, each set for its own market (never converted at a rate); an
 * operator's edits (npm run admin -- product:set) are kept.
 */
const VIP_SEED = [
  {
    productId: 'vip_1m',
    months: 1,
    price: '19.90',
    priceUsd: '2.99',
    acceptsDiscount: true,
    sort: 1,
  },
  {
    productId: 'vip_3m',
    months: 3,
    price: '49.90',
    priceUsd: '7.99',
    acceptsDiscount: true,
    sort: 2,
  },
  {
    productId: 'vip_12m',
    months: 12,
    price: '168.00',
    priceUsd: '24.99',
    acceptsDiscount: true,
    sort: 3,
  },
];
const POINTS_SEED = [
  { productId: 'points_60', points: 60, price: '6.00', priceUsd: '0.99', extraPoints: 0, sort: 1 },
  {
    productId: 'points_300',
    points: 300,
    price: '30.00',
    priceUsd: '4.99',
    extraPoints: 30,
    sort: 2,
  },
  {
    productId: 'points_680',
    points: 680,
    price: '68.00',
    priceUsd: '9.99',
    extraPoints: 88,
    sort: 3,
  },
  {
    productId: 'points_1280',
    points: 1280,
    price: '128.00',
    priceUsd: '19.99',
    extraPoints: 200,
    sort: 4,
  },
  {
    productId: 'points_3280',
    points: 3280,
    price: '328.00',
    priceUsd: '49.99',
    extraPoints: 600,
    sort: 5,
  },
  {
    productId: 'points_6480',
    points: 6480,
    price: '648.00',
    priceUsd: '99.99',
    extraPoints: 1500,
    sort: 6,
  },
];

export async function seedProducts(db: DbOrTx): Promise<void> {
  await insertMissingProducts(db, VIP_SEED, POINTS_SEED);
}

/**
 * The currency a request prices in when it names none: CNY, as the API always priced. The web
 * app names one: the member's choice, else what their browser's region and language suggest.
 */
export const DEFAULT_CURRENCY: Currency = 'cny';

/** A product's standard price in a currency, or null when it is not sold in it. */
export function standardPrice(
  row: { price: string; priceUsd: string | null },
  currency: Currency,
): string | null {
  const value = currency === 'cny' ? row.price : row.priceUsd;
  return value === null ? null : formatPrice(value);
}

/** The plan's sale while it runs (`sale_ends_at` still ahead), else null. */
export function runningSale(
  row: VipProductRow,
  now: Date,
): { tenths: number; endsAt: Date } | null {
  if (row.saleTenths === null || !row.saleEndsAt || row.saleEndsAt <= now) return null;
  return { tenths: row.saleTenths, endsAt: row.saleEndsAt };
}

/**
 * What a VIP plan costs now in a currency: its standard price, less a running sale, less an
 * applied discount code (on the sale price); `until` is when that lower price ends (the earlier
 * of the sale's and the code's end), null when it has no end or there is no reduction.
 */
export function vipQuote(
  row: VipProductRow,
  currency: Currency,
  discount: DiscountTerms | null,
  now = new Date(),
): {
  standard: string;
  charged: string;
  until: Date | null;
  codeApplies: boolean;
  tenths: number;
} | null {
  const standard = standardPrice(row, currency);
  if (standard === null) return null;
  const sale = runningSale(row, now);
  const codeApplies = !!discount && row.acceptsDiscount;
  let charged = sale ? applyDiscount(standard, sale.tenths) : standard;
  if (codeApplies) charged = applyDiscount(charged, discount.tenths);
  const ends = [sale?.endsAt, codeApplies ? discount.expiresAt : null].filter(
    (d): d is Date => d instanceof Date,
  );
  const reduced = sale !== null || codeApplies;
  // the share of the standard price asked, as configured (not re-derived from rounded cents)
  const tenths = ((sale?.tenths ?? 10) * (codeApplies ? discount.tenths : 10)) / 10;
  const until =
    reduced && ends.length > 0 ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null;
  return { standard, charged, until, codeApplies, tenths: Math.floor(tenths * 10) / 10 };
}

export function toVipCard(
  row: VipProductRow,
  currency: Currency,
  discount: DiscountTerms | null,
  now = new Date(),
): VipCard | null {
  const quote = vipQuote(row, currency, discount, now);
  if (!quote) return null;
  const { standard, charged, until, codeApplies, tenths } = quote;
  return {
    productId: row.productId,
    months: row.months,
    displayPrice: charged,
    realPrice: standard,
    isDiscount: row.acceptsDiscount ? '1' : '0',
    discount: tenths,
    dailyPrice: dailyPrice(charged, daysOfMonths(row.months)),
    bonusDays: codeApplies ? discount!.bonusDays : 0,
    bonusPoints: codeApplies ? discount!.bonusPoints : 0,
    limitedUntil: until ? until.toISOString() : null,
  };
}

export function toPointProduct(row: PointProductRow, currency: Currency): PointProduct | null {
  const price = standardPrice(row, currency);
  if (price === null) return null;
  return { productId: row.productId, points: row.points, price, extraPoints: row.extraPoints };
}

const present = <T>(value: T | null): value is T => value !== null;

export async function rechargeInfo(
  db: DbOrTx,
  currency: Currency,
  discount: DiscountTerms | null = null,
): Promise<RechargeInfo> {
  const [vip, points] = await Promise.all([activeVipProducts(db), activePointProducts(db)]);
  const now = new Date();
  return {
    currency,
    vipCards: vip.map((row) => toVipCard(row, currency, discount, now)).filter(present),
    pointProduct: points.map((row) => toPointProduct(row, currency)).filter(present),
    discountCode: discount?.code ?? '',
  };
}
