import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GrantRequest, OperatorAccount } from '@starlit/contracts/admin-operators';
import { App } from '../src/admin/App';
import { adminSession } from '../src/admin/session';
import { setLang } from '../src/admin/i18n';
import { fakeFetch, ok, type FakeCall } from './support';
import { operator, signedOutOfConsole } from './admin-fixtures';

const USER_ID = '5f0c1e9a-0000-4000-8000-000000000001';
const request: GrantRequest = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  operatorId: 'op-2',
  operatorEmail: 'help@example.com',
  userId: USER_ID,
  memberEmail: 'member@example.com',
  kind: 'points',
  amount: 800,
  note: 'outage refund',
  reason: 'perGrant',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionNote: '',
  createdAt: '2027-01-02T03:04:05.000Z',
};
const locked: OperatorAccount = {
  id: '9b2f6a1e-0000-4000-8000-000000000002',
  email: 'help@example.com',
  name: 'Lin',
  role: 'support',
  disabledAt: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  lockedUntil: '2099-01-01T00:00:00.000Z',
  failures: 5,
};

function serve(extra: (call: FakeCall, path: string) => unknown) {
  return fakeFetch((call) => {
    const path = new URL(call.url, 'http://x').pathname;
    return extra(call, path) ?? { code: 9999, msg: `unexpected ${path}`, data: null };
  });
}

signedOutOfConsole();

describe('console: grant approvals and operators', () => {
  it('an admin approves a waiting grant with a note', async () => {
    adminSession.signIn({ token: 't', operator: operator('admin') });
    window.location.hash = '#/approvals';
    const { fetch, calls } = serve((call, path) =>
      path === '/api/admin/grants/requests'
        ? ok({ list: [request] })
        : call.method === 'POST'
          ? ok({ ...request, status: 'approved' })
          : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<App />);
    const card = await screen.findByRole('article', { name: /800 points/ });
    expect(card).toHaveTextContent('help@example.com');
    expect(card).toHaveTextContent('More than one grant may give');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('800 points are granted to the member now.');
    await user.type(within(dialog).getByLabelText(/Note/), 'checked the outage');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/admin/grants/requests/${request.id}/approve`);
    expect(post.body).toEqual({ note: 'checked the outage' });
  });

  it('support sees its requests without the buttons, and no Operators screen', async () => {
    adminSession.signIn({ token: 't', operator: operator('support') });
    window.location.hash = '#/approvals';
    vi.stubGlobal('fetch', serve(() => ok({ list: [request] })).fetch);
    render(<App />);
    const card = await screen.findByRole('article', { name: /800 points/ });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Operators' })).toBeNull();
  });

  it('an admin unlocks a locked operator, in Chinese too', async () => {
    adminSession.signIn({ token: 't', operator: operator('admin') });
    window.location.hash = '#/operators';
    const { fetch, calls } = serve((call, path) =>
      path === '/api/admin/operators'
        ? ok({ list: [locked] })
        : call.method === 'POST'
          ? ok({ ...locked, lockedUntil: null, failures: 0 })
          : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    setLang('zh');
    const user = userEvent.setup();
    render(<App />);
    const card = await screen.findByRole('article', { name: /Lin/ });
    expect(card).toHaveTextContent('已锁定');
    await user.click(within(card).getByRole('button', { name: '解锁' }));
    const dialog = screen.getByRole('dialog', { name: '解锁' });
    await user.type(within(dialog).getByLabelText(/备注/), '本人来电');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/admin/operators/${locked.id}/unlock`);
  });

  it('says a locked sign-in is locked, with the minutes to wait', async () => {
    vi.stubGlobal(
      'fetch',
      serve(() => ({ code: 1005, msg: '3600s', data: { retryAfter: 3540 } })).fetch,
    );
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('E-mail'), 'ops@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 59 min');
  });

  it('says a support grant beyond the caps waits for an admin', async () => {
    adminSession.signIn({ token: 't', operator: operator('support') });
    window.location.hash = `#/members/${USER_ID}`;
    const detail = {
      member: {
        userId: USER_ID,
        email: 'member@example.com',
        phone: null,
        nickname: 'Star',
        createdAt: '2027-01-01T00:00:00.000Z',
        isVip: false,
        flag: null,
        disabled: false,
        inviteCode: 'ABC123',
        lang: 'en',
        timeZone: 'UTC',
        vipExpiresAt: null,
      },
      points: { balance: 0 },
      ledger: [],
      orders: [],
      redemptions: [],
      readings: { tarot: 0, dice: 0, astrology: 0, mbti: 0, chats: 0 },
      feedback: [],
      sessions: [],
    };
    vi.stubGlobal(
      'fetch',
      serve((call) => (call.method === 'POST' ? ok({ balance: 0, request }) : ok(detail))).fetch,
    );
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Grant or take points' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Points/), '800');
    await user.type(within(dialog).getByLabelText(/Note/), 'outage refund');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Beyond your caps: 800 points now waits for an admin’s approval.',
    );
  });
});
