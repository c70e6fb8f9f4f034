import { browserInstallContext, isInstalledApp } from '../../components/DownloadBanner/installed';
import { detectPlatform } from '../../components/DownloadTutorial/platform';

/**
 * This device's side of push reminders: whether the browser can receive them, the
 * notification permission, and the push subscription of the app's service worker.
 *
 * - 'ok': Push API and notifications are there;
 * - 'install': iOS, where a web app receives pushes only once added to the Home Screen;
 * - 'unsupported': no Push API (an older browser, or no service worker).
 */
export type PushSupport = 'ok' | 'install' | 'unsupported';

/** What the check reads of the browser; tests pass their own. */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  installed: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    installed: isInstalledApp(browserInstallContext()),
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: typeof window.PushManager === 'function',
    hasNotification: typeof window.Notification === 'function',
  };
}

export function pushSupport(env: PushEnvironment = browserPushEnvironment()): PushSupport {
  const ios = detectPlatform(env.userAgent, env.maxTouchPoints) === 'ios';
  // iOS Safari has the Push API only in an app added to the Home Screen
  if (ios && !env.installed) return 'install';
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'ok';
  return 'unsupported';
}

/** The notification permission: 'default' (never asked), 'granted' or 'denied'. */
export function permission(): NotificationPermission {
  return typeof window.Notification === 'function' ? Notification.permission : 'denied';
}

/** How long to wait for the service worker before giving up (it may be disabled). */
const WORKER_WAIT_MS = 10_000;

/** The app's service worker registration, or null when none becomes active in time. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'ok') return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** A base64url text as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Why turning reminders on stopped short. */
export type SubscribeFailure = 'denied' | 'dismissed' | 'no-worker' | 'failed';

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Asks for the notification permission (only ever on the member's tap), then subscribes this
 * device with the server's key. A subscription made with another key is replaced.
 */
export async function subscribeDevice(
  vapidKey: string,
): Promise<DeviceSubscription | SubscribeFailure> {
  const answer = permission() === 'granted' ? 'granted' : await Notification.requestPermission();
  if (answer === 'denied') return 'denied';
  if (answer !== 'granted') return 'dismissed';
  const reg = await registration();
  if (!reg) return 'no-worker';
  try {
    const key = keyBytes(vapidKey);
    let sub = await reg.pushManager.getSubscription();
    const sameKey = (have: ArrayBuffer | null | undefined) =>
      !!have &&
      new Uint8Array(have).every((b, i) => b === key[i]) &&
      have.byteLength === key.length;
    if (sub && !sameKey(sub.options.applicationServerKey)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = sub.toJSON();
    const p256dh = json.keys?.p256dh;
    const auth = json.keys?.auth;
    if (!json.endpoint || !p256dh || !auth) return 'failed';
    return { endpoint: json.endpoint, keys: { p256dh, auth } };
  } catch {
    return 'failed';
  }
}

/** Ends this device's subscription; the endpoint it had (to tell the server), or null. */
export async function unsubscribeDevice(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  const { endpoint } = sub;
  try {
    await sub.unsubscribe();
  } catch {
    // the push service may be unreachable: the server forgets the endpoint all the same
  }
  return endpoint;
}
