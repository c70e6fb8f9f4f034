import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema-files';
import { checkKey, type Storage } from './storage';

/** `prefix` as a LIKE pattern matching itself literally, then anything ('\' escapes). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Uploaded files in the database's stored_files table, so every instance on one database
 * serves them (the default on PostgreSQL without an object store).
 */
export class DatabaseStorage implements Storage {
  constructor(private readonly db: Db) {}

  async put(key: string, data: Buffer): Promise<void> {
    const row = { bytes: data, size: data.length };
    await this.db
      .insert(storedFiles)
      .values({ key: checkKey(key), ...row })
      .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
  }

  async get(key: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(eq(storedFiles.key, checkKey(key)));
    return row?.bytes ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkKey(key)));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const pattern = likePrefix(checkKey(prefix, 'prefix'));
    await this.db.delete(storedFiles).where(sql`${storedFiles.key} like ${pattern} escape '\\'`);
  }
}
