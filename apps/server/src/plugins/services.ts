import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCodeSender, type CodeSender } from '../lib/mailer';
import { LocalStorage, type Storage } from '../lib/storage';
import { createInterpreter, type Interpreter } from '../modules/interpret';

declare module 'fastify' {
  interface FastifyInstance {
    /** delivers verification codes (SMTP, or the `[outbox]` log line) */
    codeSender: CodeSender;
    /** uploaded files */
    storage: Storage;
    /** the interpretation engine (embedded, or an OpenAI-compatible API with embedded fallback) */
    interpreter: Interpreter;
  }
}

export interface ServicesOptions {
  codeSender?: CodeSender;
  storage?: Storage;
}

/** Outside services the modules use, chosen from the configuration unless given. */
export const servicesPlugin = fp(async (app: FastifyInstance, opts: ServicesOptions) => {
  app.decorate('codeSender', opts.codeSender ?? createCodeSender(app.config, app.log));
  app.decorate(
    'storage',
    opts.storage ?? new LocalStorage(path.join(app.config.DATA_DIR, 'uploads')),
  );
  app.decorate('interpreter', createInterpreter(app.config, app.log));
});
