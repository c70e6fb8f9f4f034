import { useSessionStore } from './session';

/**
 * When the login state last turned true, for the loads the spec delays after login (the
 * single stellar reading 4 s after). Null when the app started signed in before the clock
 * ran, or nobody started it: nothing is delayed then.
 */
let signedInSince: number | null = null;
let started = false;

export function startLoginClock(): void {
  if (started) return;
  started = true;
  useSessionStore.subscribe((state, previous) => {
    if (state.loginStatus && !previous.loginStatus) signedInSince = Date.now();
    if (!state.loginStatus) signedInSince = null;
  });
  if (useSessionStore.getState().loginStatus) signedInSince = Date.now();
}

/** Milliseconds until `delay` after login has passed (0 when it has). */
export function untilAfterLogin(delay: number, now = Date.now()): number {
  return signedInSince === null ? 0 : Math.max(0, signedInSince + delay - now);
}
