import { createHash, createPublicKey } from 'node:crypto';
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
  birthday: 12 * 3600,
};

/**
 * How long a push service may take to answer. Generous: a message it accepted after we gave
 * up would be sent again by the retry (collapsed by its Topic and tag, but still a second try).
 */
const PUSH_TIMEOUT_MS = 30_000;

/** What one device's push service answered. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * A reminder's Topic header: the same for every send of one occurrence (its tag), so a push
 * service replaces a copy still waiting for the device instead of delivering both; 32 URL-safe
 * base64 characters of a hash, which says nothing of the reminder to the push service.
 */
export const pushTopic = (tag: string): string =>
  createHash('sha256').update(`starlit-reminder:${tag}`).digest('base64url').slice(0, 32);

/**
 * Sends one reminder to one device: encrypted and VAPID-signed by web-push, posted with fetch
 * (any http(s) push service address). 404/410, or keys nothing can be encrypted for: the
 * subscription is gone; another answer, a network error or a failure to encrypt: failed (worth
 * a retry). Never throws, so one device's trouble is that device's alone.
 */
export async function pushTo(
  device: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  message: ReminderPush,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  // keys nothing can be encrypted for never will be: the device is dropped
  if (badPushKey(device)) return 'gone';
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: TTL[message.kind],
        urgency: message.kind === 'companion' ? 'high' : 'normal',
        topic: pushTopic(message.tag),
        contentEncoding: 'aes128gcm',
      },
    );
  } catch {
    return 'failed';
  }
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
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
 * subdomain): https on the default port (443) only, or http to a listed loopback host (a local
 * push service, any port).
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
  if (url.protocol === 'https:') return listed && !url.username && !url.password && !url.port;
  return url.protocol === 'http:' && LOOPBACK.has(host) && hosts.includes(host);
}

const base64url = (value: string): Buffer | null =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/**
 * Which of a subscription's keys is malformed, or null when both are usable: `p256dh` a point
 * on P-256 in uncompressed form (65 bytes, 0x04 first), `auth` 16 bytes, both base64url.
 */
export function badPushKey(keys: { p256dh: string; auth: string }): 'p256dh' | 'auth' | null {
  const point = base64url(keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04) return 'p256dh';
  try {
    createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
    });
  } catch {
    return 'p256dh';
  }
  return base64url(keys.auth)?.length === 16 ? null : 'auth';
}
