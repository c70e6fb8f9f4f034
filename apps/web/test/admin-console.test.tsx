import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@starlit/contracts/admin';
import { App } from '../src/admin/App';
import { adminSession } from '../src/admin/session';
import { refundTakes } from '../src/admin/screens/Order';
import { fakeFetch, ok, type FakeCall } from './support';
import { operator, signedOutOfConsole } from './admin-fixtures';

const ORDER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const order: OrderDetail = {
  order: {
    orderId: ORDER_ID,
    userId: '5f0c1e9a-0000-4000-8000-000000000001',
    email: 'member@example.com',
    kind: 'points',
    productId: 'points_600',
    amount: '60.00',
    refunded: '0.00',
    currency: 'cny',
    status: 'paid',
    provider: 'sandbox',
    dispute: null,
    createdAt: '2027-01-02T03:04:05.000Z',
    paidAt: '2027-01-02T03:05:00.000Z',
  },
  events: [
    { id: 'evt_1', type: 'checkout.session.completed', createdAt: '2027-01-02T03:05:00.000Z' },
  ],
  grants: { points: 600, vipDays: 0 },
};
const dashboard = {
  date: '2027-01-02',
  signUps: 3,
  activeMembers: 9,
  readings: { tarot: 4, dice: 1, astrology: 5, mbti: 0, chats: 7 },
  revenue: { cny: '120.00', usd: '4.99' },
  refunds: { cny: '0.00', usd: '0.00' },
  refundCount: 0,
  disputes: 0,
  aiFallbacks: 1,
  crisisReplies: 0,
};

function answer(extra: (call: FakeCall) => unknown = () => undefined) {
  return fakeFetch((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    const special = extra(call);
    if (special !== undefined) return special;
    if (path === '/api/admin/dashboard') return ok(dashboard);
    if (path === `/api/admin/orders/${ORDER_ID}`) return ok(order);
    return { code: 9999, msg: `unexpected ${path}`, data: null };
  });
}

signedOutOfConsole();

describe('operator console', () => {
  it('signs in with e-mail, password and code, then shows the day and who is signed in', async () => {
    const { fetch, calls } = answer((call) =>
      call.url.endsWith('/api/admin/login')
        ? ok({
            token: 'op-token',
            expiresAt: '2027-01-02T04:00:00.000Z',
            operator: operator('support'),
          })
        : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('E-mail'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    await user.type(screen.getByLabelText(/6-digit code/), '12a345');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/6-digit code/), '6');
    await user.click(submit);
    expect(await screen.findByText('Mei')).toBeInTheDocument();
    expect(screen.getByText('Support')).toBeInTheDocument();
    expect(await screen.findByText('Active members')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { email: 'ops@example.com', password: 'secret words', code: '123456' },
    });
    const day = calls.find((c) => c.url.includes('/api/admin/dashboard'))!;
    expect(day.headers.Authorization).toBe('Bearer op-token');
  });

  it('says the same thing for any wrong part of the sign-in, in the chosen language', async () => {
    vi.stubGlobal('fetch', answer(() => ({ code: 2002, msg: 'x', data: null })).fetch);
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: '中文' }));
    await user.type(screen.getByLabelText('邮箱'), 'ops@example.com');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.type(screen.getByLabelText(/验证码/), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('邮箱、密码或验证码不正确。');
  });

  it('returns to sign-in when the server answers 4001', async () => {
    adminSession.signIn({ token: 'old', operator: operator('admin') });
    vi.stubGlobal('fetch', answer(() => ({ code: 4001, msg: 'sign in', data: null })).fetch);
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(adminSession.get()).toBeNull();
  });

  it('hides Refund from support; an admin refunds part with a note after seeing what is taken back', async () => {
    adminSession.signIn({ token: 't', operator: operator('support') });
    window.location.hash = `#/orders/${ORDER_ID}`;
    vi.stubGlobal('fetch', answer().fetch);
    const first = render(<App />);
    expect(await screen.findByText('checkout.session.completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    first.unmount();

    adminSession.signIn({ token: 't', operator: operator('admin') });
    const { fetch, calls } = answer((call) =>
      call.method === 'POST'
        ? ok({ amount: '30.00', provider: 'sandbox', refundId: 're_1', outcome: 'refunded' })
        : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund' });
    expect(dialog).toHaveTextContent('¥60.00 goes back to the member, and about 600 points');
    await user.type(within(dialog).getByLabelText(/Amount in yuan/), '30');
    expect(dialog).toHaveTextContent('¥30.00 goes back to the member, and about 300 points');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Note/), 'asked twice');
    await user.click(confirm);
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeInTheDocument();
    const refund = calls.find((c) => c.method === 'POST')!;
    expect(refund.url).toBe(`/api/admin/orders/${ORDER_ID}/refund`);
    expect(refund.body).toEqual({ amount: '30', note: 'asked twice' });
  });
});

describe('refundTakes', () => {
  it('takes back the refunded share of what the order granted, never more than is left', () => {
    const vip = { ...order, grants: { points: 0, vipDays: 31 } };
    expect(refundTakes(vip, '')).toEqual({ amount: '60.00', points: 0, days: 31 });
    expect(refundTakes(vip, '20')).toEqual({ amount: '20.00', points: 0, days: 10 });
    const half = { ...order, order: { ...order.order, refunded: '50.00' } };
    expect(refundTakes(half, '30')).toEqual({ amount: '10.00', points: 100, days: 0 });
  });
});
