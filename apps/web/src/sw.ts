/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest): the app's shell is precached, so the
 * app opens offline after the first visit; a navigation is answered with index.html (the hash
 * router does the rest) except the API and the operator console; old caches are removed and a
 * new version takes over at once. Push reminders are shown as notifications, and a tap opens
 * the reminder's screen in the app's window (or a new one).
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationOf, OPEN_ROUTE_MESSAGE, parsePush, routeOf } from './sw-push';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/admin(?:[/?#.]|$)/],
  }),
);

/** Keeps the worker alive for `work`; an event dispatched by a script cannot be extended. */
function extend(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // not dispatched by the browser: the work runs all the same
  }
}

self.addEventListener('push', (event) => {
  let json: string | null = null;
  try {
    json = event.data?.text() ?? null;
  } catch {
    json = null;
  }
  const push = parsePush(json);
  if (!push) return;
  const { title, options } = notificationOf(push);
  extend(event, self.registration.showNotification(title, options));
});

/** Opens a route in the app: an open window is told to go there and focused, else a new one. */
async function openRoute(route: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const scope = self.registration.scope;
  const app = windows.find((w) => w.url.startsWith(scope)) ?? windows[0];
  if (app) {
    app.postMessage({ type: OPEN_ROUTE_MESSAGE, url: route });
    try {
      await app.focus();
    } catch {
      // focusing needs the user's tap; the window already shows the route
    }
    return;
  }
  await self.clients.openWindow(new URL(route, scope).href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  extend(event, openRoute(routeOf(event.notification.data)));
});
