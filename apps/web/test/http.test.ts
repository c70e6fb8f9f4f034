import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_CODES, createHttpClient, http, isOk } from '../src/api/http';
import { useSessionStore } from '../src/state/session';
import { useAppStore } from '../src/state/app';
import { deferred, fakeFetch, ok } from './support';

function client(
  fetchImpl: typeof fetch,
  extra: Partial<Parameters<typeof createHttpClient>[0]> = {},
) {
  return createHttpClient({
    baseUrl: '/api/v2',
    getToken: () => 'tok-1',
    getLang: () => 'zh',
    onUnauthenticated: vi.fn(),
    fetch: fetchImpl,
    ...extra,
  });
}

describe('lang and auth placement', () => {
  it('adds lang to the query of a GET and sends the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ a: 1 }));
    const result = await client(fetch).get('userinfo', { timestamp: 5 });
    expect(isOk(result)).toBe(true);
    expect(calls[0]?.url).toBe('/api/v2/userinfo?timestamp=5&lang=zh');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(calls[0]?.body).toBeUndefined();
  });

  it('adds lang to the JSON body of a POST, not to its query', async () => {
    const { fetch, calls } = fakeFetch(() => ok(null));
    await client(fetch).post('login', { account: 'a@b.co', password: 'secret1' });
    expect(calls[0]?.url).toBe('/api/v2/login');
    expect(calls[0]?.body).toEqual({ account: 'a@b.co', password: 'secret1', lang: 'zh' });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('puts lang in the query of a multipart POST and leaves the form alone', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ avatar: '/x.png' }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await client(fetch).post('uploadAvatar', form);
    expect(calls[0]?.url).toBe('/api/v2/uploadAvatar?lang=zh');
    const sent = calls[0]?.body as FormData;
    expect(sent).toBe(form);
    expect(sent.has('lang')).toBe(false);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(() => ok(null));
    await client(fetch, { getToken: () => '' }).get('publicConfig');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('identical requests in flight', () => {
  it('cancels the older one; its promise resolves to a cancelled ApiError', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()];
    let n = 0;
    const { fetch, calls } = fakeFetch(() => answers[n++]!.promise);
    const api = client(fetch);
    const first = api.get('checkLogin', { timestamp: 1 });
    const second = api.get('checkLogin', { timestamp: 1 });
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
    const firstResult = await first;
    expect(firstResult).toBeInstanceOf(ApiError);
    expect(firstResult).toMatchObject({
      cancelled: true,
      code: CLIENT_CODES.CANCELLED,
      kind: 'cancelled',
    });
    answers[1]!.resolve(ok({ account: 'me' }));
    expect(await second).toEqual(ok({ account: 'me' }));
  });

  it('lets different requests run side by side', async () => {
    const { fetch, calls } = fakeFetch((call) => ok((call.body as { email: string }).email));
    const api = client(fetch);
    const [a, b] = await Promise.all([
      api.post('sendEmailCode', { email: 'a@x.io' }),
      api.post('sendEmailCode', { email: 'b@x.io' }),
    ]);
    expect(calls.every((c) => !c.signal?.aborted)).toBe(true);
    expect([a, b]).toEqual([ok('a@x.io'), ok('b@x.io')]);
  });

  it('treats a caller abort as cancelled too', async () => {
    const { fetch } = fakeFetch(() => new Promise(() => {}));
    const controller = new AbortController();
    const pending = client(fetch).get('appCategory', {}, controller.signal);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ cancelled: true });
  });
});

describe('failures', () => {
  it('returns (does not throw) the network error', async () => {
    const boom = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(() => boom);
    const result = await client(fetch).get('publicConfig');
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ code: CLIENT_CODES.NETWORK, kind: 'network', cancelled: false });
    expect((result as ApiError).cause).toBe(boom);
  });

  it('times out after the configured time', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = fakeFetch(() => new Promise(() => {}));
      const pending = client(fetch, { timeoutMs: 500_000 }).get('slow');
      await vi.advanceTimersByTimeAsync(499_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout', code: CLIENT_CODES.TIMEOUT });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports an unreadable body as a bad response', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const result = await client(fetchImpl as unknown as typeof fetch).get('x');
    expect(result).toMatchObject({ kind: 'bad-response', code: CLIENT_CODES.BAD_RESPONSE });
  });

  it('reads the envelope of a 429 or 503 answer, its code and message', async () => {
    for (const [status, code] of [
      [429, 1005],
      [503, 1007],
    ] as const) {
      const envelope = { code, msg: 'try again shortly', data: null };
      const fetchImpl = vi.fn(
        async () =>
          new Response(JSON.stringify(envelope), {
            status,
            headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' },
          }),
      );
      const result = await client(fetchImpl as unknown as typeof fetch).get('appCategory');
      expect(result).not.toBeInstanceOf(ApiError);
      expect(result).toEqual(envelope);
      expect(isOk(result)).toBe(false);
    }
  });

  it('calls onUnauthenticated on code 4001 and still returns the envelope', async () => {
    const onUnauthenticated = vi.fn();
    const { fetch } = fakeFetch(() => ({ code: 4001, msg: 'not logged in', data: null }));
    const result = await client(fetch, { onUnauthenticated }).get('userinfo');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ code: 4001, msg: 'not logged in', data: null });
  });
});

describe('the app client', () => {
  afterEach(() => {
    useSessionStore.getState().signOut();
    localStorage.clear();
  });

  it('uses the stored token and language; 4001 logs out and forgets the token', async () => {
    useSessionStore.getState().signIn({ user_token: 'abc', user_id: 'u1' });
    useAppStore.getState().setLang('en');
    expect(localStorage.getItem('token')).toBe('abc');
    const { fetch, calls } = fakeFetch(() => ({ code: 4001, msg: 'expired', data: null }));
    vi.stubGlobal('fetch', fetch);
    await http.get('checkLogin');
    expect(calls[0]?.headers.Authorization).toBe('Bearer abc');
    expect(calls[0]?.url).toBe('/api/v2/checkLogin?lang=en');
    const session = useSessionStore.getState();
    expect(session.loginStatus).toBe(false);
    expect(session.token).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loginStatus')).toBe('false');
  });
});
