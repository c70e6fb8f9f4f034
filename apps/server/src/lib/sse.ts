import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@starlit/contracts';
import { message } from '../i18n/messages';
import { AppError } from './errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { requestLang } from './lang';

/** Whether the client asked for server-sent events. */
export const wantsStream = (req: FastifyRequest): boolean =>
  (req.headers.accept ?? '').includes('text/event-stream');

/** How much of a text's end waits for `done` (UTF-16 units; half a shorter text). */
export const HELD_TAIL = 80;

export interface StreamOptions {
  /**
   * Keep the text's end back until `done` has resolved (stored and charged): a failure there
   * ends the stream with an error and the reader never has the whole text. Off only where the
   * text was paid for before it streamed.
   */
  holdTail?: boolean;
  /**
   * What the client going away does: 'abort' stops the producer (what was delivered is what
   * `done` gets); 'finish' lets the text run to its end and `done` store it whole, unseen.
   */
  whenGone?: 'abort' | 'finish';
  /** Stops the producer as a client going away with 'abort' would (a stop asked for elsewhere). */
  stop?: AbortSignal;
}

/** Where to cut `text` so that about `keep` units stay behind, never inside a surrogate pair. */
function cutBefore(text: string, keep: number): number {
  let cut = Math.max(0, text.length - keep);
  const low = text.charCodeAt(cut);
  if (cut > 0 && low >= 0xdc00 && low <= 0xdfff) cut -= 1;
  return cut;
}

/**
 * Streams text chunks as server-sent events: the `head` events first, then `event: chunk` with
 * `{text}` for each piece, then `event: done` with `done`'s data. `done` is sent only once
 * `done()` has resolved (its writes committed); a failure, before or after the first chunk,
 * ends the stream with `event: error` `{code, msg}` (in the request's language) and no `done`.
 * The client going away aborts the producer, and `done` learns what was delivered and that it
 * was not the whole text; with `whenGone: 'finish'` the text runs on to its end instead, and
 * `done` gets it whole. A `stop` signal aborts it either way.
 */
export async function streamEvents(
  req: FastifyRequest,
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<string>,
  done: (text: string, aborted: boolean) => Promise<object> | object,
  head: Array<{ event: string; data: object }> = [],
  { holdTail = true, whenGone = 'abort', stop }: StreamOptions = {},
): Promise<void> {
  const controller = new AbortController();
  if (stop?.aborted) controller.abort();
  stop?.addEventListener('abort', () => controller.abort(), { once: true });
  let gone = false;
  // the response closing before it finished is the client going away (a request's own 'close'
  // fires once its body is read, so it can't tell)
  const open = req.server.metrics?.sseStreams;
  open?.inc();
  reply.raw.on('close', () => {
    open?.dec();
    if (reply.raw.writableFinished) return;
    gone = true;
    if (whenGone === 'abort') controller.abort();
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });
  const send = (event: string, data: object) => {
    if (!gone) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  let text = '';
  let sent = 0;
  const sendUpTo = (cut: number) => {
    if (cut <= sent) return;
    send('chunk', { text: text.slice(sent, cut) });
    sent = cut;
  };
  try {
    for (const { event, data } of head) send(event, data);
    for await (const chunk of produce(controller.signal)) {
      if (controller.signal.aborted) break;
      text += chunk;
      sendUpTo(holdTail ? cutBefore(text, HELD_TAIL) : text.length);
    }
    const aborted = controller.signal.aborted;
    // a text shorter than the held tail still starts before it is stored: its first half
    if (holdTail && !aborted && sent === 0) sendUpTo(cutBefore(text, Math.ceil(text.length / 2)));
    const result = await done(aborted ? text.slice(0, sent) : text, aborted);
    if (!aborted) sendUpTo(text.length);
    send('done', result);
  } catch (err) {
    const code =
      err instanceof AppError
        ? err.code
        : isDatabaseUnavailable(err)
          ? ErrorCode.SERVICE_UNAVAILABLE
          : ErrorCode.SYSTEM;
    if (code === ErrorCode.SYSTEM) req.log.error({ err }, 'stream failed');
    else req.log.info({ code }, 'stream ended by a refusal');
    send('error', { code, msg: message(code, requestLang(req)) });
  } finally {
    reply.raw.end();
  }
}
