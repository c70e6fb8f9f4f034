import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCodeSender, type CodeSender } from '../lib/mailer';
import { LocalStorage, type Storage } from '../lib/storage';
import { DatabaseStorage } from '../lib/storage-db';
import { storageKind, type Config } from '../lib/config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** delivers verification codes (SMTP, or the `[outbox]` log line) */
    codeSender: CodeSender;
    /** uploaded files */
    storage: Storage;
  }
}

export interface ServicesOptions {
  codeSender?: CodeSender;
  storage?: Storage;
}

/**
 * The file store STORAGE names (or its default: s3, else database on PostgreSQL, else local).
 * The S3 client is loaded only when it is used.
 */
export async function createStorage(config: Config, db: Db): Promise<Storage> {
  const kind = storageKind(config);
  if (kind === 'database') return new DatabaseStorage(db);
  if (kind === 's3') {
    const { S3Storage } = await import('../lib/storage-s3');
    return new S3Storage({
      url: config.S3_URL,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorage(path.join(config.DATA_DIR, 'uploads'));
}

/** Outside services the modules use, chosen from the configuration unless given. */
export const servicesPlugin = fp(async (app: FastifyInstance, opts: ServicesOptions) => {
  app.decorate('codeSender', opts.codeSender ?? createCodeSender(app.config, app.log));
  const storage = opts.storage ?? (await createStorage(app.config, app.db));
  app.decorate('storage', storage);
  if (!opts.storage && storage.close) app.addHook('onClose', () => storage.close?.());
});
