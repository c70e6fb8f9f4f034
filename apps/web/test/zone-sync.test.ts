import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import type { KeyValueStore } from '../src/state/storage';
import { SAVED_ZONE_KEY, syncZone } from '../src/state/zone';
import { fakeFetch, ok, pathOf } from './support';

function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

let deviceZone = 'Asia/Tokyo';

beforeEach(() => {
  deviceZone = 'Asia/Tokyo';
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: deviceZone };
  });
  useSessionStore.setState({ token: 'tok-1', userId: 'u1', loginStatus: true });
  useAppStore.setState({ lang: 'en' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The server as it answers: the zone it now counts days in. */
function server(answer: (sent: string) => { timeZone: string; changed: boolean }) {
  const { fetch, calls } = fakeFetch((call) =>
    ok(answer((call.body as { timeZone: string }).timeZone)),
  );
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('the account zone follows the device', () => {
  it('is sent once, then not again while the device stays in it', async () => {
    const calls = server((timeZone) => ({ timeZone, changed: true }));
    const store = memoryStore();
    await syncZone(store);
    await syncZone(store);
    expect(calls.map(pathOf)).toEqual(['timeZone']);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { timeZone: 'Asia/Tokyo' } });
    expect(JSON.parse(store.values.get(SAVED_ZONE_KEY)!)).toEqual({ u1: 'Asia/Tokyo' });
  });

  it('is sent again when the device moves, or another user signs in', async () => {
    const calls = server((timeZone) => ({ timeZone, changed: true }));
    const store = memoryStore();
    await syncZone(store);
    deviceZone = 'Europe/Paris';
    await syncZone(store);
    useSessionStore.setState({ userId: 'u2' });
    await syncZone(store);
    expect(calls.map((c) => c.body)).toMatchObject([
      { timeZone: 'Asia/Tokyo' },
      { timeZone: 'Europe/Paris' },
      { timeZone: 'Europe/Paris' },
    ]);
    expect(JSON.parse(store.values.get(SAVED_ZONE_KEY)!)).toEqual({
      u1: 'Europe/Paris',
      u2: 'Europe/Paris',
    });
  });

  it('remembers the zone the server kept, so the next sync tries again', async () => {
    const calls = server(() => ({ timeZone: 'America/New_York', changed: false }));
    const store = memoryStore();
    await syncZone(store);
    expect(JSON.parse(store.values.get(SAVED_ZONE_KEY)!)).toEqual({ u1: 'America/New_York' });
    await syncZone(store);
    expect(calls).toHaveLength(2);
  });

  it('sends nothing when signed out, and one request for syncs at once', async () => {
    const calls = server((timeZone) => ({ timeZone, changed: true }));
    const store = memoryStore();
    useSessionStore.setState({ loginStatus: false });
    await syncZone(store);
    expect(calls).toHaveLength(0);
    useSessionStore.setState({ loginStatus: true });
    await Promise.all([syncZone(store), syncZone(store), syncZone(store)]);
    expect(calls).toHaveLength(1);
  });
});
