import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../src/api/economy';
import { errorText } from '../src/i18n/errors';
import { loadAccount } from '../src/api/pointsAccount';
import { queryClient, useApiQuery } from '../src/api/query';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { signedInInEnglish } from './session-fixture';

/** Today's usage, as a screen shows it: the data, or the error text of its answer. */
function Usage() {
  const { data, result, loading } = useApiQuery(
    endpoints.points.featuresUsage,
    null,
    economyApi.featuresUsage,
  );
  if (data) return <p>{`used ${data.items.length}`}</p>;
  if (!loading && result) return <p role="alert">{errorText(result)}</p>;
  return <p>{'loading'}</p>;
}

const USAGE = { isVip: false, items: [], resetsAt: '2026-11-27T00:00:00.000Z' };

function stub(respond: (call: FakeCall) => unknown) {
  const server = fakeFetch(respond);
  vi.stubGlobal('fetch', server.fetch);
  return server.calls;
}

const langOf = (call: FakeCall) => new URL(call.url, 'http://x').searchParams.get('lang');

signedInInEnglish();

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ loginStatus: false, token: '' });
});

describe('server data through the query client', () => {
  it('shows a server error as the answer it was, asking once (no retry on a server code)', async () => {
    const calls = stub(() => ({ code: 1001, msg: 'bad input', data: null }));
    render(<Usage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c) === 'featuresUsage')).toHaveLength(1);
  });

  it('asks once more when no answer came, then shows the data', async () => {
    let tries = 0;
    const calls = stub(() => (++tries === 1 ? new TypeError('offline') : ok(USAGE)));
    render(<Usage />);
    expect(await screen.findByText('used 0')).toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c) === 'featuresUsage')).toHaveLength(2);
  });

  it('asks again in the new language when the language changes', async () => {
    const calls = stub(() => ok(USAGE));
    render(<Usage />);
    expect(await screen.findByText('used 0')).toBeInTheDocument();
    act(() => useAppStore.setState({ lang: 'zh' }));
    await waitFor(() => expect(calls.map(langOf)).toEqual(['en', 'zh']));
  });

  it('a charge makes the usage stale and reloads the points account', async () => {
    const calls = stub((call) => (pathOf(call) === 'swapPoints' ? ok({ points: 10 }) : ok(USAGE)));
    const accountCalls = () => calls.filter((c) => pathOf(c) === 'userAccount');
    render(<Usage />);
    expect(await screen.findByText('used 0')).toBeInTheDocument();
    // the account, once loaded, is asked again even with nothing showing it
    await loadAccount();
    expect(accountCalls()).toHaveLength(1);
    await economyApi.swapPoints('swap4Vip3');
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === 'featuresUsage')).toHaveLength(2));
    await waitFor(() => expect(accountCalls()).toHaveLength(2));
  });

  it('a failed write makes nothing stale', async () => {
    const calls = stub((call) =>
      pathOf(call) === 'swapPoints' ? { code: 1401, msg: '', data: null } : ok(USAGE),
    );
    render(<Usage />);
    expect(await screen.findByText('used 0')).toBeInTheDocument();
    await economyApi.swapPoints('swap4Vip3');
    expect(calls.map(pathOf)).toEqual(['featuresUsage', 'swapPoints']);
  });

  it('signing out empties the cache', async () => {
    stub(() => ok(USAGE));
    const { unmount } = render(<Usage />);
    expect(await screen.findByText('used 0')).toBeInTheDocument();
    unmount();
    expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);
    useSessionStore.getState().signOut();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
