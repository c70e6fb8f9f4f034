import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { UserAccount } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../src/api/economy';
import { isOk } from '../src/api/http';
import { useEndpointMutation } from '../src/api/mutation';
import { ACCOUNT_KEY, cachedAccount, loadAccount } from '../src/api/pointsAccount';
import { queryClient } from '../src/api/query';
import { checkedIn } from '../src/features/points/checkIn';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, deferred, fakeFetch, ok, pathOf } from './support';
import { signedInInEnglish } from './session-fixture';

const SIGN_LIST = [5, 10, 10, 15, 20, 25, 50].map((points, i) => ({ day: i + 1, points }));

function account(signedDays: number, signedToday = false, balance = 100): UserAccount {
  return {
    freeAccount: { remain: 3, dailyLimit: 3 },
    pointAccount: { balance, signedDays, signedToday, signList: SIGN_LIST },
    vipAccount: { isVip: false, vipExpDate: null },
  };
}

function stub(respond: (call: FakeCall) => unknown) {
  const server = fakeFetch(respond);
  vi.stubGlobal('fetch', server.fetch);
  return server.calls;
}

const useSignIn = () =>
  useEndpointMutation(endpoints.points.signIn, economyApi.signIn, {
    optimistic: { key: ACCOUNT_KEY, update: checkedIn },
  });

signedInInEnglish();

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ loginStatus: false, token: '' });
});

describe('a check-in as a prediction', () => {
  it('counts today and adds the next day’s reward, or starts a new cycle after day 7', () => {
    expect(checkedIn(account(2)).pointAccount).toMatchObject({
      balance: 110,
      signedDays: 3,
      signedToday: true,
    });
    expect(checkedIn(account(7)).pointAccount).toMatchObject({ balance: 105, signedDays: 1 });
    const done = account(3, true);
    expect(checkedIn(done)).toBe(done);
  });
});

describe('a write as a mutation', () => {
  it('shows the predicted account while the write is on its way, then the answer', async () => {
    const answer = deferred<unknown>();
    const calls = stub((call) =>
      pathOf(call) === 'signIn' ? answer.promise : ok(account(3, true, 110)),
    );
    queryClient.setQueryData(ACCOUNT_KEY, account(2));
    const { result } = renderHook(useSignIn);
    let done!: ReturnType<typeof result.current.run>;
    act(() => {
      done = result.current.run(undefined);
    });
    await waitFor(() => expect(cachedAccount()?.pointAccount.signedToday).toBe(true));
    expect(cachedAccount()?.pointAccount.balance).toBe(110);
    await waitFor(() => expect(result.current.pending).toBe(true));
    answer.resolve(ok({ points: 10, balance: 110, signedDays: 3 }));
    expect(isOk(await done)).toBe(true);
    // the write's entry in the table: the account is asked again
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === 'userAccount')).toHaveLength(1));
    await waitFor(() => expect(result.current.pending).toBe(false));
  });

  it('puts the account back when the write fails, and resolves to the server’s answer', async () => {
    stub(() => ({ code: 1302, msg: 'already', data: null }));
    queryClient.setQueryData(ACCOUNT_KEY, account(2));
    const { result } = renderHook(useSignIn);
    let answer: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      answer = await result.current.run(undefined);
    });
    expect(answer?.code).toBe(1302);
    expect(cachedAccount()?.pointAccount).toMatchObject({ balance: 100, signedToday: false });
  });
});

describe('the points account as a query', () => {
  it('shares a load on its way; a fresh one replaces it', async () => {
    const calls = stub(() => ok(account(1)));
    const [a, b] = await Promise.all([loadAccount(), loadAccount()]);
    expect(isOk(a) && isOk(b)).toBe(true);
    expect(calls).toHaveLength(1);
    queryClient.setQueryData(ACCOUNT_KEY, account(0));
    const first = loadAccount();
    const fresh = loadAccount({ fresh: true });
    // the replaced load keeps the account there was; the fresh one brings the new one
    expect(await first).toMatchObject({ data: account(0) });
    expect(isOk(await fresh)).toBe(true);
    expect(calls).toHaveLength(3);
    expect(cachedAccount()?.pointAccount.signedDays).toBe(1);
  });
});
