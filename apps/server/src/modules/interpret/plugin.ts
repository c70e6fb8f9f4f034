import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { bumpDaily } from '../../lib/daily-counts';
import { createInterpreter } from './index';
import type { Interpreter } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** the interpretation engine (embedded, or an OpenAI-compatible API with embedded fallback) */
    interpreter: Interpreter;
  }
}

/**
 * app.interpreter: the engine the reading modules share, chosen from the configuration. Each
 * fallback to the embedded engine is counted for the operators' dashboard; a failed count is
 * only logged.
 */
export const interpreterPlugin = fp(
  async (app: FastifyInstance) => {
    const countFallback = () =>
      void bumpDaily(app.db, 'aiFallback').catch((err: unknown) =>
        app.log.warn({ err }, 'AI fallback not counted'),
      );
    app.decorate('interpreter', createInterpreter(app.config, app.log, countFallback));
  },
  { name: 'interpreter' },
);
