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
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { RECHARGE, userAccount } from './wallet-fixtures';

function server(remain = 3) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'userAccount':
        return ok(userAccount(false, remain));
      case 'rechargeInfo':
        return ok(RECHARGE);
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

    localStorage.setItem('payStatus', 'vip_success');
    await advance(PAY_POLL_MS - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(since(0)).toEqual(expect.arrayContaining(['userinfo', 'rechargeInfo', 'userAccount']));
    expect(localStorage.getItem('payStatus')).toBeNull();
    expect(useAppStore.getState().discountCode).toBe('');
    expect(toastText()).toBe('Payment received: your VIP membership is active');

    let seen = calls.length;
    localStorage.setItem('payStatus', 'points_success');
    await advance(PAY_POLL_MS);
    expect(since(seen)).toEqual(['userAccount']);
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

    localStorage.setItem('payStatus', 'points_success');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(calls.map(pathOf)).toEqual(['userAccount']);
    expect(localStorage.getItem('payStatus')).toBeNull();
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
    expect(useWalletStore.getState().account?.freeAccount.remain).toBe(2);
    await advance(2_000);
    expect(count('rechargeInfo')).toBe(1);
    await advance(ACCOUNT_POLL_MS);
    expect(count('userAccount')).toBe(2);

    remain = 0;
    await advance(ACCOUNT_POLL_MS);
    expect(count('userAccount')).toBe(3);
    await advance(ACCOUNT_POLL_MS * 4);
    expect(count('userAccount')).toBe(3);
    expect(useWalletStore.getState().account?.freeAccount.remain).toBe(0);
  });
});
