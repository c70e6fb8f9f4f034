import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '@starlit/contracts';
import PointsCenterScreen from '../src/screens/PointsCenter';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { cachedAccount } from '../src/api/pointsAccount';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const SIGN_LIST = [5, 10, 10, 15, 20, 25, 50].map((points, i) => ({ day: i + 1, points }));

function account(signedDays: number, signedToday: boolean, balance = 100): UserAccount {
  return {
    freeAccount: { remain: 3, dailyLimit: 3 },
    pointAccount: { balance, signedDays, signedToday, signList: SIGN_LIST },
    vipAccount: { isVip: false, vipExpDate: null },
  };
}

/** A server whose account answers come from `state`, and whose signIn answers `signIn()`. */
function server(state: { account: UserAccount }, signIn: () => unknown) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'userAccount':
        return ok(state.account);
      case 'signIn':
        return signIn();
      case 'pointsTasks':
        return ok([
          { task: 'invite', reward: { kind: 'points', amount: 50 }, done: false, url: null },
          {
            task: 'follow',
            reward: { kind: 'points', amount: 50 },
            done: true,
            url: 'https://x.com/starlitapp',
          },
        ]);
      default:
        return { code: 404, msg: 'not in this test', data: null };
    }
  });
}

function renderPointsCenter() {
  return renderRoutes(
    [
      { path: '/pointsCenter', element: <PointsCenterScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/pointsCenter',
  ).router;
}

const calendar = async () => {
  const section = await screen.findByRole('region', { name: 'Daily check-in' });
  return within(section).getAllByRole('listitem');
};
const isChecked = (day: HTMLElement) => within(day).queryByText('Checked in') !== null;

beforeEach(() => {
  useAppStore.getState().setLang('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  toast.clear();
  useSessionStore.getState().signOut();
  useWalletStore.getState().reset();
  localStorage.clear();
});

describe('points center check-in', () => {
  it('marks the days up to signedDays as checked, highlights today, and checks in', async () => {
    const state = { account: account(3, false) };
    const { fetch, calls } = server(state, () => {
      state.account = account(4, true, 115);
      return ok({ day: 4, points: 15, balance: 115, signedDays: 4 });
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPointsCenter();

    const cells = await calendar();
    expect(cells).toHaveLength(7);
    expect(cells.map(isChecked)).toEqual([true, true, true, false, false, false, false]);
    expect(cells[3]).toHaveAttribute('aria-current', 'date');
    expect(cells.filter((c) => c.getAttribute('aria-current'))).toHaveLength(1);
    expect(within(cells[6]!).getByText('+50')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Check in +15' });
    expect(button).toBeEnabled();
    await user.click(button);

    expect(await screen.findByText('+15 points')).toBeInTheDocument();
    const done = await screen.findByRole('button', { name: 'Checked in today' });
    expect(done).toBeDisabled();
    expect((await calendar()).map(isChecked)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(screen.getByText('115')).toBeInTheDocument();
    expect(cachedAccount()?.pointAccount.signedToday).toBe(true);
    expect(calls.filter((c) => pathOf(c) === 'signIn')).toHaveLength(1);
  });

  it('shows a checked-in day as done: the button is disabled', async () => {
    const { fetch, calls } = server({ account: account(7, true) }, () => ok(null));
    vi.stubGlobal('fetch', fetch);
    renderPointsCenter();

    const cells = await calendar();
    expect(cells.every(isChecked)).toBe(true);
    expect(cells[6]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(calls.map(pathOf)).not.toContain('signIn');
  });

  it('shows the translated "already checked in" toast for code 1302, then the checked state', async () => {
    // the account on screen is stale: another device checked in meanwhile
    const state = { account: account(2, false) };
    const { fetch } = server(state, () => {
      state.account = account(3, true);
      return { code: 1302, msg: 'server wording', data: null };
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPointsCenter();

    await user.click(await screen.findByRole('button', { name: 'Check in +10' }));

    const host = document.querySelector('.sl-toast-host') as HTMLElement;
    await waitFor(() => expect(host).toHaveTextContent('Checked in today.'));
    expect(host).not.toHaveTextContent('server wording');
    expect(host).not.toHaveTextContent('points');
    expect(await screen.findByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect((await calendar()).filter(isChecked)).toHaveLength(3);
  });

  it('sends a visitor to sign in', async () => {
    useSessionStore.getState().signOut();
    const { fetch, calls } = server({ account: account(0, false) }, () => ok(null));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderPointsCenter();

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.map(pathOf)).not.toContain('userAccount');
  });
});
