import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeductionInfo } from '@starlit/contracts';
import { DeductionDialog } from '../src/features/wallet/DeductionDialog';
import { useSessionStore } from '../src/state/session';
import { useWalletStore } from '../src/state/wallet';
import { requestDeduction } from '../src/state/walletActions';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRouted, userAccount } from './wallet-fixtures';
import { signedInInEnglish } from './session-fixture';
import { deductionInfo } from './deduction-fixture';

const info = (overrides: Partial<DeductionInfo>) => deductionInfo('analysis4Tarot', 45, overrides);

function server(answer: DeductionInfo) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'deductionInfo':
        return ok(answer);
      case 'userAccount':
        return ok(userAccount());
      case 'mutePointsNotification':
        return ok({ pointsDeductionPrompt: false, music: false, lang: 'en' });
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

signedInInEnglish();

afterEach(() => {
  useWalletStore.getState().reset();
  useSessionStore.getState().signOut();
});

describe('points-deduction dialog', () => {
  it('shows the cost, the balance and the way to more points when there are not enough', async () => {
    const { fetch, calls } = server(info({ balance: 10, sufficient: false }));
    vi.stubGlobal('fetch', fetch);
    const onConfirm = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRouted(<DeductionDialog />);
    act(() => useWalletStore.getState().requestDeduction({ type: 'analysis4Tarot', onConfirm }));

    expect(await screen.findByText('This reading costs 45 points')).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c) === 'deductionInfo')?.url).toContain('type=analysis4Tarot');
    expect(screen.getByText('Your balance: 10 points')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough points');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Get points' }));
    expect(useWalletStore.getState().overlay).toBe('recharge');
    expect(useWalletStore.getState().deduction).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action on Confirm, mutes future prompts for chats when asked, and reloads the account', async () => {
    const { fetch, calls } = server(info({ type: 'chat_base', cost: 15 }));
    vi.stubGlobal('fetch', fetch);
    const onConfirm = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderRouted(<DeductionDialog />);
    act(() => useWalletStore.getState().requestDeduction({ type: 'chat_base', onConfirm }));

    expect(await screen.findByText('This chat costs 15 points')).toBeInTheDocument();
    await user.click(screen.getByText('Don’t remind me again'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const mute = calls.find((c) => pathOf(c) === 'mutePointsNotification');
    expect(mute?.body).toMatchObject({ muteStatus: true });
    await waitFor(() => expect(calls.map(pathOf)).toContain('userAccount'));
    expect(useWalletStore.getState().deduction).toBeNull();
  });

  it('says a VIP pays nothing, and offers no mute checkbox outside chats', async () => {
    vi.stubGlobal(
      'fetch',
      server(info({ type: 'swap4Vip7', cost: 300, days: 7, mode: 'vip' })).fetch,
    );
    renderRouted(<DeductionDialog />);
    act(() =>
      useWalletStore.getState().requestDeduction({ type: 'swap4Vip7', onConfirm: () => {} }),
    );
    expect(await screen.findByText('Spend 300 points for 7 VIP days')).toBeInTheDocument();
    expect(
      screen.getByText('Free for you as a VIP member: no points are deducted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Don’t remind me again')).toBeNull();
  });
});

describe('requestDeduction', () => {
  it('through the store, runs at once without a dialog when the prompt is off and it is free', async () => {
    vi.stubGlobal('fetch', server(info({ prompt: false, mode: 'free' })).fetch);
    const onConfirm = vi.fn();
    renderRouted(<DeductionDialog />);
    act(() => useWalletStore.getState().requestDeduction({ type: 'dice', onConfirm }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(useWalletStore.getState().deduction).toBeNull();
    expect(screen.queryByText('Use points')).toBeNull();
  });

  it('skips the dialog when the prompt is off and the points suffice', async () => {
    const { fetch, calls } = server(info({ prompt: false }));
    vi.stubGlobal('fetch', fetch);
    const onConfirm = vi.fn();
    await requestDeduction('analysis4Tarot', onConfirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(useWalletStore.getState().deduction).toBeNull();
    expect(calls.map(pathOf)).toContain('userAccount');
  });

  it('still asks when the points do not suffice, with what it already knows', async () => {
    const answer = info({ prompt: false, sufficient: false, balance: 3 });
    vi.stubGlobal('fetch', server(answer).fetch);
    const onConfirm = vi.fn();
    await requestDeduction('analysis4Tarot', onConfirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(useWalletStore.getState().deduction).toMatchObject({
      type: 'analysis4Tarot',
      info: answer,
    });
  });
});
