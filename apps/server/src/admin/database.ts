import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../db/client';
import { seed } from '../modules/seeds';

/**
 * Runs `work` over the configured database (PostgreSQL at `url`, else the embedded one in
 * `dataDir`), migrated and seeded, and closes it.
 */
export async function withDatabase<T>(
  url: string | undefined,
  dataDir: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  if (!url) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seed(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
