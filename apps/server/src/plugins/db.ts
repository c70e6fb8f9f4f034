import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { createCaches, type Caches } from '../lib/caches';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle handle shared by every repository; this app's own (its caches hang off it). */
    db: Db;
    database: Database;
    /** this app's in-process caches, kept correct by the database's bus */
    caches: Caches;
  }
}

/**
 * Exposes an opened, migrated database to the app with the app's own caches, subscribed to the
 * database's bus until the app closes; closing the database is the owner's job.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; sessionCacheTtlMs: number }) => {
    const db = opts.database.handle();
    const { caches, stop } = createCaches(db, opts.database.bus, opts.sessionCacheTtlMs);
    app.decorate('database', opts.database);
    app.decorate('db', db);
    app.decorate('caches', caches);
    app.addHook('onClose', async () => stop());
  },
);
