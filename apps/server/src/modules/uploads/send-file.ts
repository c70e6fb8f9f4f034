import type { FastifyReply } from 'fastify';

/**
 * Answers with a stored file: its own content type, which the browser may not second-guess,
 * nothing in it allowed to run, and cached as `cacheControl` says.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { data: Buffer; type: string },
  cacheControl: string,
) {
  return reply
    .type(file.type)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('content-security-policy', "default-src 'none'")
    .send(file.data);
}
