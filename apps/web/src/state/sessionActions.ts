import type { AuthResponse } from '@starlit/contracts';
import { accountApi } from '../api/account';
import { ApiError, isOk } from '../api/http';
import { loadUserInfo } from '../api/userInfo';
import { useSessionStore } from './session';
import { useWalletStore } from './wallet';

/**
 * Session transitions that need the server: the login state
 * becomes true after checkLogin answers 200 and false otherwise.
 */
export async function refreshSession(): Promise<boolean> {
  const result = await accountApi.checkLogin();
  const session = useSessionStore.getState();
  if (result instanceof ApiError && result.cancelled) return session.loginStatus;
  if (isOk(result)) {
    session.setChecked(result.data);
    void loadUserInfo();
    return true;
  }
  session.setChecked(null);
  return false;
}

/** After any successful sign-in: keep the token, then confirm it and load the account. */
export async function completeSignIn(auth: AuthResponse): Promise<void> {
  useSessionStore.getState().signIn(auth);
  // a sign-up through a friend's invite: the invite-success dialog shows the welcome reward
  if (auth.registerReward) useWalletStore.getState().setRegisterReward(auth.registerReward);
  await refreshSession();
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function logout(): Promise<void> {
  await accountApi.logout();
  useSessionStore.getState().signOut();
}
