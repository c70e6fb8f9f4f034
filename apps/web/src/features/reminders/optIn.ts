import { safeLocalStorage, type KeyValueStore } from '../../state/storage';

/**
 * When the "Get this every morning?" card may show: a member who has completed a reading (today's
 * fortune), on a device that can get pushes and is not subscribed yet, never on the app's first
 * open, and never again once dismissed or used. Kept in this device's storage.
 */
export const OPT_IN_KEYS = {
  /** 'dismissed' or 'done': the card never shows again */
  state: 'reminderOptIn',
  /** '1' once a reading was completed on this device */
  reading: 'reminderReadingSeen',
  /** when this device first opened the app (ms), set on the first check */
  firstOpen: 'reminderFirstOpen',
} as const;

/** sessionStorage: '1' in the browser session of the first open */
export const FIRST_SESSION_KEY = 'reminderFirstSession';

function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this is the app's first open on this device: the first check ever marks its browser
 * session, and the whole of that session counts as the first open.
 */
export function isFirstOpen(
  local: KeyValueStore = safeLocalStorage,
  session: KeyValueStore | null = sessionStore(),
  now = Date.now(),
): boolean {
  if (local.getItem(OPT_IN_KEYS.firstOpen) === null) {
    local.setItem(OPT_IN_KEYS.firstOpen, String(now));
    session?.setItem(FIRST_SESSION_KEY, '1');
    return true;
  }
  return session?.getItem(FIRST_SESSION_KEY) === '1';
}

export type OptInPlacement = 'reading' | 'home';

export interface OptInFacts {
  signedIn: boolean;
  /** the Push API works here and notifications are not blocked */
  canPush: boolean;
  /** this device's subscription (null while unknown) */
  subscribed: boolean | null;
}

/** Whether the card shows at `placement`; under a reading, the reading is remembered first. */
export function shouldOffer(
  placement: OptInPlacement,
  facts: OptInFacts,
  local: KeyValueStore = safeLocalStorage,
  firstOpen: () => boolean = () => isFirstOpen(local),
): boolean {
  if (!facts.signedIn) return false;
  if (placement === 'reading') local.setItem(OPT_IN_KEYS.reading, '1');
  if (local.getItem(OPT_IN_KEYS.state) !== null) return false;
  if (local.getItem(OPT_IN_KEYS.reading) !== '1') return false;
  if (firstOpen()) return false;
  return facts.canPush && facts.subscribed === false;
}

/** The card was dismissed ('Not now') or used: it never shows again on this device. */
export function settleOptIn(how: 'dismissed' | 'done', local: KeyValueStore = safeLocalStorage) {
  local.setItem(OPT_IN_KEYS.state, how);
}
