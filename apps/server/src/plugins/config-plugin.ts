import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../lib/config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const configPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.decorate('config', opts.config);
});
