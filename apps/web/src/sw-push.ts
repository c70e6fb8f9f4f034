/**
 * The service worker's reading of a push message and of a notification's tap, kept free of
 * the worker's globals so that it can be tested. A message is the server's reminder payload
 * (contracts' reminderPushSchema), already written in the device's language: a message that is
 * not one is ignored (no notification is better than one in a made-up wording).
 */
import type { ReminderKind, ReminderPush } from '@starlit/contracts';

const KINDS: readonly ReminderKind[] = [
  'daily',
  'moon',
  'mercury',
  'streak',
  'companion',
  'birthday',
];

/** The app's icon, and the small monochrome badge Android shows in the status bar. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** The message the page receives to open a route after a tap: `{ type, url }`. */
export const OPEN_ROUTE_MESSAGE = 'starlit:open-route';

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** A hash route of this app ('#/todayFortune', '#/chat/…'); nothing that leaves the app. */
export const isAppRoute = (url: unknown): url is string =>
  typeof url === 'string' && /^#\/[^\s]*$/.test(url) && url.length <= 500;

/** The reminder in a push message's JSON text, or null when it is not one. */
export function parsePush(json: string | null | undefined): ReminderPush | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, title, body, url, tag } = value as Record<string, unknown>;
  if (!KINDS.includes(kind as ReminderKind)) return null;
  if (!text(title, 200) || !text(body, 1000) || !text(tag, 200) || !isAppRoute(url)) return null;
  return { kind: kind as ReminderKind, title, body, url, tag };
}

/** What a notification carries for its tap. */
export interface NotificationData {
  url: string;
}

/**
 * The notification shown for a reminder. Its tag names the reminder's occurrence, so a second
 * copy of one reminder (a retried send) replaces the first silently: no renotify.
 */
export function notificationOf(push: ReminderPush): {
  title: string;
  options: NotificationOptions;
} {
  return {
    title: push.title,
    options: {
      body: push.body,
      tag: push.tag,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: push.url } satisfies NotificationData,
    },
  };
}

/** The route a tapped notification opens: its own, else the home screen. */
export function routeOf(data: unknown): string {
  const url = (data as Partial<NotificationData> | null)?.url;
  return isAppRoute(url) ? url : '#/';
}
