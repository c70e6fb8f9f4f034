import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast } from '../src/components/Toast/toast';
import { i18next } from '../src/i18n';
import {
  PAY_POLL_MS,
  PAY_STOP_AFTER_MS,
  usePaymentPolling,
} from '../src/features/wallet/usePaymentPolling';
import { ACCOUNT_POLL_MS, useAccountPolling } from '../src/features/wallet/useAccountPolling';
import { CONFIRMING_AFTER_MS, CONFIRM_EVERY_MS } from '../src/features/wallet/confirmPayment';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { cachedAccount } from '../src/api/pointsAccount';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { RECHARGE, userAccount } from './wallet-fixtures';

const ORDER = '3c2b1a00-0000-4000-8000-000000000009';

/** The server; `order` is what it says of the checkout's order (a list: one answer per ask). */
function server(remain = 3, order: string[] = ['paid']) {
  let asked = 0;
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'userAccount':
        return ok(userAccount(false, remain));
      case 'rechargeInfo':
        return ok(RECHARGE);
      case 'userinfo':
        return ok({ vipAccount: { isVip: true, vipExpDate: '2030-06-01' } });
      case 'payments/order': {
        const status = order[Math.min(asked++, order.length - 1)]!;
        return ok({ orderId: ORDER, kind: 'vip', status, amount: '9.90', createdAt: '' });
      }
      default:
        return { code: 9999, msg: '', data: null };
    }
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toastText = () => document.querySelector('.sl-toast')?.textContent ?? '';

beforeAll(async () => {
  await i18next.loadNamespaces('wallet');
});

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ lang: 'en', discountCode: 'SPRING' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
});

afterEach(() => {
  vi.useRealTimers();
  toast.clear();
  localStorage.clear();
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
});

describe('payment result polling', () => {
  it('handles each result every 5 s, clears it, and stops 120 s after the first', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    renderHook(() => usePaymentPolling(true));
    act(() => useWalletStore.getState().watchPayment());
    const since = (n: number) => calls.slice(n).map(pathOf);

    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'vip_success');
    await advance(PAY_POLL_MS - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    // the order is confirmed with the server before anything is said
    expect(since(0)[0]).toBe('payments/order');
    expect(since(0)).toEqual(expect.arrayContaining(['userinfo', 'rechargeInfo', 'userAccount']));
    expect(localStorage.getItem('payStatus')).toBeNull();
    expect(localStorage.getItem('pendingOrder')).toBeNull();
    expect(useAppStore.getState().discountCode).toBe('');
    expect(toastText()).toBe('Payment received: VIP active until 1 Jun 2030');

    let seen = calls.length;
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'points_success');
    await advance(PAY_POLL_MS);
    expect(since(seen)).toEqual(['payments/order', 'userAccount']);
    expect(localStorage.getItem('payStatus')).toBeNull();
    expect(toastText()).toBe('Payment received: the points are in your account');

    for (const failed of ['vip_fail', 'points_fail']) {
      toast.clear();
      seen = calls.length;
      localStorage.setItem('payStatus', failed);
      await advance(PAY_POLL_MS);
      expect(since(seen)).toEqual([]);
      expect(localStorage.getItem('payStatus')).toBeNull();
      expect(toastText()).toBe('The payment was not completed. You have not been charged.');
    }

    // 120 s after the first result (found at 5 s) polling has stopped
    await advance(PAY_STOP_AFTER_MS - 4 * PAY_POLL_MS + PAY_POLL_MS);
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'points_success');
    seen = calls.length;
    await advance(3 * PAY_POLL_MS);
    expect(localStorage.getItem('payStatus')).toBe('points_success');
    expect(since(seen)).toEqual([]);
  });

  it('checks at once when the tab becomes visible again', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    renderHook(() => usePaymentPolling(true));
    act(() => useWalletStore.getState().watchPayment());

    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'points_success');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(calls.map(pathOf)).toEqual(['payments/order']);
    expect(localStorage.getItem('payStatus')).toBeNull();
    await advance(0);
    expect(toastText()).toBe('Payment received: the points are in your account');
  });

  it('says a payment is being confirmed while its order is open, and received once it is paid', async () => {
    const { fetch, calls } = server(3, ['created', 'created', 'created', 'paid']);
    vi.stubGlobal('fetch', fetch);
    renderHook(() => usePaymentPolling(true));
    act(() => useWalletStore.getState().watchPayment());
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'vip_success');
    await advance(PAY_POLL_MS);
    // the checkout's word alone grants nothing and says nothing yet
    expect(calls.map(pathOf)).toEqual(['payments/order']);
    expect(toastText()).toBe('');
    await advance(CONFIRMING_AFTER_MS);
    expect(toastText()).toBe(
      'We are confirming your payment. Your account updates as soon as it is confirmed.',
    );
    expect(calls.map(pathOf)).not.toContain('userinfo');
    await advance(CONFIRM_EVERY_MS);
    expect(calls.filter((c) => pathOf(c) === 'payments/order')).toHaveLength(4);
    expect(calls.map(pathOf)).toContain('userinfo');
    expect(toastText()).toBe('Payment received: VIP active until 1 Jun 2030');
  });

  it('says the payment failed when its order did', async () => {
    const { fetch, calls } = server(3, ['expired']);
    vi.stubGlobal('fetch', fetch);
    renderHook(() => usePaymentPolling(true));
    act(() => useWalletStore.getState().watchPayment());
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'vip_success');
    await advance(PAY_POLL_MS);
    expect(calls.map(pathOf)).toEqual(['payments/order']);
    expect(toastText()).toBe('The payment was not completed. You have not been charged.');
  });

  it('after points arrive, returns to the conversation that was waiting for them', async () => {
    const { fetch } = server();
    vi.stubGlobal('fetch', fetch);
    window.location.hash = '#/pointsCenter';
    const group = '0b5e8f7c-3c1a-4c55-9d1e-2f6f3b9a7e10';
    localStorage.setItem('LeavePagePointsType', 'chat_base');
    localStorage.setItem(
      'rechargeStoreData',
      JSON.stringify({ module: 'chat_base', healerId: 'junior', msgGroup: group }),
    );
    renderHook(() => usePaymentPolling(true));
    act(() => useWalletStore.getState().watchPayment());
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'points_success');
    await advance(PAY_POLL_MS);
    expect(window.location.hash).toBe(`#/chat/chat_base/junior/${group}`);
    expect(localStorage.getItem('rechargeStoreData')).toBeNull();
    expect(localStorage.getItem('LeavePagePointsType')).toBeNull();

    // something that is not a route of ours is ignored
    window.location.hash = '#/pointsCenter';
    localStorage.setItem(
      'rechargeStoreData',
      JSON.stringify({ module: '../x', healerId: 'junior', msgGroup: 'new' }),
    );
    localStorage.setItem('pendingOrder', ORDER);
    localStorage.setItem('payStatus', 'points_success');
    await advance(PAY_POLL_MS);
    expect(window.location.hash).toBe('#/pointsCenter');
    window.location.hash = '';
  });

  it('does not poll before a checkout or when signed out', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const { rerender } = renderHook(({ on }) => usePaymentPolling(on), {
      initialProps: { on: true },
    });
    await advance(PAY_POLL_MS * 2);
    localStorage.setItem('payStatus', 'vip_success');
    await advance(PAY_POLL_MS * 2);
    expect(calls).toHaveLength(0);
    rerender({ on: false });
    act(() => useWalletStore.getState().watchPayment());
    await advance(PAY_POLL_MS * 2);
    expect(calls).toHaveLength(0);
    expect(localStorage.getItem('payStatus')).toBe('vip_success');
  });
});

describe('points account polling', () => {
  it('loads every 5 s, recharge info after 2 s, and stops once the free allowance is used up', async () => {
    let remain = 2;
    const { fetch, calls } = fakeFetch((call: FakeCall) =>
      pathOf(call) === 'userAccount' ? ok(userAccount(false, remain)) : ok(RECHARGE),
    );
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useAccountPolling(true));
    const count = (path: string) => calls.filter((c) => pathOf(c) === path).length;

    await advance(0);
    expect(count('userAccount')).toBe(1);
    expect(cachedAccount()?.freeAccount.remain).toBe(2);
    await advance(2_000);
    expect(count('rechargeInfo')).toBe(1);
    await advance(ACCOUNT_POLL_MS);
    expect(count('userAccount')).toBe(2);

    remain = 0;
    await advance(ACCOUNT_POLL_MS);
    expect(count('userAccount')).toBe(3);
    await advance(ACCOUNT_POLL_MS * 4);
    expect(count('userAccount')).toBe(3);
    expect(cachedAccount()?.freeAccount.remain).toBe(0);
  });
});
