/**
 * Local storage keys and a storage accessor that never throws
 * (private browsing and disabled storage make localStorage throw on access).
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  token: 'token',
  loginStatus: 'loginStatus',
  userId: 'userId',
  /** 'vip' or 'points' */
  paymentType: 'PaymentType',
  leavePagePointsType: 'LeavePagePointsType',
  /** JSON of {module, healerId, msgGroup} */
  rechargeStoreData: 'rechargeStoreData',
  payStatus: 'payStatus',
  /** the order of the last checkout opened, confirmed with the server when the payment returns */
  pendingOrder: 'pendingOrder',
  inviteCode: 'inviteCode',
  userEmail: 'userEmail',
  address: 'address',
  /** '1' once the install banner was closed */
  downloadDismissed: 'downloadBannerDismissed',
  /** '1' when the ambient music is switched on on this device */
  music: 'music',
  /** '1' once the first-open introduction was finished or skipped on this device */
  onboarded: 'onboarded',
  /** JSON of the birth data a visitor typed before signing in (state/onboarding.ts) */
  birthDraft: 'birthDraft',
  /** '1' once the app's shell is kept for offline use (shown quietly on My) */
  offlineReady: 'offlineReady',
  /** 'cny' or 'usd': the currency the member chose to see prices and pay in */
  currency: 'currency',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Storage interface the app uses; tests pass their own. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** localStorage when it works; reads give null and writes are dropped when it does not. */
export const safeLocalStorage: KeyValueStore = {
  getItem(key) {
    try {
      return browserStore()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      browserStore()?.setItem(key, value);
    } catch {
      /* storage full or disabled: the value lives in memory only */
    }
  },
  removeItem(key) {
    try {
      browserStore()?.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
};

/** The app's keys only. */
export const storage = {
  get: (key: StorageKey): string | null => safeLocalStorage.getItem(key),
  set: (key: StorageKey, value: string): void => safeLocalStorage.setItem(key, value),
  remove: (key: StorageKey): void => safeLocalStorage.removeItem(key),
};

/** sessionStorage key holding the `state` of a social sign-in this tab started. */
export const SOCIAL_STATE_KEY = 'socialState';

/** Per-tab values (sessionStorage), never throwing. */
export const sessionValue = {
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      /* unavailable */
    }
  },
  /** reads and removes */
  take(key: string): string | null {
    try {
      const value = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      return value;
    } catch {
      return null;
    }
  },
};
