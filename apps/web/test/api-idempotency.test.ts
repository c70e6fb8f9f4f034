import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, stream } from '../src/api/call';
import { ApiError, CLIENT_CODES } from '../src/api/http';
import { RETRY_DELAY_MS } from '../src/api/idempotency';
import { errorText } from '../src/i18n/errors';
import { i18next } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { eventStream, fakeFetch, ok } from './support';

/**
 * Paid actions carry an Idempotency-Key, one per member action; a retry after no answer, 1007
 * or 1008 reuses it, and an outcome still unknown after that is said in words.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const unavailable = { code: 1007, msg: 'Temporarily unavailable', data: null };
const swapped = { cost: 100, days: 3, balance: 400, vipAccount: { isVip: true, vipExpDate: null } };

/** The requests to one endpoint (a charge also reloads the points account). */
const sent = <C extends { url: string }>(calls: C[], path: RegExp) =>
  calls.filter((c) => path.test(c.url));

beforeEach(() => {
  useSessionStore.setState({ token: 'tok-9', loginStatus: true });
  useAppStore.setState({ lang: 'en' });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a paid action', () => {
  it('sends a new key with each action, and none with a free call', async () => {
    const { fetch, calls } = fakeFetch(() => ok(swapped));
    vi.stubGlobal('fetch', fetch);
    await call(endpoints.points.swapPoints, { type: 'swap4Vip3' });
    await call(endpoints.points.swapPoints, { type: 'swap4Vip3' });
    await call(endpoints.points.pointsRecord, { page: 1, pageSize: 20 });
    const keys = sent(calls, /swapPoints|pointsRecord/).map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });

  const gatewayPage = () =>
    new Response('<html><body>502 Bad Gateway</body></html>', {
      status: 502,
      headers: { 'content-type': 'text/html' },
    });
  it.each([
    ['1007', () => unavailable],
    ["a gateway's error page (502)", gatewayPage],
  ])('asks once more with the same key after %s, and takes that answer', async (_, first) => {
    let n = 0;
    const { fetch, calls } = fakeFetch(() => (n++ === 0 ? first() : ok(swapped)));
    vi.stubGlobal('fetch', fetch);
    const pending = call(endpoints.points.swapPoints, { type: 'swap4Vip3' });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(await pending).toEqual(ok(swapped));
    const swaps = sent(calls, /swapPoints/);
    expect(swaps).toHaveLength(2);
    expect(swaps[1]!.headers['Idempotency-Key']).toBe(swaps[0]!.headers['Idempotency-Key']);
  });

  it('says the outcome is unknown, in words, when the retry gets no answer either', async () => {
    const { fetch, calls } = fakeFetch(() => new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const pending = call(endpoints.relations.unlockDepth, {
      archive_a: 1,
      archive_b: 2,
      timestamp: 1,
    });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    const result = await pending;
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ kind: 'unconfirmed', code: CLIENT_CODES.UNCONFIRMED });
    const unlocks = sent(calls, /unlock\/depth/);
    expect(unlocks).toHaveLength(2);
    expect(unlocks[1]!.headers['Idempotency-Key']).toBe(unlocks[0]!.headers['Idempotency-Key']);
    await i18next.changeLanguage('en');
    expect(errorText(result)).toMatch(/could not confirm.*charged twice.*Points details/);
    await i18next.changeLanguage('zh');
    expect(errorText(result)).toMatch(/无法确认.*重复扣费.*积分明细/);
  });

  it('does not ask again after a refusal (1201)', async () => {
    const { fetch, calls } = fakeFetch(() => ({ code: 1201, msg: 'short', data: null }));
    vi.stubGlobal('fetch', fetch);
    const result = await call(endpoints.points.swapPoints, { type: 'swap4Vip3' });
    expect(result).toMatchObject({ code: 1201 });
    expect(sent(calls, /swapPoints/)).toHaveLength(1);
  });

  it('a paid reading that answered 1008 before streaming is asked again with its key', async () => {
    const events = eventStream();
    let n = 0;
    const { fetch, calls } = fakeFetch(() =>
      n++ === 0 ? { code: 1008, msg: 'in progress', data: null } : events.response,
    );
    vi.stubGlobal('fetch', fetch);
    const pending = stream(endpoints.tarot.analysis, { id: 'r-1' }, () => {});
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    events.send('chunk', { text: 'The Star' });
    events.send('done', { charged: 'already' });
    expect(await pending).toEqual({ ok: true, done: { charged: 'already' }, text: 'The Star' });
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(UUID);
  });
});
