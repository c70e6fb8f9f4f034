import type {
  Checkout,
  CheckoutBody,
  DeductionInfo,
  DeductionType,
  FeaturesUsage,
  InviteRecord,
  MyInviteInfo,
  Order,
  PointsRecord,
  PointsTasks,
  RechargeInfo,
  RedeemCodeInfo,
  RedeemResult,
  SignInResult,
  SwapPointsResult,
  UserAccount,
} from '@starlit/contracts';
import { http } from './http';

/** The browser's time zone: the server counts check-in days and daily allowances in it. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

type Body<T> = Omit<T, 'lang'>;

/** The points, VIP, payments, codes and invites modules of /api/v2. */
export const economyApi = {
  userAccount: () =>
    http.get<UserAccount>('userAccount', { tz: browserTimeZone(), timestamp: Date.now() }),
  featuresUsage: () =>
    http.get<FeaturesUsage>('featuresUsage', { tz: browserTimeZone(), timestamp: Date.now() }),
  signIn: () => http.get<SignInResult>('signIn', { tz: browserTimeZone() }),
  pointsRecord: (page: number, pageSize = 20) =>
    http.post<PointsRecord>('pointsRecord', { page, pageSize }),
  deductionInfo: (type: DeductionType) =>
    http.get<DeductionInfo>('deductionInfo', { type, tz: browserTimeZone() }),
  swapPoints: (type: 'swap4Vip3' | 'swap4Vip7') =>
    http.post<SwapPointsResult>('swapPoints', { type }),
  pointsTasks: () => http.get<PointsTasks>('pointsTasks'),
  claimFollow: () =>
    http.post<{ points: number; balance: number }>('claimTask', { task: 'follow' }),
  rechargeInfo: () => http.get<RechargeInfo>('rechargeInfo'),
  validateDiscount: (discountCode: string) =>
    http.post<RechargeInfo>('validateDiscount', { discountCode, discountType: 'COMMON' }),
  checkout: (body: Body<CheckoutBody>) => http.post<Checkout>('payments/checkout', body),
  order: (orderId: string) => http.get<Order>('payments/order', { orderId }),
  redeemCodeInfo: (redeemCode: string) =>
    http.post<RedeemCodeInfo>('redeemCodeInfo', { redeemCode }),
  redeemWithCode: (redeemCode: string) => http.post<RedeemResult>('redeemWithCode', { redeemCode }),
  myInviteInfo: () => http.get<MyInviteInfo>('myInviteInfo'),
  inviteRecord: (page = 1) => http.get<InviteRecord>('inviteRecord', { page }),
};
