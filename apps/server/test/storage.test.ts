import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { buildApp } from '../src/app';
import { LocalStorage, type Storage } from '../src/lib/storage';
import { DatabaseStorage, likePrefix } from '../src/lib/storage-db';
import { S3Storage } from '../src/lib/storage-s3';
import { storageKind } from '../src/lib/config';
import { storedFiles } from '../src/db/schema-files';
import {
  RecordingSender,
  resetDatabase,
  testConfig,
  testDatabase,
  type TestApp,
} from './support/app';
import { PNG_1X1, client, postAvatar, servedPng, signUp } from './support/client';

const BUCKET = 'starlit-uploads';
let folder: string;
let s3: S3rver;
let s3Url: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'starlit-storage-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Each implementation, over the real thing it stores in. */
const stores: Array<[string, () => Promise<Storage>]> = [
  ['local folder', async () => new LocalStorage(await mkdtemp(path.join(folder, 'local-')))],
  [
    'database',
    async () => {
      const database = await testDatabase();
      await database.db.delete(storedFiles);
      return new DatabaseStorage(database.db);
    },
  ],
  [
    'S3 bucket',
    async () =>
      new S3Storage({
        url: s3Url,
        bucket: BUCKET,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

const bytes = (...values: number[]) => Buffer.from(values);

describe.each(stores)('storage: %s', (_name, open) => {
  let store: Storage;
  beforeEach(async () => {
    store?.close?.();
    store = await open();
    await store.deletePrefix('avatars/');
    await store.deletePrefix('feedback/');
    await store.deletePrefix('exports/');
  });
  afterAll(() => store?.close?.());

  it('gives back exactly the bytes put, and null for a missing key', async () => {
    const data = Buffer.concat([PNG_1X1, bytes(0, 255, 0, 13, 10)]);
    await store.put('avatars/u1/a.png', data);
    expect((await store.get('avatars/u1/a.png'))?.equals(data)).toBe(true);
    expect(await store.get('avatars/u1/missing.png')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('avatars/u1/a.jpg', bytes(1, 2, 3));
    await store.put('avatars/u1/a.jpg', bytes(4, 5));
    expect(await store.get('avatars/u1/a.jpg')).toEqual(bytes(4, 5));
  });

  it('deletes one file; a missing one is no error', async () => {
    await store.put('avatars/u1/a.png', bytes(1));
    await store.put('avatars/u1/b.png', bytes(2));
    await store.delete('avatars/u1/a.png');
    await store.delete('avatars/u1/a.png');
    expect(await store.get('avatars/u1/a.png')).toBeNull();
    expect(await store.get('avatars/u1/b.png')).toEqual(bytes(2));
  });

  it('deletes every file under a prefix and nothing that only resembles it', async () => {
    await store.put('feedback/f_1/a.png', bytes(1));
    await store.put('feedback/f_1/b.png', bytes(2));
    await store.put('feedback/f_1/x/c.png', bytes(3));
    await store.put('feedback/fx1/a.png', bytes(4)); // '_' is a LIKE wildcard
    await store.put('feedback/f_10/a.png', bytes(5));
    await store.put('avatars/f_1/a.png', bytes(6));
    await store.deletePrefix('feedback/f_1/');
    await store.deletePrefix('feedback/none/');
    expect(await store.get('feedback/f_1/a.png')).toBeNull();
    expect(await store.get('feedback/f_1/b.png')).toBeNull();
    expect(await store.get('feedback/f_1/x/c.png')).toBeNull();
    expect(await store.get('feedback/fx1/a.png')).toEqual(bytes(4));
    expect(await store.get('feedback/f_10/a.png')).toEqual(bytes(5));
    expect(await store.get('avatars/f_1/a.png')).toEqual(bytes(6));
  });

  it('stores a stream as it is read and gives it back as a stream, byte for byte', async () => {
    // more than two database parts, in pieces that do not fall on a part's edges
    const data = Buffer.from(Array.from({ length: 2.5 * 1024 * 1024 }, (_, i) => (i * 7919) % 251));
    const pieces = function* () {
      for (let at = 0; at < data.length; at += 65_521) yield data.subarray(at, at + 65_521);
    };
    await store.putStream('exports/u1/e1.zip', Readable.from(pieces()), data.length);
    const file = await store.getStream('exports/u1/e1.zip');
    expect(file?.size).toBe(data.length);
    const read: Buffer[] = [];
    for await (const chunk of file!.body) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(data)).toBe(true);
    expect((await store.get('exports/u1/e1.zip'))?.equals(data)).toBe(true);
    expect(await store.getStream('exports/u1/missing.zip')).toBeNull();
    // a file put whole over it replaces it, streamed or read whole
    await store.put('exports/u1/e1.zip', bytes(9, 8));
    expect(await store.get('exports/u1/e1.zip')).toEqual(bytes(9, 8));
    const small = await store.getStream('exports/u1/e1.zip');
    expect(small?.size).toBe(2);
    await store.deletePrefix('exports/u1/');
    expect(await store.get('exports/u1/e1.zip')).toBeNull();
  });

  it('keeps nothing of a stream that ends short of its size', async () => {
    const cut = Readable.from([bytes(1, 2, 3)]);
    await expect(store.putStream('exports/u2/e.zip', cut, 10)).rejects.toThrow();
    expect(await store.get('exports/u2/e.zip')).toBeNull();
  });

  it('refuses keys that are not well-formed', async () => {
    for (const key of [
      '../etc/passwd.png',
      'avatars/a/../../b.png',
      '/avatars/a.png',
      'avatars/a.txt',
    ])
      await expect(store.put(key, bytes(1))).rejects.toThrow(/invalid storage key/);
    await expect(store.get('avatars/%/a.png')).rejects.toThrow(/invalid storage key/);
    await expect(store.deletePrefix('avatars/')).resolves.toBeUndefined();
    await expect(store.deletePrefix('avatars')).rejects.toThrow(/invalid storage prefix/);
    await expect(store.deletePrefix('')).rejects.toThrow(/invalid storage prefix/);
  });
});

describe('choosing the store', () => {
  it('defaults to s3 with a bucket, else the database on PostgreSQL, else a local folder', () => {
    expect(storageKind(testConfig())).toBe('local');
    expect(storageKind(testConfig({ DATABASE_URL: 'postgres://db/x' }))).toBe('database');
    expect(storageKind(testConfig({ DATABASE_URL: 'postgres://db/x', S3_BUCKET: 'b-1' }))).toBe(
      's3',
    );
    expect(storageKind(testConfig({ DATABASE_URL: 'postgres://db/x', STORAGE: 'local' }))).toBe(
      'local',
    );
    expect(() => testConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => testConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('escapes LIKE wildcards in a prefix', () => {
    expect(likePrefix('feedback/a_b/')).toBe('feedback/a\\_b/%');
  });
});

describe('uploads across instances', () => {
  const instances: TestApp[] = [];

  async function instance(overrides: Record<string, string>): Promise<TestApp> {
    const database = await testDatabase();
    const outbox = new RecordingSender();
    const app: FastifyInstance = await buildApp({
      config: testConfig({ ...overrides, DATA_DIR: await mkdtemp(path.join(folder, 'data-')) }),
      database,
      codeSender: outbox,
    });
    await app.ready();
    const t = { app, database, outbox };
    instances.push(t);
    return t;
  }

  beforeEach(async () => resetDatabase(await testDatabase()));
  afterAll(async () => {
    for (const t of instances) await t.app.close();
  });

  it.each([
    ['the database', { STORAGE: 'database' }],
    ['an S3 bucket', { STORAGE: 's3', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER' }],
  ])('serve an avatar uploaded through one instance from another (%s)', async (_n, settings) => {
    const overrides: Record<string, string> = { ...settings };
    if (overrides.STORAGE === 's3') {
      overrides.S3_URL = s3Url;
      overrides.S3_SECRET_ACCESS_KEY = 'S3RVER';
    }
    const a = await instance(overrides);
    const b = await instance(overrides);
    const c = client(a);
    const { token } = await signUp(a, c, `across-${overrides.STORAGE}@example.com`);
    const up = await postAvatar(c, ['me.png', PNG_1X1], token);
    expect(up.code, up.msg).toBe(200);
    await servedPng(b, up.data.avatar);

    // replaced through B: A no longer serves the old file
    const again = await postAvatar(client(b, c.ip), ['me.png', PNG_1X1], token);
    expect(again.code, again.msg).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: up.data.avatar })).json().code).toBe(404);
    expect((await a.app.inject({ method: 'GET', url: again.data.avatar })).statusCode).toBe(200);
  });
});
