import webpush from 'web-push';
import type { ReminderPush } from '@starlit/contracts';
import type { SubscriptionRow } from './repository';
import type { VapidKeys } from './vapid';

/** How long a push service keeps a reminder for an offline device, by kind (seconds). */
const TTL: Record<ReminderPush['kind'], number> = {
  daily: 12 * 3600,
  moon: 6 * 3600,
  mercury: 12 * 3600,
  streak: 3 * 3600,
  companion: 24 * 3600,
};

/** What one device's push service answered. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one reminder to one device: encrypted and VAPID-signed by web-push, posted with fetch
 * (any http(s) push service address). 404/410: the subscription is gone; another answer or a
 * network error: failed (worth a retry).
 */
export async function pushTo(
  device: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: ReminderPush,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: TTL[message.kind],
      urgency: message.kind === 'companion' ? 'high' : 'normal',
      topic: message.kind,
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body,
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a subscription's endpoint is at one of the allowed push services (a host or its
 * subdomain): https, or http to a listed loopback host.
 */
export function isPushService(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((h) => host === h || host.endsWith(`.${h}`));
  if (url.protocol === 'https:') return listed && !url.username && !url.password;
  return url.protocol === 'http:' && LOOPBACK.has(host) && hosts.includes(host);
}
