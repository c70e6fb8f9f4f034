/**
 * What the in-process benchmarks share: a fresh database (in-memory PGlite, or PostgreSQL at
 * BENCH_DATABASE_URL) migrated and seeded, the real app over it, and signed-in members with
 * points. `runBench` runs a body with them and always closes both.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/modules/seeds';
import { loadConfig } from '../src/lib/config';
import { ensureVapidKeys } from '../src/modules/reminders/vapid';
import { grantPoints } from '../src/operators/service';
import { createUser } from '../src/modules/account/users';
import { createSession } from '../src/lib/sessions';

export interface BenchContext {
  database: Database;
  app: FastifyInstance;
  /** a new member with `points`, and a bearer token for them */
  member(points: number): Promise<{ id: string; token: string }>;
}

let counter = 0;

export async function runBench(body: (ctx: BenchContext) => Promise<object>): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url, poolSize: 10 } : {});
  await database.migrate();
  await seed(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  ensureVapidKeys(config);
  const app = await buildApp({ config, database });
  await app.ready();
  const stamp = `${Date.now()}-${process.pid}`;
  const member = async (points: number) => {
    const user = await createUser(database.db, {
      email: `bench-${stamp}-${++counter}@bench.local`,
      lang: 'en',
    });
    if (points) await grantPoints(database.db, user.id, points, 'bench');
    return {
      id: user.id,
      token: (await createSession(database.db, user.id, 'password', 'bench')).token,
    };
  };
  try {
    console.info(
      JSON.stringify(
        { database: database.kind, ...(await body({ database, app, member })) },
        null,
        2,
      ),
    );
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}
