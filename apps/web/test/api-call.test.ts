import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ShuffleResult } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, stream } from '../src/api/call';
import { ApiError, CLIENT_CODES, REQUEST_TIMEOUT_MS, type ApiResult } from '../src/api/http';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { eventStream, fakeFetch, ok } from './support';

/** Calls made from the route contracts go where the endpoint says, as every call does. */
beforeEach(() => {
  useSessionStore.setState({ token: 'tok-9', loginStatus: true });
  useAppStore.setState({ lang: 'en' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('call', () => {
  it('posts the body with lang to the endpoint’s path, typed by its route', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ shuffleId: 's-1', spreadId: 'three' }));
    vi.stubGlobal('fetch', fetch);
    const result = await call(endpoints.tarot.shuffle, { spreadId: 'three' });
    expectTypeOf(result).toEqualTypeOf<ApiResult<ShuffleResult>>();
    expect(calls[0]).toMatchObject({
      url: '/api/v2/tarot/shuffle',
      method: 'POST',
      body: { spreadId: 'three', lang: 'en' },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-9');
    // @ts-expect-error a spread the contract does not know
    void call(endpoints.tarot.shuffle, { spreadId: 'none' });
    // @ts-expect-error the body is required
    void call(endpoints.tarot.shuffle);
  });

  it('sends a GET’s input as its query, and needs none where the route needs none', async () => {
    const { fetch, calls } = fakeFetch(() => ok({}));
    vi.stubGlobal('fetch', fetch);
    await call(endpoints.invites.inviteRecord, { page: 2 });
    await call(endpoints.system.publicConfig);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/inviteRecord?page=2&lang=en',
      'GET /api/v2/publicConfig?lang=en',
    ]);
  });

  it('sends a multipart upload as its form, lang in the query', async () => {
    const { fetch, calls } = fakeFetch(() => ok({ avatar: '/api/v2/files/a.png' }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await call(endpoints.uploads.uploadAvatar, form);
    expect(calls[0]?.url).toBe('/api/v2/uploadAvatar?lang=en');
    expect(calls[0]?.body).toBe(form);
  });
});

describe('stream', () => {
  it('asks for events with the token and lang every call sends, and ends with done', async () => {
    const events = eventStream();
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => events.response);
    vi.stubGlobal('fetch', fetch);
    const chunks: string[] = [];
    const pending = stream(endpoints.tarot.analysis, { id: 'r-1' }, (t) => chunks.push(t));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    events.send('chunk', { text: 'The ' });
    events.send('chunk', { text: 'Star' });
    events.send('done', { charged: 'points' });
    const result = await pending;
    expect(result).toEqual({ ok: true, done: { charged: 'points' }, text: 'The Star' });
    expect(chunks).toEqual(['The ', 'Star']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v2/tarot/predictionAnalysis');
    expect(init.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer tok-9',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({ id: 'r-1', lang: 'en' });
    if (result.ok)
      expectTypeOf(result.done.charged).toEqualTypeOf<'vip' | 'free' | 'points' | 'already'>();
  });

  it('signs out on a 4001 refusal, as the JSON client does', async () => {
    const { fetch } = fakeFetch(() => ({ code: 4001, msg: 'sign in', data: null }));
    vi.stubGlobal('fetch', fetch);
    const result = await stream(endpoints.dice.analysis, { id: 'd-1' }, () => {});
    expect(result).toEqual({ ok: false, error: { code: 4001, msg: 'sign in', data: null } });
    expect(useSessionStore.getState().token).toBe('');
  });

  it('times out when no answer starts within the client’s timeout', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise(() => {}));
    vi.stubGlobal('fetch', fetch);
    // a stream that is not a paid action, so no retry follows (api-idempotency.test.ts)
    const pending = stream(endpoints.chat.send, { healerId: 'support', text: 'hi' }, () => {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(ApiError);
      expect(result.error).toMatchObject({ kind: 'timeout', code: CLIENT_CODES.TIMEOUT });
    }
  });
});
