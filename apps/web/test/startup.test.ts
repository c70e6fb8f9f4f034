import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_RETURN_RELOAD_MS,
  DENIED_RELOAD_MS,
  PAY_TAB_CLOSE_MS,
  applyStartupParams,
  cutAtHashRoute,
  readStartupParams,
  socialReturnGuard,
  type LocationLike,
} from '../src/app/startup';
import type { KeyValueStore } from '../src/state/storage';

function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startup query parameters', () => {
  it('cuts values at a #/ suffix', () => {
    expect(cutAtHashRoute('ABC123#/login')).toBe('ABC123');
    expect(cutAtHashRoute('plain')).toBe('plain');
    expect(cutAtHashRoute('a#b')).toBe('a#b');
  });

  it('reads ic, lang, userEmail, address and payStatus', () => {
    expect(
      readStartupParams('?ic=INV9%23%2Fhome&lang=zh&userEmail=a%40b.co&address=Paris'),
    ).toEqual({
      ic: 'INV9',
      lang: 'zh',
      userEmail: 'a@b.co',
      address: 'Paris',
      payStatus: null,
    });
  });

  it('stores the values, with missing userEmail and address stored as empty', () => {
    const storage = memoryStore({ userEmail: 'old@x.io', address: 'Old' });
    applyStartupParams(readStartupParams('?ic=XYZ&lang=en'), '#/login', {
      ...timers,
      storage,
      closeWindow: vi.fn(),
    });
    expect(storage.data.get('inviteCode')).toBe('XYZ');
    expect(storage.data.get('lang')).toBe('en');
    expect(storage.data.get('userEmail')).toBe('');
    expect(storage.data.get('address')).toBe('');
  });

  it('ignores an unknown lang', () => {
    expect(readStartupParams('?lang=fr').lang).toBeNull();
  });

  it('a missing or empty ic clears the stored invite code only on the #/ hash', () => {
    const env = (storage: KeyValueStore) => ({ ...timers, storage, closeWindow: vi.fn() });
    const home = memoryStore({ inviteCode: 'KEEP' });
    applyStartupParams(readStartupParams('?ic='), '#/', env(home));
    expect(home.data.has('inviteCode')).toBe(false);

    const homeMissing = memoryStore({ inviteCode: 'KEEP' });
    applyStartupParams(readStartupParams(''), '#/', env(homeMissing));
    expect(homeMissing.data.has('inviteCode')).toBe(false);

    const elsewhere = memoryStore({ inviteCode: 'KEEP' });
    applyStartupParams(readStartupParams('?ic='), '#/login', env(elsewhere));
    expect(elsewhere.data.get('inviteCode')).toBe('KEEP');
  });

  it('stores payStatus and closes the window after 500 ms', () => {
    const storage = memoryStore();
    const closeWindow = vi.fn();
    applyStartupParams(readStartupParams('?payStatus=vip_success#/'), '#/', {
      ...timers,
      storage,
      closeWindow,
    });
    expect(storage.data.get('payStatus')).toBe('vip_success');
    vi.advanceTimersByTime(PAY_TAB_CLOSE_MS - 1);
    expect(closeWindow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('does not close the window without payStatus', () => {
    const closeWindow = vi.fn();
    applyStartupParams(readStartupParams('?ic=A'), '#/', {
      ...timers,
      storage: memoryStore(),
      closeWindow,
    });
    vi.runAllTimers();
    expect(closeWindow).not.toHaveBeenCalled();
  });
});

describe('social sign-in return guard', () => {
  const at = (parts: Partial<LocationLike>): LocationLike => ({
    origin: 'https://starlit.app',
    pathname: '/',
    search: '',
    hash: '',
    ...parts,
  });
  const guardEnv = () => ({ ...timers, replace: vi.fn(), rewrite: vi.fn() });

  it('(a) error=access_denied in the fragment: failure, home', () => {
    const env = guardEnv();
    const signal = socialReturnGuard(at({ hash: '#error=access_denied&state=s1' }), env);
    expect(signal).toEqual({ result: 'fail' });
    expect(env.rewrite).toHaveBeenCalledWith('https://starlit.app/#/');
    expect(env.replace).not.toHaveBeenCalled();
  });

  it('(a) error=access_denied in the path: failure, home', () => {
    const env = guardEnv();
    expect(socialReturnGuard(at({ pathname: '/error=access_denied' }), env)).toEqual({
      result: 'fail',
    });
    expect(env.rewrite).toHaveBeenCalledWith('https://starlit.app/error=access_denied#/');
  });

  it('reads no access token from the fragment: sign-in is by code only', () => {
    const env = guardEnv();
    const signal = socialReturnGuard(
      at({ hash: '#access_token=ya29.tok&token_type=Bearer&state=st9' }),
      env,
    );
    expect(signal).toBeNull();
    vi.runAllTimers();
    expect(env.replace).not.toHaveBeenCalled();
  });

  it('(b) state and code in the query: a code came back, reload without the query after 12 s', () => {
    const env = guardEnv();
    const signal = socialReturnGuard(at({ search: '?state=abc&code=xyz' }), env);
    expect(signal).toEqual({
      result: 'success',
      code: 'xyz',
      state: 'abc',
      redirectUri: 'https://starlit.app/',
    });
    vi.advanceTimersByTime(CODE_RETURN_RELOAD_MS - 1);
    expect(env.replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.replace).toHaveBeenCalledWith('https://starlit.app/');
  });

  it('(c) access_denied in the query: failure, reload without the query after 5 s', () => {
    const env = guardEnv();
    const signal = socialReturnGuard(
      at({ search: '?error=access_denied&state=abc', hash: '#/login' }),
      env,
    );
    expect(signal).toEqual({ result: 'fail' });
    vi.advanceTimersByTime(DENIED_RELOAD_MS - 1);
    expect(env.replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.replace).toHaveBeenCalledWith('https://starlit.app/#/login');
  });

  it('(d) other state/code queries are rewritten into the hash form', () => {
    const env = guardEnv();
    expect(socialReturnGuard(at({ search: '?code=only', hash: '#/login' }), env)).toBeNull();
    expect(env.rewrite).toHaveBeenCalledWith('https://starlit.app/#/login?code=only');
    const env2 = guardEnv();
    expect(socialReturnGuard(at({ search: '?state=lonely' }), env2)).toBeNull();
    expect(env2.rewrite).toHaveBeenCalledWith('https://starlit.app/#/?state=lonely');
    vi.runAllTimers();
    expect(env.replace).not.toHaveBeenCalled();
  });

  it('leaves an ordinary address alone', () => {
    const env = guardEnv();
    expect(socialReturnGuard(at({ search: '?ic=ABC', hash: '#/user' }), env)).toBeNull();
    vi.runAllTimers();
    expect(env.rewrite).not.toHaveBeenCalled();
    expect(env.replace).not.toHaveBeenCalled();
  });
});
