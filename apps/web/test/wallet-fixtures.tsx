import { type ReactNode } from 'react';
import type { RechargeInfo, UserAccount, VipCard } from '@starlit/contracts';
import { renderRoutes } from './routes-fixture';

/** Shared data and rendering for the wallet tests. */
export function vipCard(overrides: Partial<VipCard> & Pick<VipCard, 'productId'>): VipCard {
  return {
    months: 1,
    displayPrice: '19.90',
    realPrice: '29.90',
    isDiscount: '0',
    discount: 10,
    dailyPrice: '0.66',
    bonusDays: 0,
    bonusPoints: 0,
    limitedUntil: null,
    ...overrides,
  };
}

export const RECHARGE: RechargeInfo = {
  currency: 'cny',
  vipCards: [
    vipCard({
      productId: 'vip-1m',
      months: 1,
      displayPrice: '19.90',
      realPrice: '29.90',
      discount: 6.7,
      limitedUntil: '2030-01-31T12:00:00.000Z',
    }),
    vipCard({
      productId: 'vip-3m',
      months: 3,
      displayPrice: '49.90',
      realPrice: '49.90',
      isDiscount: '1',
      dailyPrice: '0.55',
    }),
    vipCard({
      productId: 'vip-12m',
      months: 12,
      displayPrice: '168.00',
      realPrice: '238.80',
      discount: 7,
    }),
  ],
  pointProduct: [
    { productId: 'pts-600', points: 600, price: '60', extraPoints: 60 },
    { productId: 'pts-100', points: 100, price: '10', extraPoints: 0 },
    { productId: 'pts-300', points: 300, price: '30', extraPoints: 20 },
  ],
  discountCode: '',
};

export function userAccount(isVip = false, remain = 3): UserAccount {
  return {
    freeAccount: { remain, dailyLimit: 3 },
    pointAccount: { balance: 120, signedDays: 0, signedToday: false, signList: [] },
    vipAccount: { isVip, vipExpDate: isVip ? '2030-06-01' : null },
  };
}

/** Renders a node inside a router (the wallet reads route parameters) and Suspense (i18n). */
export function renderRouted(node: ReactNode) {
  return renderRoutes(
    [
      { path: '/', element: node },
      { path: '/login', element: <p>login page</p> },
      { path: '/activateVIP', element: <p>activate page</p> },
    ],
    '/',
  ).router;
}

// antd-mobile's popups track drags with pointer capture, which jsdom lacks
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype))
    Object.defineProperty(Element.prototype, name, { value: () => {} });
}
