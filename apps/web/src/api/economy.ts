import type { Currency, DeductionType } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, type CallOptions, type InputOf } from './call';

const { invites, payments, points, redeem } = endpoints;

/**
 * The browser's time zone. The account's days (check-ins, daily allowances) are counted in the
 * zone saved with `saveTimeZone` (state/zone.ts sends it when the device's zone changes); the
 * reads still send it as the spec's `tz`, which the server accepts and ignores.
 */
export function browserTimeZone(): string {
  return deviceTimeZone() ?? 'UTC';
}

/** The device's IANA zone, when the browser tells it. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The points, VIP, payments, codes and invites modules of /api/v2. */
export const economyApi = {
  userAccount: () => call(points.userAccount, { tz: browserTimeZone(), timestamp: Date.now() }),
  featuresUsage: () => call(points.featuresUsage, { tz: browserTimeZone(), timestamp: Date.now() }),
  signIn: () => call(points.signIn, { tz: browserTimeZone() }),
  saveTimeZone: (timeZone: string) => call(points.timeZone, { timeZone }),
  pointsRecord: (page: number, pageSize = 20) => call(points.pointsRecord, { page, pageSize }),
  deductionInfo: (type: DeductionType, options?: CallOptions) =>
    call(points.deductionInfo, { type, tz: browserTimeZone() }, options),
  swapPoints: (type: 'swap4Vip3' | 'swap4Vip7') => call(points.swapPoints, { type }),
  pointsTasks: () => call(points.pointsTasks),
  claimFollow: () => call(points.claimTask, { task: 'follow' }),
  rechargeInfo: (currency: Currency) => call(payments.rechargeInfo, { currency }),
  validateDiscount: (discountCode: string, currency: Currency) =>
    call(payments.validateDiscount, { discountCode, discountType: 'COMMON', currency }),
  checkout: (body: InputOf<typeof payments.checkout>) => call(payments.checkout, body),
  order: (orderId: string) => call(payments.order, { orderId }),
  redeemCodeInfo: (redeemCode: string) => call(redeem.redeemCodeInfo, { redeemCode }),
  redeemWithCode: (redeemCode: string) => call(redeem.redeemWithCode, { redeemCode }),
  myInviteInfo: () => call(invites.myInviteInfo),
  inviteRecord: (page = 1) => call(invites.inviteRecord, { page }),
};
