import { vi } from 'vitest';

/** A fetch double: answers by path, honours AbortSignal like the real one, records calls. */
export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

export type Responder = (call: FakeCall) => unknown | Promise<unknown>;

export function fakeFetch(respond: Responder) {
  const calls: FakeCall[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FakeCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal,
    };
    calls.push(call);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal;
      const abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort);
      Promise.resolve(respond(call)).then((json) => {
        if (json instanceof Error) reject(json);
        // a Response (a file, a stream) is answered as it is
        else if (json instanceof Response) resolve(json);
        else
          resolve(
            new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }),
          );
      }, reject);
    });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

export const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** A promise you settle from outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Path of a recorded call without the base and query: `/api/v2/login?x` -> `login`. */
export function pathOf(call: FakeCall): string {
  return call.url.replace(/^\/api\/v2\//, '').split('?')[0] ?? '';
}

/** An event stream the test writes to, as the server's SSE answer. */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => controller.close(),
    /** what a browser does to the body when the request's signal aborts */
    abort: () => controller.error(new DOMException('The user aborted a request.', 'AbortError')),
  };
}

/**
 * A 2D canvas that records the text drawn on it (jsdom has no canvas): every other call does
 * nothing. Returns the list the drawn strings go to.
 */
export function recordingCanvas(): string[] {
  const texts: string[] = [];
  const noop = () => {};
  const ctx = new Proxy(
    {
      fillText: (text: string) => texts.push(text),
      measureText: (text: string) => ({ width: text.length * 20 }),
      createLinearGradient: () => ({ addColorStop: noop }),
    } as Record<string, unknown>,
    { get: (target, key: string) => (key in target ? target[key] : noop), set: () => true },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return texts;
}
