import path from 'node:path';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newToken } from './crypto';

/** A stored file as a stream of its bytes, and how many there are. */
export interface StoredStream {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live, by key (`avatars/<userId>/<random>.png`): a folder under
 * DATA_DIR/uploads (LocalStorage, one process), the database's stored_files table
 * (storage-db.ts) or an S3-compatible bucket (storage-s3.ts), which every instance sees.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * A file of `size` bytes read from `body` as it is written, never held whole in memory (data
   * exports); a file that is not whole when the stream ends is not stored.
   */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  /** the bytes, or null when there is no such file */
  get(key: string): Promise<Buffer | null>;
  /** the bytes as a stream read as they are sent, or null when there is no such file */
  getStream(key: string): Promise<StoredStream | null>;
  /** removes a file; a missing file is not an error */
  delete(key: string): Promise<void>;
  /** removes every file whose key starts with `prefix` (which ends with '/') */
  deletePrefix(prefix: string): Promise<void>;
  /** releases connections the store holds (called when the app closes) */
  close?(): void;
}

/** Keys are 2–4 segments of [A-Za-z0-9_-], the last one with an image (or export zip) extension. */
const KEY = /^[a-z]+(?:\/[A-Za-z0-9_-]{1,64}){1,3}\.(?:png|jpg|zip)$/;
const PREFIX = /^[a-z]+(?:\/[A-Za-z0-9_-]{1,64}){0,3}\/$/;

/**
 * `body` passed on as it is, failing as soon as it runs past `size` bytes or ends short of them,
 * so a store that was promised `size` bytes is never left waiting for the rest.
 */
export function exactly(body: Readable, size: number, key: string): Readable {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`more than ${size} bytes for ${key}`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`stored ${seen} bytes of ${size} for ${key}`) : null);
    },
  });
  body.on('error', (err) => counted.destroy(err));
  return body.pipe(counted);
}

export const isValidKey = (key: string): boolean => KEY.test(key);

/** Refuses anything but a well-formed key (or, as a prefix, a folder prefix ending in '/'). */
export function checkKey(key: string, pattern: 'key' | 'prefix' = 'key'): string {
  if (!(pattern === 'key' ? KEY : PREFIX).test(key))
    throw new Error(`invalid storage ${pattern}: ${JSON.stringify(key)}`);
  return key;
}

export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  zip: 'application/zip',
};

/**
 * Where a member's export files live in the storage: written by the exports module, removed
 * with the account (kept here so the account module needs nothing of the exports module).
 */
export const exportFolder = (userId: string) => `exports/${userId}/`;

/** A fresh random key under `folder` (e.g. `avatars/<userId>`). */
export function newKey(folder: string, ext: 'png' | 'jpg'): string {
  return `${folder}/${newToken(16)}.${ext}`;
}

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file path of a key; refuses anything that is not a well-formed key inside the root. */
  private pathOf(key: string, pattern: 'key' | 'prefix' = 'key'): string {
    const full = path.resolve(this.root, checkKey(key, pattern));
    if (!full.startsWith(this.root + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${newToken(6)}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${newToken(6)}.tmp`;
    try {
      await pipeline(body, createWriteStream(tmp));
      const written = (await stat(tmp)).size;
      if (written !== size) throw new Error(`stored ${written} bytes of ${size} for ${key}`);
      await rename(tmp, file);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async getStream(key: string): Promise<StoredStream | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix, 'prefix'), { recursive: true, force: true });
  }
}
