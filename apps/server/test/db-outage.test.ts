import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { scratchDatabase } from './support/scratch-db';
import { seed } from '../src/modules/seeds';
import { RecordingSender, testConfig, type TestApp } from './support/app';
import { client, signUp } from './support/client';

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that the test controls: `cut()` drops every connection and
 * refuses new ones (the database going away), `restore()` accepts again on the same port.
 */
class Proxy {
  private server = net.createServer((socket) => this.pipe(socket));
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  private pipe(socket: net.Socket): void {
    const upstream = net.connect(this.target);
    for (const s of [socket, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    await closed;
    this.server = net.createServer((socket) => this.pipe(socket));
  }
}

describe.runIf(url)('the database going away and coming back (PostgreSQL)', () => {
  const name = `starlit_outage_${process.pid}`;
  const scratch = scratchDatabase(url!, name);
  let proxy: Proxy;
  let database: Database;
  let app: FastifyInstance;
  const lost: Error[] = [];
  let t: TestApp;

  beforeAll(async () => {
    ({ proxy, database } = await scratch.openBehind((server) => new Proxy(server), {
      poolSize: 4,
      connectTimeoutMs: 1000,
      onConnectionError: (err) => lost.push(err),
    }));
    await database.migrate();
    await seed(database.db);
    const outbox = new RecordingSender();
    app = await buildApp({ config: testConfig(), database, codeSender: outbox });
    await app.ready();
    t = { app, database, outbox };
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.cut();
    await scratch.drop();
  });

  const get = async (path: string, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
  };

  it('answers 503 + Retry-After + 1007 while cut, and serves again by itself after', async () => {
    const c = client(t);
    const user = await signUp(t, c, `outage-${process.pid}@example.com`, 'secret123');
    // several connections open and idle in the pool when the database goes
    await Promise.all([get('appCategory'), get('appCategory'), get('health')]);
    expect((await get('userinfo', user.token)).body.code).toBe(200);

    await proxy.cut();
    for (const path of ['appCategory?lang=en', 'health?lang=en']) {
      const res = await get(path);
      expect(res.status, path).toBe(503);
      expect(res.retryAfter, path).toBe('5');
      expect(res.body.code, path).toBe(1007);
      expect(res.body.msg, path).toMatch(/^Temporarily unavailable/);
    }
    expect((await get('health')).body.data.checks).toEqual({ db: false });
    // a member is not signed out because their session could not be read
    expect((await get('userinfo', user.token)).body.code).toBe(1007);
    const change = await app.inject({
      method: 'POST',
      url: '/api/v2/updateProfile',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { nickname: 'during' },
    });
    expect(change.statusCode).toBe(503);
    expect((await get('health/live')).status).toBe(200);
    expect(lost.length).toBeGreaterThan(0);

    await proxy.listen();
    const back = await vi.waitFor(
      async () => {
        const res = await get('appCategory');
        expect(res.status).toBe(200);
        return res;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(back.body.code).toBe(200);
    expect((await get('health')).status).toBe(200);
    expect((await get('health/ready')).status).toBe(200);
    // the refused change was not made; the member is still signed in
    const info = await get('userinfo', user.token);
    expect(info.body.code).toBe(200);
    expect(info.body.data.nickname).not.toBe('during');
  });
});
