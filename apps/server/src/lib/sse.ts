import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the client asked for server-sent events. */
export const wantsStream = (req: FastifyRequest): boolean =>
  (req.headers.accept ?? '').includes('text/event-stream');

/**
 * Streams text chunks as server-sent events: the `head` events first, then `event: chunk` with
 * `{text}` for each piece, then `event: done` with `done`'s data. The client going away aborts
 * the producer, and `done` learns that the text was not (wholly) delivered.
 */
export async function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<string>,
  done: (text: string, aborted: boolean) => Promise<object> | object,
  head: Array<{ event: string; data: object }> = [],
): Promise<void> {
  const controller = new AbortController();
  // the response closing before it finished is the client going away (a request's own 'close'
  // fires once its body is read, so it can't tell)
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
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
    for (const { event, data } of head) send(event, data);
    for await (const chunk of produce(controller.signal)) {
      if (controller.signal.aborted) break;
      text += chunk;
      send('chunk', { text: chunk });
    }
    send('done', await done(text, controller.signal.aborted));
  } catch (err) {
    req.log.error({ err }, 'stream failed');
    send('error', { code: 9999 });
  } finally {
    reply.raw.end();
  }
}
