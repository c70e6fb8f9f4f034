import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/Toast/toast';
import { i18next } from '../i18n';

/**
 * Registers the Workbox service worker (vite-plugin-pwa, autoUpdate): the shell is
 * precached, so the app opens offline after the first visit, and a new version takes
 * over on its own.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onOfflineReady() {
      toast.show({ content: i18next.t('offlineReady') });
    },
    onRegisterError(error: unknown) {
      console.warn('service worker registration failed', error);
    },
  });
}
