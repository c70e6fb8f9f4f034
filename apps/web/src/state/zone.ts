import { browserTimeZone, economyApi } from '../api/economy';
import { isOk } from '../api/http';
import { useSessionStore } from './session';
import { safeLocalStorage, type KeyValueStore } from './storage';

/** localStorage: JSON of each user id → the zone their account was last known to count days in. */
export const SAVED_ZONE_KEY = 'savedZone';

function savedZones(store: KeyValueStore): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SAVED_ZONE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const zones = Object.entries(parsed).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    );
    return Object.fromEntries(zones);
  } catch {
    return {};
  }
}

let inFlight: Promise<void> | null = null;

/**
 * Saves the device's zone to the account when it differs from the one last saved for this
 * user, and remembers the zone the server answers with: the stored one when it kept it (a
 * change within 20 hours), so the next sync tries again.
 */
export function syncZone(store: KeyValueStore = safeLocalStorage): Promise<void> {
  inFlight ??= (async () => {
    const { loginStatus, userId } = useSessionStore.getState();
    const zone = browserTimeZone();
    if (!loginStatus || !userId || savedZones(store)[userId] === zone) return;
    const result = await economyApi.saveTimeZone(zone);
    if (!isOk(result)) return;
    const zones = { ...savedZones(store), [userId]: result.data.timeZone };
    store.setItem(SAVED_ZONE_KEY, JSON.stringify(zones));
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Syncs the zone now, whenever login turns true, and whenever the page becomes visible. */
export function bindZone(): void {
  useSessionStore.subscribe((state, previous) => {
    if (state.loginStatus && !previous.loginStatus) void syncZone();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncZone();
  });
  void syncZone();
}
