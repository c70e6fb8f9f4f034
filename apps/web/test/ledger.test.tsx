import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LedgerEntry } from '@starlit/contracts';
import PointsDetailsScreen from '../src/screens/PointsDetails';
import { changeLanguage } from '../src/i18n';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

/** Newest first, as the server sends them: 5 → 605 → 305 → 315 → 300. */
const ENTRIES: LedgerEntry[] = [
  {
    id: 'e5',
    delta: -15,
    balance: 300,
    reason: 'charge',
    detail: 'chat_base',
    createdAt: '2025-11-22T10:05:00Z',
  },
  {
    id: 'e4',
    delta: 10,
    balance: 315,
    reason: 'admin',
    detail: 'Goodwill',
    createdAt: '2025-11-21T09:00:00Z',
  },
  {
    id: 'e3',
    delta: -300,
    balance: 305,
    reason: 'swap',
    detail: 'swap4Vip3',
    createdAt: '2025-11-20T09:00:00Z',
  },
  {
    id: 'e2',
    delta: 600,
    balance: 605,
    reason: 'purchase',
    detail: 'points_600',
    createdAt: '2025-11-19T09:00:00Z',
  },
  {
    id: 'e1',
    delta: 5,
    balance: 5,
    reason: 'check_in',
    detail: '1',
    createdAt: '2025-11-18T09:00:00Z',
  },
];

function renderLedger(list: LedgerEntry[]) {
  const { fetch, calls } = fakeFetch((call: FakeCall) =>
    pathOf(call) === 'pointsRecord'
      ? ok({ list, total: list.length, page: 1, pageSize: 20 })
      : { code: 404, msg: 'not in this test', data: null },
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/pointsDetails', element: <PointsDetailsScreen /> }], '/pointsDetails');
  return calls;
}

const row = async (label: string) => (await screen.findByText(label)).closest('li') as HTMLElement;

beforeEach(async () => {
  await changeLanguage('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(async () => {
  useSessionStore.getState().signOut();
  localStorage.clear();
  await changeLanguage('en');
});

describe('points details', () => {
  it('shows each entry with its reason, signed amount and balance after', async () => {
    const calls = renderLedger(ENTRIES);

    const charge = await row('Points used · Junior tarot reader chat');
    expect(within(charge).getByText('\u221215')).not.toHaveClass('is-gain');
    expect(within(charge).getByText('Balance 300')).toBeInTheDocument();

    const purchase = await row('Points purchase · 600-point pack');
    expect(within(purchase).getByText('+600')).toHaveClass('is-gain');

    expect(within(await row('Adjustment by Starlit · Goodwill')).getByText('+10')).toHaveClass(
      'is-gain',
    );
    expect(within(await row('Swapped for VIP · 3-day VIP')).getByText('\u2212300')).toBeVisible();
    const checkIn = await row('Daily check-in · Day 1');
    expect(within(checkIn).getByText('+5')).toHaveClass('is-gain');
    expect(within(checkIn).getByText('Balance 5')).toBeInTheDocument();

    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const request = calls.find((c) => pathOf(c) === 'pointsRecord');
    expect(request?.body).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('names the reasons in Chinese too', async () => {
    await changeLanguage('zh');
    renderLedger(ENTRIES.slice(0, 1));
    expect(await screen.findByText('积分消费 · 初级塔罗师对话')).toBeInTheDocument();
    expect(screen.getByText('余额 300')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    renderLedger([]);
    expect(await screen.findByText('No points activity yet')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
