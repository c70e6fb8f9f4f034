import { create } from 'zustand';
import type { AuthResponse, CheckLogin, UserInfo } from '@starlit/contracts';
import { STORAGE_KEYS, storage } from './storage';

/** Where a social sign-in that came back through the address stands. */
export type SocialLoginStatus = 'idle' | 'pending' | 'success' | 'fail';

export interface SessionState {
  token: string;
  userId: string;
  /** true only after a sign-in or a checkLogin that returned 200 */
  loginStatus: boolean;
  /** the last checkLogin data */
  check: CheckLogin | null;
  socialStatus: SocialLoginStatus;
  /** a successful sign-in: keep the token and user id, log in */
  signIn(auth: Pick<AuthResponse, 'user_token' | 'user_id'>): void;
  /** a checkLogin answer: 200 logs in, anything else logs out */
  setChecked(check: CheckLogin | null): void;
  setSocialStatus(status: SocialLoginStatus): void;
  /** logout, 4001, account deleted: forget the token and everything about the user */
  signOut(): void;
}

const initialToken = storage.get(STORAGE_KEYS.token) ?? '';

export const useSessionStore = create<SessionState>()((set) => ({
  token: initialToken,
  userId: storage.get(STORAGE_KEYS.userId) ?? '',
  // a stored token is only trusted once checkLogin confirms it; until then the stored flag
  // lets the first paint show the signed-in layout without a flash
  loginStatus: initialToken !== '' && storage.get(STORAGE_KEYS.loginStatus) === 'true',
  check: null,
  socialStatus: 'idle',
  signIn(auth) {
    storage.set(STORAGE_KEYS.token, auth.user_token);
    storage.set(STORAGE_KEYS.userId, auth.user_id);
    storage.set(STORAGE_KEYS.loginStatus, 'true');
    set({ token: auth.user_token, userId: auth.user_id, loginStatus: true });
  },
  setChecked(check) {
    if (check) {
      storage.set(STORAGE_KEYS.loginStatus, 'true');
      storage.set(STORAGE_KEYS.userId, check.user_id);
      set({ check, userId: check.user_id, loginStatus: true });
    } else {
      storage.set(STORAGE_KEYS.loginStatus, 'false');
      set({ check: null, loginStatus: false });
    }
  },
  setSocialStatus(socialStatus) {
    set({ socialStatus });
  },
  signOut() {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.userId);
    storage.set(STORAGE_KEYS.loginStatus, 'false');
    set({ token: '', userId: '', loginStatus: false, check: null });
  },
}));

/**
 * The name to greet the user by: the nickname they chose, else their own profile's name
 * (`ownName`), else '' (greet without a name). Never the account or a made-up handle.
 */
/** What the names are read from: the last checkLogin and the account info (api/userInfo). */
export interface NameSources {
  check: CheckLogin | null;
  userInfo: UserInfo | null;
}

export function greetingName(state: NameSources, ownName = ''): string {
  const nickname = state.userInfo?.nickname ?? state.check?.profile.nickname ?? '';
  return nickname.trim() || ownName.trim();
}

/** The name at the top of My: the greeting name, else the account ('' until it is known). */
export function displayName(state: NameSources, ownName = ''): string {
  return greetingName(state, ownName) || state.userInfo?.account || state.check?.account || '';
}
