import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
import { lockDataDir } from './lock';

const schema = {
  ...coreSchema,
  ...economySchema,
  ...readingsSchema,
  ...astroSchema,
  ...relationsSchema,
  ...chatSchema,
  ...mbtiSchema,
  ...filesSchema,
};

export type Schema = typeof schema;
/** The database handle every repository takes; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction, for repository functions that can run inside one. */
export type DbOrTx = Db | Tx;

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Checks that the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder, locked for this process until close (lock.ts); absent = in memory. */
  dataDir?: string;
  /** pool size for PostgreSQL */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const lock = options.dataDir ? lockDataDir(path.resolve(options.dataDir)) : null;
  let client: PGlite;
  try {
    client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const pdb = drizzlePglite(client, { schema });
  const db = pdb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
