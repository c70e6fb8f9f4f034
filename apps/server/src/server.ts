import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig } from './lib/config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { ensureVapidKeys } from './modules/reminders/vapid';
import { seed } from './modules/seeds';

/**
 * Starts the server: config, database (migrated and seeded; the embedded one is locked for this
 * process), listen, graceful shutdown.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  // a lost database connection is logged (by the app's logger once there is one), never fatal
  let connectionLost = (err: Error) => console.error(`database connection error: ${err.message}`);
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
          idleInTransactionTimeoutMs: config.DB_IDLE_TX_TIMEOUT_MS,
          onConnectionError: (err) => connectionLost(err),
        }
      : { dataDir: path.join(dataDir, 'pglite') },
  );
  await database.migrate();
  await seed(database.db);
  // the Web Push key pair, made once into DATA_DIR/vapid.json unless configured
  ensureVapidKeys({ ...config, DATA_DIR: dataDir });
  const app = await buildApp({ config: { ...config, DATA_DIR: dataDir }, database });
  connectionLost = (err) => app.log.warn({ err: err.message }, 'database connection lost');

  let closing = false;
  let skipGrace: () => void = () => {};
  const shutdown = async (signal: string) => {
    // a second signal ends the grace at once
    if (closing) return skipGrace();
    closing = true;
    app.log.info({ signal }, 'shutting down: draining, then finishing in-flight requests');
    // readiness answers 503 and every answer closes its connection from now on; the instance
    // still serves what arrives during the grace, then stops listening
    app.health.drain();
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.DRAIN_GRACE_MS + config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await new Promise<void>((resolve) => {
      const grace = setTimeout(resolve, config.DRAIN_GRACE_MS);
      skipGrace = () => {
        clearTimeout(grace);
        resolve();
      };
    });
    try {
      await app.close();
      await database.close();
      app.log.info('closed cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // background jobs (reminders, exports) on every instance unless turned off here
  if (config.JOBS_INTERVAL_MS > 0) app.jobs.start(config.JOBS_INTERVAL_MS);
  app.log.info({ db: database.kind, dataDir }, `Starlit listening on ${config.PUBLIC_URL}`);
}

main().catch((err: unknown) => {
  // another process holds the embedded database: say which, without a stack
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
