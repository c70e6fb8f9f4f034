import type { Envelope } from '@starlit/contracts';
import { ApiError, http } from './http';

/**
 * Streamed readings (`tarot/predictionAnalysis`, `constellation/dice/analysis`, `chat/send`):
 * POSTs with `Accept: text/event-stream` and hands each `chunk` event's text to `onChunk`.
 * Only the `done` event makes the text complete: resolves to its data (other events go to
 * `onEvent`); to the server's JSON envelope when it refused before streaming (1201 insufficient
 * points, 1501 unavailable, 4001 signs out as any call does …) or to the `error` event's
 * `{code, msg}` when it failed after; or to an ApiError on a network failure, no answer within
 * the client's timeout, or a stream that ended without `done`. The request is prepared as
 * every call is (token, language); once the stream has started it runs as long as the server
 * writes (a reading composed by a model takes its time), until the caller aborts.
 */
export type StreamResult<D> =
  { ok: true; done: D; text: string } | { ok: false; error: Envelope<null> | ApiError };

const TIMEOUT_REASON = 'timeout';

export async function streamReading<D>(
  path: string,
  body: object,
  onChunk: (text: string, all: string) => void,
  signal?: AbortSignal,
  /** the stream's other events before the text (a chat's `meta` and `cards`) */
  onEvent?: (event: string, data: unknown) => void,
  /** a paid reading's Idempotency-Key */
  idempotencyKey?: string,
): Promise<StreamResult<D>> {
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort('aborted');
  if (signal?.aborted) controller.abort('aborted');
  signal?.addEventListener('abort', onCallerAbort);
  const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), http.timeoutMs);
  const failure = (cause: unknown) => {
    const reason = controller.signal.aborted ? controller.signal.reason : null;
    const kind = reason === TIMEOUT_REASON ? 'timeout' : reason ? 'cancelled' : 'network';
    return { ok: false as const, error: new ApiError(kind, cause) };
  };
  try {
    const { url, init } = http.prepare('POST', path, { body, idempotencyKey }, 'text/event-stream');
    let res: Response;
    try {
      res = await http.fetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      return failure(err);
    }
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
      const envelope = (await res.json().catch(() => null)) as Envelope<null> | null;
      if (!envelope) {
        if (controller.signal.aborted) return failure(controller.signal.reason);
        return { ok: false, error: new ApiError('bad-response', res.status) };
      }
      http.received(envelope);
      return { ok: false, error: envelope };
    }
    clearTimeout(timer);
    return await readEvents<D>(res.body, onChunk, onEvent, failure);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Reads a started stream up to its `done` or `error` event. */
async function readEvents<D>(
  stream: NonNullable<Response['body']>,
  onChunk: (text: string, all: string) => void,
  onEvent: ((event: string, data: unknown) => void) | undefined,
  failure: (cause: unknown) => StreamResult<D>,
): Promise<StreamResult<D>> {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
        if (event === 'chunk') {
          const piece = (data as { text: string }).text;
          text += piece;
          onChunk(piece, text);
        } else if (event === 'done') {
          return { ok: true, done: data as D, text };
        } else if (event === 'error') {
          // the server could not finish (store or charge) the text: what arrived is not all of it
          const { code, msg } = data as { code: number; msg?: string };
          return { ok: false, error: { code, msg: msg ?? '', data: null } };
        } else if (event) {
          onEvent?.(event, data);
        }
      }
    }
  } catch (err) {
    return failure(err);
  }
  return { ok: false, error: new ApiError('bad-response', 'stream ended early') };
}
