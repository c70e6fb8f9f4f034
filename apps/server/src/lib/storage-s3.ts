import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { CONTENT_TYPES, checkKey, exactly, type Storage, type StoredStream } from './storage';

export interface S3Settings {
  /** an S3-compatible endpoint, addressed path-style; absent = AWS S3 */
  url?: string;
  bucket: string;
  region: string;
  /** absent = the SDK's own credential chain */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const isMissing = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** Uploaded files as objects in one bucket (keys as they are), seen by every instance. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.url,
      forcePathStyle: settings.url !== undefined,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // checksums only where S3 requires them (not every S3-compatible store knows the rest)
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    const type = CONTENT_TYPES[checkKey(key).slice(key.lastIndexOf('.') + 1)];
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: type }),
    );
  }

  /**
   * One PUT of a known length, the body streamed (S3 takes up to 5 GB in one PUT); a body that
   * fails or ends short aborts the request, so the object is never written.
   */
  async putStream(key: string, body: Readable, size: number): Promise<void> {
    const type = CONTENT_TYPES[checkKey(key).slice(key.lastIndexOf('.') + 1)];
    const abort = new AbortController();
    let failure: Error | null = null;
    const counted = exactly(body, size, key).on('error', (err) => {
      failure ??= err;
      abort.abort(err);
    });
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: counted,
          ContentLength: size,
          ContentType: type,
        }),
        { abortSignal: abort.signal },
      );
    } catch (err) {
      throw failure ?? err;
    }
    if (failure) throw failure;
  }

  async getStream(key: string): Promise<StoredStream | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      if (!(res.Body instanceof Readable)) return null;
      return { body: res.Body, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  /** Lists every key under the prefix first, then deletes them in batches. */
  async deletePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: checkKey(prefix, 'prefix'),
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const res = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
      const failed = res.Errors?.[0];
      if (failed) throw new Error(`S3 delete failed for ${failed.Key}: ${failed.Code}`);
    }
  }

  close(): void {
    this.client.destroy();
  }
}
