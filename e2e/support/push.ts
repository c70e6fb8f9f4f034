import { createRequire } from 'node:module';
import net from 'node:net';
import type { Server } from 'node:http';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * A local push service for the reminder tests (web-push-testing): headless Chromium has no push
 * service of its own, so the page's PushManager subscribes here instead (through a binding the
 * test exposes), the real server sends its encrypted, VAPID-signed reminder to the endpoint it
 * was given, and the test reads the decrypted message back and hands it to the app's service
 * worker through the DevTools protocol.
 */

interface PushApiModel {
  subscribe(options: { applicationServerKey: string; userVisibleOnly: string }): Promise<unknown>;
}
interface TestingServer {
  startServer(): void;
  _server?: Server;
}

const require = createRequire(import.meta.url);
const TestingServerClass = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => TestingServer;
const { PushApiModel: PushApiModelClass } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};

/** A subscription as the push service answers it. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface PushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** the decrypted messages the service received for a subscription, oldest first */
  messages(clientHash: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts web-push-testing on a free port. */
export async function startPushService(): Promise<PushService> {
  const port = await freePort();
  const server = new TestingServerClass(new PushApiModelClass(), port);
  server.startServer();
  const url = `http://localhost:${port}`;
  const up = () =>
    fetch(`${url}/status`, { method: 'POST' }).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(up, { message: 'the push service answers', timeout: 5_000, intervals: [100] })
    .toBe(true);
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
  return {
    url,
    subscribe: (applicationServerKey) =>
      post<TestSubscription>('/subscribe', { applicationServerKey, userVisibleOnly: 'true' }),
    messages: async (clientHash) =>
      (await post<{ messages: string[] }>('/get-notifications', { clientHash })).messages,
    close: () =>
      new Promise<void>((resolve) => {
        if (server._server) server._server.close(() => resolve());
        else resolve();
      }),
  };
}

/**
 * Makes the page's PushManager subscribe at the test push service: subscribe, getSubscription
 * and unsubscribe act on one subscription kept in the page's localStorage (what a browser
 * keeps per service worker registration). `onSubscribe` records each new one for the test.
 */
export async function usePushService(
  page: Page,
  service: PushService,
  onSubscribe: (sub: TestSubscription) => void,
): Promise<void> {
  await page.exposeFunction('__testPushSubscribe', async (key: string) => {
    const sub = await service.subscribe(key);
    onSubscribe(sub);
    return sub;
  });
  await page.addInitScript(() => {
    const STORE = '__testPushSubscription';
    type Stored = TestSubscription & { applicationServerKey: string };
    const bytes = (b64url: string) => {
      const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
      const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
      return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
    };
    const b64url = (buf: ArrayBuffer | ArrayBufferView) => {
      const view =
        buf instanceof ArrayBuffer
          ? new Uint8Array(buf)
          : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      return btoa(String.fromCharCode(...view))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    const asSubscription = (s: Stored) => ({
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(s.applicationServerKey) },
      getKey: (name: 'p256dh' | 'auth') => bytes(s.keys[name]),
      toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
      unsubscribe: () => {
        localStorage.removeItem(STORE);
        return Promise.resolve(true);
      },
    });
    const stored = (): Stored | null => {
      const raw = localStorage.getItem(STORE);
      return raw ? (JSON.parse(raw) as Stored) : null;
    };
    const proto = PushManager.prototype as unknown as Record<string, unknown>;
    proto.subscribe = async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey;
      const applicationServerKey =
        typeof key === 'string' ? key : b64url(key as ArrayBuffer | ArrayBufferView);
      const subscribe = (
        window as unknown as Record<string, (k: string) => Promise<TestSubscription>>
      ).__testPushSubscribe!;
      const sub = { ...(await subscribe(applicationServerKey)), applicationServerKey };
      localStorage.setItem(STORE, JSON.stringify(sub));
      return asSubscription(sub);
    };
    proto.getSubscription = () => {
      const s = stored();
      return Promise.resolve(s ? asSubscription(s) : null);
    };
  });
}

/** The app's service worker registration id, from the DevTools protocol. */
export async function deliverPush(page: Page, context: BrowserContext, data: string) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}
