import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the encoding's overhead eats the gain. */
export const COMPRESS_MIN_BYTES = 1024;

/** JSON and text answers; never server-sent events, which must reach the reader chunk by chunk. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)(?:;|$)/i;

/**
 * Compresses the answers of the routes registered after it in the same context (brotli at
 * quality 4 or gzip, whichever the client prefers) when they are JSON or text and at least
 * COMPRESS_MIN_BYTES long, adding `Vary: Accept-Encoding`. Streamed events are never touched:
 * they hijack the reply, and their type is left out besides. Request bodies are not inflated.
 * The built web app is compressed once at build time instead (apps/web/scripts/precompress.ts).
 */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE,
  });
});
