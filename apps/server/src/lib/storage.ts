import path from 'node:path';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { newToken } from './crypto';

/**
 * Where uploaded files live, by key (`avatars/<userId>/<random>.png`): a folder under
 * DATA_DIR/uploads (LocalStorage, one process), the database's stored_files table
 * (storage-db.ts) or an S3-compatible bucket (storage-s3.ts), which every instance sees.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** the bytes, or null when there is no such file */
  get(key: string): Promise<Buffer | null>;
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
