import { registerSW } from 'virtual:pwa-register';
import { STORAGE_KEYS, storage } from '../state/storage';

/**
 * Registers the Workbox service worker (vite-plugin-pwa, autoUpdate): the shell is
 * precached, so the app opens offline after the first visit, and a new version takes
 * over on its own. That the app now opens offline is noted quietly (a line on My), never
 * announced over the screen.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
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
