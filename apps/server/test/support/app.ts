import { afterAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { seed } from '../../src/modules/seeds';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/lib/config';
import type { CodeMessage, CodeSender, Notice } from '../../src/lib/mailer';

/**
 * One database per test worker: in-memory PGlite by default, or a fresh PostgreSQL
 * database per worker when TEST_DATABASE_URL is set (CI's second run). Tables are
 * emptied before each test; the app is rebuilt when a test asks for other config.
 */
let databasePromise: Promise<Database> | undefined;

async function createDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `starlit_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  workerUrl = dbUrl.toString();
  const database = await openDatabase({ url: dbUrl.toString(), poolSize: 10 });
  await database.migrate();
  const close = database.close;
  database.close = async () => {
    await close();
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name}`);
    await again.end();
  };
  return database;
}

/** The worker's PostgreSQL database (unset on PGlite). */
let workerUrl: string | undefined;

/**
 * The worker's database as another server instance opens it: on PostgreSQL a pool and bus of
 * its own (invalidations travel through the server's NOTIFY); on PGlite, which one process
 * opens at a time, the same database. Close it with `closeOther`.
 */
export async function openOtherInstanceDatabase(): Promise<Database> {
  const database = await testDatabase();
  return workerUrl ? openDatabase({ url: workerUrl, poolSize: 4 }) : database;
}

/** Closes a database from openOtherInstanceDatabase (not the worker's own). */
export async function closeOther(other: Database): Promise<void> {
  if (other !== (await testDatabase())) await other.close();
}

export function testDatabase(): Promise<Database> {
  databasePromise ??= createDatabase();
  return databasePromise;
}

/** Empties every table, then seeds reference data again. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: Array<{ tablename: string }> }).rows;
  const names = rows.map((r) => `"${r.tablename}"`);
  // audit_log refuses TRUNCATE by trigger; a test reset runs as a superuser with triggers off
  if (names.length)
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(`TRUNCATE ${names.join(', ')} CASCADE`));
    });
  await seed(database.db);
  // tests count points from zero: the welcome allowance is off but in welcome.test.ts
  await database.db.execute(
    sql`update economy_config set value = '{"points":0}'::jsonb where key = 'welcome'`,
  );
  // every app over this database drops what it cached from the tables just emptied
  await database.bus.publish(database.db, 'flush', '');
}

/** The sandbox signs with this in tests, so tests can sign (and forge) webhook events. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_starlit_0123456789';

/** The Web Push key pair of this test process, configured as a deployment would. */
const TEST_VAPID = webpush.generateVAPIDKeys();

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    DATA_DIR: `/tmp/starlit-test-${process.pid}`,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // a real push service, an example one and the local one the tests start (web-push-testing)
    PUSH_SERVICES: 'fcm.googleapis.com,push.example.com,localhost',
    ...overrides,
  });
}

/**
 * A fake for code *delivery* (not for the code logic under test): records what would
 * have been sent so tests can read the code. Real delivery is tested in delivery.test.ts.
 */
export class RecordingSender implements CodeSender {
  messages: CodeMessage[] = [];
  notices: Notice[] = [];

  async send(message: CodeMessage): Promise<void> {
    this.messages.push(message);
  }

  async notify(notice: Notice): Promise<void> {
    this.notices.push(notice);
  }

  /** The latest code sent to an address (`a@b.c` or `+86 13800138000`). */
  codeFor(to: string): string {
    const found = this.messages.filter((m) => m.to === to).at(-1);
    if (!found) throw new Error(`no code was sent to ${to}`);
    return found.code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** codes "sent" by the app (unless built with `realDelivery`) */
  outbox: RecordingSender;
}

export interface TestAppOptions {
  /** deliver codes as configured (SMTP or the [outbox] log line) instead of recording them */
  realDelivery?: boolean;
  /** where the app logs (set LOG_LEVEL too), to assert on log lines */
  logStream?: { write(msg: string): void };
}

/**
 * Builds the app over the worker's database, resetting tables before each test.
 * Call at the top of a test file: `const t = useTestApp();` then use `t.app` in tests.
 * `overrides` is read when the app is first built (in the first beforeEach), so a
 * beforeAll may still fill it in (e.g. with a mock server's address).
 */
export function useTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  const holder = { outbox: new RecordingSender() } as TestApp;
  beforeEach(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    holder.outbox.messages = [];
    holder.outbox.notices = [];
    if (!holder.app) {
      holder.database = database;
      holder.app = await buildApp({
        config: testConfig(overrides),
        database,
        codeSender: options.realDelivery ? undefined : holder.outbox,
        logStream: options.logStream,
      });
      await holder.app.ready();
    }
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return holder;
}
