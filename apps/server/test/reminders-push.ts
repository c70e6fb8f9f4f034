import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from './support/app';
import { client, signUp, type Client } from './support/client';
import { createServer, type Server } from 'node:net';

/**
 * web-push-testing as a local push service: subscriptions for a VAPID key, the messages each
 * one received (decrypted), and expiring one (it answers 410 from then on).
 */
const require = createRequire(import.meta.url);

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushService {
  url: string;
  subscribe(applicationServerKey: string): Promise<PushSubscriptionJson>;
  /** the payloads a subscription received, parsed */
  messages(clientHash: string): Promise<Array<Record<string, string>>>;
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe: Server = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A browser's subscription keys, fresh: a P-256 public key and a 16-byte auth secret. */
export function deviceKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

export interface PushServiceOptions {
  /** how long each push waits before the service takes and answers it, in ms */
  delayMs?: () => number;
}

export async function startPushService(options: PushServiceOptions = {}): Promise<PushService> {
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => {
    startServer(): void;
    _server: HttpServer;
    _app: { use(fn: (req: { path: string }, res: unknown, next: () => void) => void): void };
  };
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => unknown;
  };
  const port = await freePort();
  // it says "Server running" on the console once listening: not in the test's output
  // eslint-disable-next-line no-console
  const log = console.log;
  // eslint-disable-next-line no-console
  console.log = () => undefined;
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const { delayMs } = options;
  // before the routes startServer adds: a push is taken (and answered) only after the delay
  if (delayMs)
    server._app.use((req, _res, next) => {
      if (req.path.startsWith('/notify/')) setTimeout(next, delayMs());
      else next();
    });
  server.startServer();
  // idle connections are kept longer than any client keeps them, so none is closed under a
  // request on a busy machine (the client's read would fail with ECONNRESET)
  server._server.keepAliveTimeout = 120_000;
  const url = `http://localhost:${port}`;
  // its own listening callback (the console line) runs before this one
  if (!server._server.listening) await once(server._server, 'listening');
  // eslint-disable-next-line no-console
  console.log = log;
  const post = async (path: string, body: object = {}) => {
    const send = () =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // a kept-alive connection closed just as it was reused: once more on a new one
    const res = await send().catch(send);
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return text.startsWith('{') ? (JSON.parse(text) as { data: unknown }) : { data: null };
  };
  return {
    url,
    subscribe: async (applicationServerKey) =>
      (await post('/subscribe', { applicationServerKey })).data as PushSubscriptionJson,
    messages: async (clientHash) => {
      const { data } = (await post('/get-notifications', { clientHash })) as {
        data: { messages: string[] };
      };
      return data.messages.map((m) => JSON.parse(m) as Record<string, string>);
    },
    expire: async (clientHash) => {
      await post(`/expire-subscription/${clientHash}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server._server.close(() => resolve());
        server._server.closeAllConnections();
      }),
  };
}

/** A push service for the test file: started before its tests, closed after them. */
export function usePushService(): PushService {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service?.close();
  });
  const started = () => {
    if (!service) throw new Error('the push service starts before the tests');
    return service;
  };
  return {
    get url() {
      return started().url;
    },
    subscribe: (key) => started().subscribe(key),
    messages: (clientHash) => started().messages(clientHash),
    expire: (clientHash) => started().expire(clientHash),
    close: () => started().close(),
  };
}

/**
 * A member in `zone` with reminder `settings`, one device subscribed in `lang`; `setUp` runs
 * after the zone is set and before the settings (an own profile, say), and its result is kept.
 */
export async function subscribedMember<T>(
  t: TestApp,
  push: PushService,
  who: { name: string; zone: string; settings: Record<string, unknown>; lang: 'zh' | 'en' },
  setUp: (c: Client, token: string) => Promise<T>,
): Promise<{ userId: string; clientHash: string; extra: T }> {
  const c = client(t);
  const { token, userId } = await signUp(t, c, `${who.name}@example.com`);
  expect((await c.post('timeZone', { timeZone: who.zone }, token)).code).toBe(200);
  const extra = await setUp(c, token);
  expect((await c.post('reminders/settings', who.settings, token)).code).toBe(200);
  const key = (await c.get('reminders/vapidKey', token)).data.publicKey as string;
  const sub = await push.subscribe(key);
  const res = await c.post(
    'reminders/subscribe',
    { endpoint: sub.endpoint, keys: sub.keys, lang: who.lang },
    token,
  );
  expect(res.code, res.msg).toBe(200);
  return { userId, clientHash: sub.clientHash, extra };
}
