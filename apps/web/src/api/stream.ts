import type { Envelope } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { useAppStore } from '../state/app';
import { useSessionStore } from '../state/session';
import { ApiError } from './http';

/**
 * Streamed readings (`tarot/predictionAnalysis`, `constellation/dice/analysis`, `chat/send`):
 * POSTs with `Accept: text/event-stream` and hands each `chunk` event's text to `onChunk`.
 * Only the `done` event makes the text complete: resolves to its data (other events go to
 * `onEvent`); to the server's JSON envelope when it refused before streaming (1201 insufficient
 * points, 1501 unavailable, 4001 …) or to the `error` event's `{code, msg}` when it failed
 * after; or to an ApiError on a network failure or a stream that ended without `done`.
 */
export type StreamResult<D> =
  { ok: true; done: D; text: string } | { ok: false; error: Envelope<null> | ApiError };

export async function streamReading<D>(
  path: string,
  body: object,
  onChunk: (text: string, all: string) => void,
  signal?: AbortSignal,
  /** the stream's other events before the text (a chat's `meta` and `cards`) */
  onEvent?: (event: string, data: unknown) => void,
): Promise<StreamResult<D>> {
  let res: Response;
  try {
    res = await fetch(`/api/v2/${path}`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${useSessionStore.getState().token}`,
      },
      body: JSON.stringify({ ...body, lang: useAppStore.getState().lang }),
    });
  } catch (err) {
    return { ok: false, error: new ApiError(signal?.aborted ? 'cancelled' : 'network', err) };
  }
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    const envelope = (await res.json().catch(() => null)) as Envelope<null> | null;
    if (!envelope) return { ok: false, error: new ApiError('bad-response', res.status) };
    if (envelope.code === ErrorCode.UNAUTHENTICATED) useSessionStore.getState().signOut();
    return { ok: false, error: envelope };
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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
    return { ok: false, error: new ApiError(signal?.aborted ? 'cancelled' : 'network', err) };
  }
  return { ok: false, error: new ApiError('bad-response', 'stream ended early') };
}
