import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RechargeInfo } from '@starlit/contracts';
import { RechargePopup } from '../src/features/wallet/RechargePopup';
import { toast } from '../src/components/Toast/toast';
import { defaultCurrency, preferredCurrency } from '../src/state/currency';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { ACCOUNT_KEY } from '../src/api/pointsAccount';
import { queryClient } from '../src/api/query';
import { PRICES_KEY } from '../src/api/prices';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { RECHARGE, renderRouted, userAccount } from './wallet-fixtures';

const USD: RechargeInfo = {
  ...RECHARGE,
  currency: 'usd',
  pointProduct: [
    { productId: 'pts-600', points: 600, price: '9.99', extraPoints: 60 },
    { productId: 'pts-100', points: 100, price: '0.99', extraPoints: 0 },
  ],
};

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  queryClient.setQueryData(PRICES_KEY, RECHARGE);
  queryClient.setQueryData(ACCOUNT_KEY, userAccount());
});

afterEach(() => {
  toast.clear();
  localStorage.clear();
  useWalletStore.getState().reset();
  queryClient.removeQueries({ queryKey: PRICES_KEY });
  useSessionStore.getState().signOut();
});

describe('currency', () => {
  it('defaults to CNY in Chinese or in a mainland China region, else USD', () => {
    expect(defaultCurrency('zh', ['en-US'])).toBe('cny');
    expect(defaultCurrency('zh', [])).toBe('cny');
    expect(defaultCurrency('en', ['en-CN'])).toBe('cny');
    expect(defaultCurrency('en', ['en-GB', 'zh-Hans-CN'])).toBe('cny');
    expect(defaultCurrency('en', ['en-US'])).toBe('usd');
    expect(defaultCurrency('en', ['zh-TW'])).toBe('usd');
    expect(defaultCurrency('en', [])).toBe('usd');
  });

  it('the switch reloads the prices in the chosen currency, remembers it, and pays in it', async () => {
    const { fetch, calls } = fakeFetch((call: FakeCall) => {
      if (pathOf(call) === 'rechargeInfo') return ok(USD);
      if (pathOf(call) === 'payments/checkout')
        return ok({ url: 'https://pay.test/session/2', orderId: 'o-2' });
      return { code: 404, msg: '', data: null };
    });
    vi.stubGlobal('fetch', fetch);
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderRouted(<RechargePopup visible onClose={() => {}} />);

    expect(await screen.findByText('Buy points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CNY ¥' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pay ¥60.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'USD $' }));
    expect(await screen.findByRole('button', { name: 'Pay $9.99' })).toBeInTheDocument();
    const load = calls.filter((c) => pathOf(c) === 'rechargeInfo').at(-1);
    expect(load?.url).toContain('currency=usd');
    expect(localStorage.getItem('currency')).toBe('usd');
    expect(preferredCurrency()).toBe('usd');

    await user.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() => expect(calls.map(pathOf)).toContain('payments/checkout'));
    const checkout = calls.find((c) => pathOf(c) === 'payments/checkout');
    expect(checkout?.body).toMatchObject({ kind: 'points', productId: 'pts-600', currency: 'usd' });
  });
});
