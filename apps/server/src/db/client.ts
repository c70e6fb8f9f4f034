import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as coreSchema from './schema';
import * as economySchema from './schema-economy';
import * as readingsSchema from './schema-readings';
import * as astroSchema from './schema-astro';
import * as relationsSchema from './schema-relations';
import * as chatSchema from './schema-chat';
import * as mbtiSchema from './schema-mbti';
import * as filesSchema from './schema-files';
import * as adminSchema from './schema-admin';
import * as engagementSchema from './schema-engagement';
import { lockDataDir } from './lock';
import { attachBus, localBus, postgresBus, type Bus } from './bus';
import { SERVER_ROOT } from '../paths';
import { openPglite } from './pglite';

const schema = {
  ...coreSchema,
  ...economySchema,
  ...readingsSchema,
  ...astroSchema,
  ...relationsSchema,
  ...chatSchema,
  ...mbtiSchema,
  ...filesSchema,
  ...adminSchema,
  ...engagementSchema,
};

export type Schema = typeof schema;
/** The database handle every repository takes; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction, for repository functions that can run inside one. */
export type DbOrTx = Db | Tx;

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

/** The advisory lock key (any fixed bigint) under which migrations run on PostgreSQL. */
const MIGRATION_LOCK = 7_351_204_416;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Checks that the database answers. */
  ping(): Promise<void>;
  /** Whether migrate() has finished in this process. */
  readonly migrated: boolean;
  /** Connections held now (PostgreSQL's pool; PGlite is one connection, never waiting). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** invalidates every instance's caches (bus.ts); closed with the database */
  bus: Bus;
  /** another handle over the same connections and bus (each app keeps its caches on its own) */
  handle(): Db;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder, locked for this process until close (lock.ts); absent = in memory. */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
  /** How long a request waits for a PostgreSQL connection before failing (default 5000 ms). */
  connectTimeoutMs?: number;
  /**
   * The longest one statement may run: PostgreSQL cancels it (statement_timeout), and the client
   * gives up waiting 1 s later and drops the connection, for a server that answers nothing at
   * all. Unset: no limit. Migrations run without it.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session idle inside a transaction this long (unset: never). */
  idleInTransactionTimeoutMs?: number;
  /**
   * Where lost connections are reported (default: one line on stderr). A lost connection never
   * ends the process; the pool opens new ones when the database is back.
   */
  onConnectionError?: (err: Error) => void;
}

const reportToStderr = (err: Error) => console.error(`database connection error: ${err.message}`);

/** node-postgres' error when no answer came within query_timeout. */
export const isReadTimeout = (err: unknown): boolean =>
  err instanceof Error && err.message === 'Query read timeout';

/**
 * A connection whose statement got no answer in time is closed at once, never reused: the
 * statement is still queued at the server, and a transaction left open there would otherwise
 * go back to the pool and commit with the next user's work. Closing it makes the transaction's
 * rollback fail fast and the pool discard the connection; the server rolls back what was open.
 */
function dropOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (isReadTimeout(err)) client.connection.stream.destroy();
      });
    }
    return result;
  };
  (client as unknown as { query: typeof guarded }).query = guarded;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const connectTimeout = options.connectTimeoutMs ?? 5000;
    const statementTimeout = options.statementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeout,
      keepAlive: true,
      ...(statementTimeout
        ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1000 }
        : {}),
      ...(options.idleInTransactionTimeoutMs
        ? { idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs }
        : {}),
    });
    const onError = options.onConnectionError ?? reportToStderr;
    // an idle connection's error reaches the pool; a checked-out one's reaches its client
    pool.on('error', onError);
    pool.on('connect', (client) => {
      client.on('error', onError);
      dropOnReadTimeout(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const bus = await postgresBus(options.url, { onError: (err) => onError(err as Error) });
    const handle = () => {
      const next = drizzlePg(pool, { schema }) as unknown as Db;
      attachBus(next, bus);
      return next;
    };
    attachBus(db, bus);
    let migrated = false;
    return {
      db,
      kind: 'postgres',
      bus,
      handle,
      migrate: async () => {
        // instances starting together migrate one at a time: the rest wait on the lock, then
        // find nothing pending; on a connection of its own, without the statement limits (a
        // migration or the wait for the lock may take longer than any request)
        const conn = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: connectTimeout,
        });
        await conn.connect();
        try {
          await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
          } finally {
            await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          await conn.end();
        }
        migrated = true;
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      get migrated() {
        return migrated;
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: async () => {
        await bus.close();
        await pool.end();
      },
    };
  }
  const lock = options.dataDir ? lockDataDir(path.resolve(options.dataDir)) : null;
  let client: PGlite;
  try {
    client = await openPglite(options.dataDir);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const pdb = drizzlePglite(client, { schema });
  const db = pdb as unknown as Db;
  const bus = localBus();
  attachBus(db, bus);
  let migrated = false;
  return {
    db,
    kind: 'pglite',
    bus,
    handle: () => {
      const next = drizzlePglite(client, { schema }) as unknown as Db;
      attachBus(next, bus);
      return next;
    },
    migrate: async () => {
      await migratePglite(pdb, { migrationsFolder });
      migrated = true;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    get migrated() {
      return migrated;
    },
    poolStats: () => ({ total: client.closed ? 0 : 1, idle: 0, waiting: 0 }),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
