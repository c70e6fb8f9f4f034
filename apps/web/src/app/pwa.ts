import { registerSW } from 'virtual:pwa-register';
import { STORAGE_KEYS, storage } from '../state/storage';
import { isAppRoute, OPEN_ROUTE_MESSAGE } from '../sw-push';

/**
 * Registers the Workbox service worker (vite-plugin-pwa, autoUpdate): the shell is
 * precached, so the app opens offline after the first visit, and a new version takes
 * over on its own. That the app now opens offline is noted quietly (a line on My), never
 * announced over the screen. A tapped reminder's route arrives from the worker as a message and
 * is opened by the hash router.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === OPEN_ROUTE_MESSAGE && isAppRoute(data.url)) window.location.hash = data.url;
  });
  registerSW({
    immediate: true,
    onOfflineReady() {
      storage.set(STORAGE_KEYS.offlineReady, '1');
    },
    onRegisterError(error: unknown) {
      console.warn('service worker registration failed', error);
    },
  });
}
