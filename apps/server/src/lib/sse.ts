import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the client asked for server-sent events. */
export const wantsStream = (req: FastifyRequest): boolean =>
  (req.headers.accept ?? '').includes('text/event-stream');

/**
 * Streams text chunks as server-sent events: `event: chunk` with `{text}` for each piece, then
 * `event: done` with `done`'s data. The client going away aborts the producer.
 */
export async function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<string>,
  done: (text: string) => Promise<object> | object,
): Promise<void> {
  const controller = new AbortController();
  req.raw.on('close', () => controller.abort());
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  const send = (event: string, data: object) =>
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  let text = '';
  try {
    for await (const chunk of produce(controller.signal)) {
      text += chunk;
      send('chunk', { text: chunk });
    }
    send('done', await done(text));
  } catch (err) {
    req.log.error({ err }, 'stream failed');
    send('error', { code: 9999 });
  } finally {
    reply.raw.end();
  }
}
