import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RechargePopup } from '../src/features/wallet/RechargePopup';
import { VipPanel } from '../src/features/wallet/VipPanel';
import { changeLanguage } from '../src/i18n';
import { returnUrl } from '../src/features/wallet/checkout';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { ACCOUNT_KEY } from '../src/api/pointsAccount';
import { queryClient } from '../src/api/query';
import { PRICES_KEY } from '../src/api/prices';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { RECHARGE, renderRouted, userAccount } from './wallet-fixtures';

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  useSessionStore.setState({ loginStatus: true, token: 't' });
  queryClient.setQueryData(PRICES_KEY, RECHARGE);
  queryClient.setQueryData(ACCOUNT_KEY, userAccount());
});

afterEach(async () => {
  await changeLanguage('en');
  toast.clear();
  localStorage.clear();
  useWalletStore.getState().reset();
  queryClient.removeQueries({ queryKey: PRICES_KEY });
  useSessionStore.getState().signOut();
});

describe('checkout', () => {
  it('comes back to this page without an earlier payStatus', () => {
    expect(returnUrl('https://starlit.test/?payStatus=vip_fail&ic=AB#/activateVIP')).toBe(
      'https://starlit.test/?ic=AB#/activateVIP',
    );
  });

  it('the recharge popup pays for the chosen package in a new window and starts watching', async () => {
    const { fetch, calls } = fakeFetch((call: FakeCall) =>
      pathOf(call) === 'payments/checkout'
        ? ok({ url: 'https://pay.test/session/1', orderId: 'o-1' })
        : { code: 404, msg: '', data: null },
    );
    vi.stubGlobal('fetch', fetch);
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRouted(<RechargePopup visible onClose={onClose} />);

    // the first package is the large tile and the choice; a bonus shows only when there is one
    const first = await screen.findByRole('button', { name: /600 points/ });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('+60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /100 points/ })).not.toHaveTextContent('+');
    await user.click(screen.getByRole('button', { name: /300 points/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ¥30.00' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('https://pay.test/session/1');
    const checkout = calls.find((c) => pathOf(c) === 'payments/checkout');
    expect(checkout?.body).toMatchObject({ kind: 'points', productId: 'pts-300' });
    expect(localStorage.getItem('PaymentType')).toBe('points');
    expect(useWalletStore.getState().checkoutAt).not.toBeNull();
  });

  it('closes the blank window and says why when the checkout cannot start', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ code: 1204, msg: '', data: null })).fetch);
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderRouted(<RechargePopup visible onClose={onClose} />);

    await user.click(await screen.findByRole('button', { name: 'Pay ¥60.00' }));
    expect(await screen.findByText('This product is no longer available.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(useWalletStore.getState().checkoutAt).toBeNull();
  });

  it('says payments are not available (1206) on the VIP panel and the recharge popup, in both languages', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ code: 1206, msg: '', data: null })).fetch);
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onCheckout = vi.fn();
    const user = userEvent.setup();
    renderRouted(<VipPanel pageMode onCheckout={onCheckout} />);
    await user.click(await screen.findByRole('button', { name: 'Activate Now ¥19.90' }));
    expect(
      await screen.findByText('Payments are not available yet. Please try again later.'),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(onCheckout).not.toHaveBeenCalled();
    cleanup();
    toast.clear();

    await act(() => changeLanguage('zh'));
    useAppStore.setState({ lang: 'zh' });
    renderRouted(<RechargePopup visible onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: '支付 ¥60.00' }));
    expect(await screen.findByText('支付暂未开通，请稍后再试。')).toBeInTheDocument();
    expect(useWalletStore.getState().checkoutAt).toBeNull();
  });
});
