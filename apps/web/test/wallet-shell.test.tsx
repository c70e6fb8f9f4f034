import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { VipBanner } from '../src/components/VipBanner/VipBanner';
import { InviteSuccessDialog } from '../src/features/wallet/InviteSuccessDialog';
import WalletOverlays from '../src/features/wallet/WalletOverlays';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { completeSignIn } from '../src/state/sessionActions';
import { useWalletStore } from '../src/state/wallet';
import { ACCOUNT_KEY } from '../src/api/pointsAccount';
import { queryClient } from '../src/api/query';
import { fakeFetch } from './support';
import { renderRouted, userAccount } from './wallet-fixtures';

beforeEach(() => {
  useAppStore.setState({ lang: 'en' });
  vi.stubGlobal('fetch', fakeFetch(() => ({ code: 404, msg: '', data: null })).fetch);
});

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('VIP banner', () => {
  it('sends a visitor to sign in', async () => {
    const user = userEvent.setup();
    const router = renderRouted(<VipBanner pageMode />);
    expect(await screen.findByText('Read and chat without points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the free readings left; on a page it opens /activateVIP', async () => {
    useSessionStore.setState({ loginStatus: true, token: 't' });
    queryClient.setQueryData(ACCOUNT_KEY, userAccount(false, 2));
    const user = userEvent.setup();
    const router = renderRouted(<VipBanner pageMode />);
    expect(await screen.findByText('2 free readings left today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activateVIP'));
  });

  it('in the recharge popup it swaps the popup for the VIP popup; a VIP sees the date and Renewal', async () => {
    useSessionStore.setState({ loginStatus: true, token: 't' });
    queryClient.setQueryData(ACCOUNT_KEY, userAccount(true));
    useWalletStore.setState({ overlay: 'recharge' });
    const user = userEvent.setup();
    renderRouted(<VipBanner />);
    expect(await screen.findByText('VIP until 1 Jun 2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renewal' }));
    expect(useWalletStore.getState().overlay).toBe('vip');
  });
});

describe('invite-success dialog', () => {
  it('opens with the reward of a sign-up through an invite, and its confirm clears it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRouted(<InviteSuccessDialog />);
    await act(() =>
      completeSignIn({
        user_token: 'tok',
        account: 'luna@example.com',
        user_id: 'u-1',
        isNew: true,
        registerReward: { kind: 'vip', amount: 3 },
      }),
    );
    expect(await screen.findByText('You received 3 days of VIP')).toBeInTheDocument();
    expect(screen.getByText('Invitation accepted!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wonderful' }));
    expect(useWalletStore.getState().registerReward).toBeNull();
  });
});

/** The overlays as the shell holds them: above every route. */
function renderShell() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <WalletOverlays />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>home page</p> },
        { path: 'activateVIP', element: <p>activate page</p> },
        { path: 'login', element: <p>login page</p> },
      ],
    },
  ]);
  render(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

describe('wallet overlays in the shell', () => {
  it('keep an overlay opened before they loaded, and close it when the route changes', async () => {
    act(() => useWalletStore.getState().open('rights'));
    const router = renderShell();
    expect(await screen.findByText('VIP rights')).toBeInTheDocument();
    expect(useWalletStore.getState().overlay).toBe('rights');
    await act(() => router.navigate('/activateVIP'));
    expect(useWalletStore.getState().overlay).toBeNull();
  });

  it('send a visitor who is offered a purchase to sign in', async () => {
    act(() => useWalletStore.getState().open('vip'));
    const router = renderShell();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useWalletStore.getState().overlay).toBeNull();
  });
});
