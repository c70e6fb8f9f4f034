import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VipPopup } from '../src/features/wallet/VipPopup';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { ACCOUNT_KEY } from '../src/api/pointsAccount';
import { queryClient } from '../src/api/query';
import {
  PRICES_KEY,
  applyDiscountedPrices,
  cachedPrices,
  loadPrices,
  usePrices,
} from '../src/api/prices';
import { type FakeCall, deferred, fakeFetch, ok, pathOf } from './support';
import { RECHARGE, renderRouted, userAccount, vipCard } from './wallet-fixtures';

const DISCOUNTED = {
  ...RECHARGE,
  vipCards: [
    vipCard({
      productId: 'vip-3m',
      months: 3,
      displayPrice: '39.90',
      realPrice: '49.90',
      isDiscount: '1',
      discount: 8,
      bonusDays: 7,
    }),
  ],
  discountCode: 'SPRING',
};

function server(validate: (code: string) => unknown = () => ({ code: 1104, msg: '', data: null })) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'rechargeInfo':
        return ok(RECHARGE);
      case 'validateDiscount':
        return validate((call.body as { discountCode: string }).discountCode);
      default:
        return { code: 404, msg: 'unknown', data: null };
    }
  });
}

const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

beforeEach(() => {
  useAppStore.setState({ lang: 'en', discountCode: '' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  queryClient.setQueryData(PRICES_KEY, RECHARGE);
  queryClient.setQueryData(ACCOUNT_KEY, userAccount(false));
});

afterEach(() => {
  toast.clear();
  useWalletStore.getState().reset();
  queryClient.removeQueries({ queryKey: PRICES_KEY });
  useSessionStore.getState().signOut();
});

describe('VIP popup', () => {
  it('selects the first card, labels Activate Now for others and Renewal for a VIP', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup();
    renderRouted(<VipPopup visible onClose={() => {}} />);

    expect(await screen.findByText('Activate VIP')).toBeInTheDocument();
    expect(pressed(/^Offer ends 31 Jan 2030, .*, 1 month,/)).toBe('true');
    expect(pressed(/^3 months,/)).toBe('false');
    expect(screen.getByRole('button', { name: 'Activate Now ¥19.90' })).toBeInTheDocument();
    // only a lower price with a real end is dated; the 12-month one (lower, no end) is not
    expect(screen.getAllByText(/^Offer ends /)).toHaveLength(1);
    expect(pressed(/^12 months, ¥168.00, Usual price ¥238.80,/)).toBe('false');
    expect(screen.getByText('33% off')).toBeInTheDocument();
    expect(screen.getByText('¥29.90')).toBeInTheDocument();
    expect(screen.getByText('¥0.55/day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^3 months,/ }));
    expect(pressed(/^3 months,/)).toBe('true');
    expect(screen.getByRole('button', { name: 'Activate Now ¥49.90' })).toBeInTheDocument();

    act(() => void queryClient.setQueryData(ACCOUNT_KEY, userAccount(true)));
    expect(await screen.findByRole('button', { name: 'Renewal ¥49.90' })).toBeInTheDocument();

    // new recharge info: the first card is the choice again
    act(() => void queryClient.setQueryData(PRICES_KEY, { ...RECHARGE }));
    await waitFor(() => expect(pressed(/^Offer ends .*, 1 month,/)).toBe('true'));
    expect(screen.getByRole('button', { name: 'Renewal ¥19.90' })).toBeInTheDocument();
  });

  it('checks a typed discount code silently only when the chosen card takes codes', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderRouted(<VipPopup visible onClose={() => {}} />);
    const field = await screen.findByPlaceholderText('Discount code (optional)');

    // the first card has isDiscount '0': typing checks nothing
    await user.type(field, 'abc');
    expect(useAppStore.getState().discountCode).toBe('ABC');
    await new Promise((r) => setTimeout(r, 700));
    expect(calls.map(pathOf)).not.toContain('validateDiscount');

    // the 3-month card takes codes: one silent check after typing pauses
    await user.click(screen.getByRole('button', { name: /^3 months,/ }));
    await user.type(field, 'de');
    await waitFor(() => expect(calls.map(pathOf)).toContain('validateDiscount'));
    const checks = calls.filter((c) => pathOf(c) === 'validateDiscount');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.body).toMatchObject({ discountCode: 'ABCDE', discountType: 'COMMON' });
    // a failed silent check reloads the recharge info and says nothing
    await waitFor(() => expect(calls.map(pathOf)).toContain('rechargeInfo'));
    expect(document.querySelector('.sl-toast')).toBeNull();
  });

  it('Verify applies a valid code: new prices, first card chosen, success toast', async () => {
    const { fetch, calls } = server((code) =>
      code === 'SPRING' ? ok(DISCOUNTED) : { code: 1104, msg: '', data: null },
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderRouted(<VipPopup visible onClose={() => {}} />);

    await user.type(await screen.findByPlaceholderText('Discount code (optional)'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Discount code verified')).toBeInTheDocument();
    expect(cachedPrices()).toEqual(DISCOUNTED);
    expect(pressed(/^3 months, ¥39.90, Usual price ¥49.90,/)).toBe('true');
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('+7 VIP days')).toBeInTheDocument();
    expect(screen.getByText('Code SPRING applied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Now ¥39.90' })).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c) === 'validateDiscount')).toHaveLength(1);
  });

  it('Verify with a bad code reloads the recharge info and toasts the translated code', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderRouted(<VipPopup visible onClose={() => {}} />);

    await user.type(await screen.findByPlaceholderText('Discount code (optional)'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid discount code.')).toBeInTheDocument();
    await waitFor(() => expect(calls.map(pathOf)).toContain('rechargeInfo'));
  });
});

describe('recharge info', () => {
  it('a reload that started before a code was verified does not undo the discount', async () => {
    const answer = deferred<unknown>();
    vi.stubGlobal('fetch', fakeFetch(() => answer.promise).fetch);
    const { result } = renderHook(() => usePrices());
    expect(result.current).toEqual(RECHARGE);
    const reload = loadPrices();
    act(() => applyDiscountedPrices(DISCOUNTED));
    answer.resolve(ok({ ...RECHARGE }));
    await act(async () => void (await reload));
    // the cache answers at once; the screen follows once the query's notice reaches it
    expect(cachedPrices()).toEqual(DISCOUNTED);
    await waitFor(() => expect(result.current).toEqual(DISCOUNTED));
  });

  it('sign-out keeps the products but drops prices from a discount code', async () => {
    const { result } = renderHook(() => usePrices(false));
    act(() => applyDiscountedPrices(DISCOUNTED));
    await waitFor(() => expect(result.current).toEqual(DISCOUNTED));
    act(() => useSessionStore.getState().signOut());
    expect(cachedPrices()).toEqual(RECHARGE);
    // a screen opened after signing out shows the plain prices
    expect(renderHook(() => usePrices(false)).result.current).toEqual(RECHARGE);
  });
});
