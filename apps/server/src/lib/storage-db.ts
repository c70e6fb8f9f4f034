import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileParts, storedFiles } from '../db/schema-files';
import { checkKey, type Storage, type StoredStream } from './storage';

/** `prefix` as a LIKE pattern matching itself literally, then anything ('\' escapes). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;

/** The most bytes one row of stored_file_parts holds. */
export const PART_BYTES = 1024 * 1024;

const EMPTY = Buffer.alloc(0);

/** The bytes of `body` in parts of exactly `partBytes` (the last one shorter), as they arrive. */
async function* partsOf(body: Readable, partBytes: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    while (heldBytes + rest.length >= partBytes) {
      const take = partBytes - heldBytes;
      yield Buffer.concat([...held, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      held = [];
      heldBytes = 0;
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/**
 * Uploaded files in the database's stored_files table, so every instance on one database
 * serves them (the default on PostgreSQL without an object store). A file put whole is one
 * row; a streamed one is kept in parts (stored_file_parts), read back one part at a time.
 */
export class DatabaseStorage implements Storage {
  constructor(
    private readonly db: Db,
    private readonly partBytes = PART_BYTES,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    const row = { bytes: data, size: data.length, parts: 0 };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(storedFiles)
        .values({ key: checkKey(key), ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, createdAt: sql`now()` } });
      await tx.delete(storedFileParts).where(eq(storedFileParts.key, key));
    });
  }

  /** Writes the parts as they come, in one transaction: a file cut short is never seen. */
  async putStream(key: string, body: Readable, size: number): Promise<void> {
    checkKey(key);
    await this.db.transaction(async (tx) => {
      const empty = { bytes: EMPTY, size: 0, parts: 0 };
      await tx
        .insert(storedFiles)
        .values({ key, ...empty })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...empty, createdAt: sql`now()` } });
      await tx.delete(storedFileParts).where(eq(storedFileParts.key, key));
      let seq = 0;
      let written = 0;
      for await (const bytes of partsOf(body, this.partBytes)) {
        await tx.insert(storedFileParts).values({ key, seq, bytes });
        seq += 1;
        written += bytes.length;
      }
      if (written !== size) throw new Error(`stored ${written} bytes of ${size} for ${key}`);
      await tx
        .update(storedFiles)
        .set({ size: written, parts: seq })
        .where(eq(storedFiles.key, key));
    });
  }

  private async head(key: string) {
    const [row] = await this.db
      .select({ bytes: storedFiles.bytes, size: storedFiles.size, parts: storedFiles.parts })
      .from(storedFiles)
      .where(eq(storedFiles.key, checkKey(key)));
    return row ?? null;
  }

  private async part(key: string, seq: number): Promise<Buffer> {
    const [row] = await this.db
      .select({ bytes: storedFileParts.bytes })
      .from(storedFileParts)
      .where(and(eq(storedFileParts.key, key), eq(storedFileParts.seq, seq)));
    if (!row) throw new Error(`part ${seq} of ${key} is missing`);
    return row.bytes;
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await this.head(key);
    if (!row) return null;
    if (row.parts === 0) return row.bytes;
    const parts = await this.db
      .select({ bytes: storedFileParts.bytes })
      .from(storedFileParts)
      .where(eq(storedFileParts.key, key))
      .orderBy(asc(storedFileParts.seq));
    return Buffer.concat(parts.map((p) => p.bytes));
  }

  async getStream(key: string): Promise<StoredStream | null> {
    const row = await this.head(key);
    if (!row) return null;
    if (row.parts === 0) return { body: Readable.from([row.bytes]), size: row.size };
    const parts = async function* (this: DatabaseStorage, count: number) {
      for (let seq = 0; seq < count; seq += 1) yield await this.part(key, seq);
    }.call(this, row.parts);
    return { body: Readable.from(parts), size: row.size };
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkKey(key)));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const pattern = likePrefix(checkKey(prefix, 'prefix'));
    await this.db.delete(storedFiles).where(sql`${storedFiles.key} like ${pattern} escape '\\'`);
  }
}
