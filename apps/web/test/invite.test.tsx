import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyInviteInfo } from '@starlit/contracts';
import InviteFriendsScreen from '../src/screens/InviteFriends';
import { inviteLink } from '../src/features/invite/inviteLink';
import { toast } from '../src/components/Toast/toast';
import { changeLanguage } from '../src/i18n';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const INFO: MyInviteInfo = {
  inviteCode: 'STAR42',
  reward: { kind: 'points', amount: 50 },
  friendReward: { kind: 'vip', amount: 3 },
  invitedCount: 1,
  earnedPoints: 50,
  earnedVipDays: 0,
  monthlyCap: 20,
  rewardedThisMonth: 1,
  invitedBy: null,
};

function renderInvite(info: MyInviteInfo = INFO) {
  const { fetch } = fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'myInviteInfo':
        return ok(info);
      case 'inviteRecord':
        return ok({
          list: [
            {
              inviteCode: 'MOON77',
              nickname: 'Luna',
              reward: { kind: 'points', amount: 50 },
              createdAt: '2025-11-20T08:00:00Z',
            },
            {
              inviteCode: 'MOON77',
              nickname: '',
              reward: { kind: 'points', amount: 0 },
              createdAt: '2025-11-19T08:00:00Z',
            },
          ],
          total: 2,
        });
      default:
        return { code: 404, msg: 'not in this test', data: null };
    }
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/inviteFriends', element: <InviteFriendsScreen /> }], '/inviteFriends');
}

const expectedLink = () => `${window.location.origin}${window.location.pathname}?ic=STAR42#/`;

beforeEach(async () => {
  await changeLanguage('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  toast.clear();
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('invite link', () => {
  it('puts the code in the query, before the hash route', () => {
    expect(inviteLink('STAR42', { origin: 'https://starlit.example', pathname: '/' })).toBe(
      'https://starlit.example/?ic=STAR42#/',
    );
    expect(inviteLink('A B', { origin: 'https://x.example', pathname: '/app/' })).toBe(
      'https://x.example/app/?ic=A%20B#/',
    );
  });
});

describe('invite friends', () => {
  it('shows the code, the rewards, the records and a link carrying ?ic=CODE', async () => {
    renderInvite();

    expect(await screen.findByText('STAR42')).toBeInTheDocument();
    expect(screen.getByText('Your friend gets 3 VIP days, you get 50 points.')).toBeInTheDocument();
    const link = screen.getByText(expectedLink());
    expect(link.textContent).toContain('?ic=STAR42');
    expect(await screen.findByText('Luna')).toBeInTheDocument();
    // a friend who gave no name is not a blank line
    expect(screen.getByText('A friend')).toBeInTheDocument();
    expect(screen.getAllByText(/Code MOON77/)).toHaveLength(2);
  });

  it('says how many friends a month earn rewards, and when the month is used up', async () => {
    renderInvite();
    expect(
      await screen.findByText('Up to 20 friends a month earn you rewards (1 so far this month).'),
    ).toBeInTheDocument();
    expect(await screen.findByText('+50 points')).toBeInTheDocument();
    expect(screen.getByText('Over the monthly limit')).toBeInTheDocument();
  });

  it('says so when this month has no rewarded invites left', async () => {
    await changeLanguage('zh');
    renderInvite({ ...INFO, monthlyCap: 2, rewardedThisMonth: 2 });
    expect(
      await screen.findByText(
        '本月 2 位好友的奖励名额已满。好友仍可注册并领取自己的奖励，你的奖励下月重新计算。',
      ),
    ).toBeInTheDocument();
  });

  it('copies the link, and shares it where the browser can', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderInvite();

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expectedLink());
    await waitFor(() =>
      expect(document.querySelector('.sl-toast-host')).toHaveTextContent('Copied'),
    );

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: expectedLink(), text: expect.stringContaining('STAR42') }),
    );

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith('STAR42');
    Reflect.deleteProperty(navigator, 'share');
  });
});
