import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { scratchDatabase } from './support/scratch-db';
import { isDatabaseUnavailable } from '../src/db/unavailable';

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that can stop passing bytes either way without closing
 * anything: `hang()` is a server that answers nothing (as under SIGSTOP), `resume()` delivers
 * what was held back.
 */
class HangingProxy {
  private readonly server = net.createServer((socket) => this.pipe(socket));
  private held: Array<() => void> = [];
  private hung = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  private pipe(socket: net.Socket): void {
    const upstream = net.connect(this.target);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (this.hung) this.held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(socket, upstream);
    forward(upstream, socket);
    for (const s of [socket, upstream]) s.on('error', () => s.destroy());
    socket.on('close', () => (this.hung ? this.held.push(() => upstream.end()) : upstream.end()));
    upstream.on('close', () => socket.destroy());
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  hang(): void {
    this.hung = true;
  }

  resume(): void {
    this.hung = false;
    for (const deliver of this.held.splice(0)) deliver();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe.runIf(url)('a database that stops answering (PostgreSQL)', () => {
  const name = `starlit_hang_${process.pid}`;
  const scratch = scratchDatabase(url!, name);
  let proxy: HangingProxy;
  let database: Database;

  beforeAll(async () => {
    ({ proxy, database } = await scratch.openBehind((server) => new HangingProxy(server), {
      poolSize: 2,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 500,
      idleInTransactionTimeoutMs: 60_000,
      onConnectionError: () => {},
    }));
    await database.db.execute(sql`create table hang_probe (id int)`);
  });

  afterAll(async () => {
    proxy?.resume();
    await database?.close();
    await proxy?.close();
    await scratch.drop();
  });

  it('gives up on a statement with no answer and never commits its transaction later', async () => {
    const work = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into hang_probe values (1)`);
      proxy.hang();
      await tx.execute(sql`select 1`);
    });
    const failed = await work.then(
      () => null,
      (err: unknown) => err,
    );
    // answered as the database being unavailable (1007), not left waiting
    expect(isDatabaseUnavailable(failed)).toBe(true);
    proxy.resume();
    // no session stays open inside that transaction: its connection was closed, not reused
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await vi.waitFor(
      async () => {
        const open = await a.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and state like 'idle in transaction%'`,
          [name],
        );
        expect(open.rows[0]!.n).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    await a.end();
    // the pool serves again, and the insert was rolled back
    for (let i = 0; i < 3; i++) {
      const res = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from hang_probe`,
      );
      expect((res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    }
  });
});
