import type { Lang } from '@starlit/contracts';
import { STORAGE_KEYS, safeLocalStorage, type KeyValueStore } from '../state/storage';

/**
 * What the app does with its own address before anything renders:
 * query parameters to keep, the payment tab closing itself, and the return from a
 * social sign-in. Pure functions; the browser parts (storage, timers, navigation) are
 * passed in so tests can drive every case.
 */
export interface LocationLike {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

export interface TimerLike {
  setTimeout(callback: () => void, ms: number): unknown;
}

export const PAY_TAB_CLOSE_MS = 500;
export const CODE_RETURN_RELOAD_MS = 12_000;
export const DENIED_RELOAD_MS = 5_000;

/** Values are cut at any '#/' suffix (a hash route glued onto the value). */
export function cutAtHashRoute(value: string): string {
  const at = value.indexOf('#/');
  return at === -1 ? value : value.slice(0, at);
}

export interface StartupParams {
  /** invite code; null when missing or empty */
  ic: string | null;
  lang: Lang | null;
  userEmail: string;
  address: string;
  /** vip_success, vip_fail, points_success or points_fail; null when absent */
  payStatus: string | null;
}

export function readStartupParams(search: string): StartupParams {
  const query = new URLSearchParams(search);
  const read = (name: string) => {
    const value = query.get(name);
    return value === null ? null : cutAtHashRoute(value);
  };
  const lang = read('lang');
  const ic = read('ic');
  return {
    ic: ic ? ic : null,
    lang: lang === 'zh' || lang === 'en' ? lang : null,
    userEmail: read('userEmail') ?? '',
    address: read('address') ?? '',
    payStatus: read('payStatus'),
  };
}

/** The hash of the home route; an address with no hash opens home too. */
function isHomeHash(hash: string): boolean {
  return hash === '#/' || hash === '' || hash === '#';
}

export interface StartupEnv extends TimerLike {
  storage: KeyValueStore;
  closeWindow(): void;
}

export function applyStartupParams(params: StartupParams, hash: string, env: StartupEnv): void {
  const { storage } = env;
  if (params.ic) storage.setItem(STORAGE_KEYS.inviteCode, params.ic);
  else if (isHomeHash(hash)) storage.removeItem(STORAGE_KEYS.inviteCode);
  if (params.lang) storage.setItem(STORAGE_KEYS.lang, params.lang);
  storage.setItem(STORAGE_KEYS.userEmail, params.userEmail);
  storage.setItem(STORAGE_KEYS.address, params.address);
  if (params.payStatus !== null) {
    storage.setItem(STORAGE_KEYS.payStatus, params.payStatus);
    // this is the payment tab coming back from checkout: the opener polls payStatus
    env.setTimeout(() => env.closeWindow(), PAY_TAB_CLOSE_MS);
  }
}

// ---- social sign-in return ------------------------------------------------------------

/** What came back from a provider; the session checks the state against the one it kept. */
export type SocialSignal =
  { result: 'fail' } | { result: 'success'; code: string; state: string; redirectUri: string };

export interface GuardEnv extends TimerLike {
  /** load an address (location.replace) */
  replace(url: string): void;
  /** change the address without loading (history.replaceState) */
  rewrite(url: string): void;
}

/**
 * Reads a return from a social sign-in and says what it means:
 * (a) error=access_denied in the path or fragment: failure, go home;
 * (b) state and code in the query: an authorization code came back (either provider),
 *     reload without the query after 12 s;
 * (c) error=access_denied in the query: failure, reload without the query after 5 s;
 * (d) other state/code queries: rewritten into the hash form.
 * Tokens in the fragment are never read: sign-in is by code only.
 * Returns the signal for the session to act on, or null.
 */
export function socialReturnGuard(loc: LocationLike, env: GuardEnv): SocialSignal | null {
  const base = `${loc.origin}${loc.pathname}`;
  const query = new URLSearchParams(loc.search);

  if ((loc.pathname + loc.hash).includes('error=access_denied')) {
    env.rewrite(`${base}#/`);
    return { result: 'fail' };
  }

  const state = query.get('state');
  const code = query.get('code');
  const withoutQuery = `${base}${loc.hash}`;
  if (state && code) {
    env.setTimeout(() => env.replace(withoutQuery), CODE_RETURN_RELOAD_MS);
    return { result: 'success', code, state, redirectUri: base };
  }

  if (query.get('error') === 'access_denied') {
    env.setTimeout(() => env.replace(withoutQuery), DENIED_RELOAD_MS);
    return { result: 'fail' };
  }

  if (query.has('state') || query.has('code')) {
    const route = loc.hash.startsWith('#/') ? loc.hash.slice(1) : '/';
    const joiner = route.includes('?') ? '&' : '?';
    env.rewrite(`${base}#${route}${joiner}${query.toString()}`);
  }
  return null;
}

/** Runs both steps against the real browser; returns the social signal, if any. */
export function runStartup(win: Window = window): SocialSignal | null {
  const timers: TimerLike = { setTimeout: (cb, ms) => win.setTimeout(cb, ms) };
  applyStartupParams(readStartupParams(win.location.search), win.location.hash, {
    ...timers,
    storage: safeLocalStorage,
    closeWindow: () => win.close(),
  });
  return socialReturnGuard(win.location, {
    ...timers,
    replace: (url) => win.location.replace(url),
    rewrite: (url) => win.history.replaceState(null, '', url),
  });
}
