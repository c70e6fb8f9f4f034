import type { PointProduct, RechargeInfo, VipCard } from '@starlit/contracts';
import {
  applyDiscount,
  dailyPrice,
  daysOfMonths,
  discountTenths,
  formatPrice,
} from '@starlit/core/points';
import type { DbOrTx } from '../../db/client';
import {
  activePointProducts,
  activeVipProducts,
  insertMissingProducts,
  type PointProductRow,
  type VipProductRow,
} from './repository';

/** What a valid discount code changes: the price share charged and any bonus. */
export interface DiscountTerms {
  code: string;
  tenths: number;
  bonusDays: number;
  bonusPoints: number;
}

/** Sensible CNY defaults; an operator's edits (npm run admin -- product:set) are kept. */
const VIP_SEED = [
  {
    productId: 'vip_1m',
    months: 1,
    price: '19.90',
    realPrice: '30.00',
    acceptsDiscount: true,
    sort: 1,
  },
  {
    productId: 'vip_3m',
    months: 3,
    price: '49.90',
    realPrice: '90.00',
    acceptsDiscount: true,
    sort: 2,
  },
  {
    productId: 'vip_12m',
    months: 12,
    price: '168.00',
    realPrice: '360.00',
    acceptsDiscount: true,
    sort: 3,
  },
];
const POINTS_SEED = [
  { productId: 'points_60', points: 60, price: '6.00', extraPoints: 0, sort: 1 },
  { productId: 'points_300', points: 300, price: '30.00', extraPoints: 30, sort: 2 },
  { productId: 'points_680', points: 680, price: '68.00', extraPoints: 88, sort: 3 },
  { productId: 'points_1280', points: 1280, price: '128.00', extraPoints: 200, sort: 4 },
  { productId: 'points_3280', points: 3280, price: '328.00', extraPoints: 600, sort: 5 },
  { productId: 'points_6480', points: 6480, price: '648.00', extraPoints: 1500, sort: 6 },
];

export async function seedProducts(db: DbOrTx): Promise<void> {
  await insertMissingProducts(db, VIP_SEED, POINTS_SEED);
}

/** The price a VIP card costs with (or without) a discount code. */
export function vipPrice(row: VipProductRow, discount: DiscountTerms | null): string {
  return discount && row.acceptsDiscount
    ? applyDiscount(row.price, discount.tenths)
    : formatPrice(row.price);
}

export function toVipCard(row: VipProductRow, discount: DiscountTerms | null): VipCard {
  const applies = !!discount && row.acceptsDiscount;
  const display = vipPrice(row, discount);
  return {
    productId: row.productId,
    months: row.months,
    displayPrice: display,
    realPrice: formatPrice(row.realPrice),
    isDiscount: row.acceptsDiscount ? '1' : '0',
    discount: discountTenths(display, row.realPrice),
    dailyPrice: dailyPrice(display, daysOfMonths(row.months)),
    bonusDays: applies ? discount.bonusDays : 0,
    bonusPoints: applies ? discount.bonusPoints : 0,
  };
}

export function toPointProduct(row: PointProductRow): PointProduct {
  return {
    productId: row.productId,
    points: row.points,
    price: formatPrice(row.price),
    extraPoints: row.extraPoints,
  };
}

export async function rechargeInfo(
  db: DbOrTx,
  discount: DiscountTerms | null = null,
): Promise<RechargeInfo> {
  const [vip, points] = await Promise.all([activeVipProducts(db), activePointProducts(db)]);
  return {
    vipCards: vip.map((row) => toVipCard(row, discount)),
    pointProduct: points.map(toPointProduct),
    discountCode: discount?.code ?? '',
  };
}
