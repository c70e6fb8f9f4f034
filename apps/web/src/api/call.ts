import type { Endpoint, RouteDone, RouteInput, RouteOf, RouteOutput } from '@starlit/contracts';
import { ApiError, http, isOk, type ApiResult, type JsonBody, type Query } from './http';
import { afterWrite } from './invalidate';
import { streamReading, type StreamResult } from './stream';
import { unconfirmedError, unsettled, withKey } from './idempotency';

/**
 * Calls made from the route contracts: the endpoint (method and path, from the zod-free
 * `@starlit/contracts/endpoints`) says where the request goes, and its route's schemas type
 * what is sent (`z.input`, without `lang`: the client adds it) and what comes back (`z.output`).
 * Only types come from the schemas, so none of them reaches the bundle.
 */

export interface CallOptions {
  /** the caller's own abort (e.g. on unmount); resolves as cancelled */
  signal?: AbortSignal;
}

/** What an endpoint's call sends (without `lang`). */
export type InputOf<E extends Endpoint> = RouteInput<RouteOf<E>>;
/** The data of an endpoint's answer. */
export type OutputOf<E extends Endpoint> = RouteOutput<RouteOf<E>>;

/** The input may be left out when the route needs none of it. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends RouteInput<RouteOf<E>>
    ? [input?: RouteInput<RouteOf<E>>, options?: CallOptions]
    : [input: RouteInput<RouteOf<E>>, options?: CallOptions];

/** A JSON call: the query of a GET, the body (or multipart form) of a POST. */
export async function call<const E extends Endpoint>(
  endpoint: E,
  ...[input, options = {}]: CallArgs<E>
): Promise<ApiResult<RouteOutput<RouteOf<E>>>> {
  const { signal } = options;
  type Result = ApiResult<RouteOutput<RouteOf<E>>>;
  const send = (idempotencyKey?: string): Promise<Result> =>
    endpoint.method === 'GET'
      ? http.request('GET', endpoint.path, { query: input as Query | undefined, signal })
      : http.request('POST', endpoint.path, {
          body: input as JsonBody | FormData,
          signal,
          idempotencyKey,
        });
  // a paid action: its key, and one retry with it when the outcome is unknown (./idempotency.ts)
  const result = endpoint.idempotent
    ? await withKey<Result>(send, unsettled, unconfirmedError, signal)
    : await send();
  // what a write changed goes stale (./invalidate.ts); so does what a paid action of unknown
  // outcome may have changed, so the member sees where their points stand
  if (isOk(result) || (result instanceof ApiError && result.kind === 'unconfirmed')) {
    afterWrite(endpoint);
  }
  return result;
}

export interface StreamOptions extends CallOptions {
  /** the stream's other events before the text (a chat's `meta` and `cards`) */
  onEvent?: (event: string, data: unknown) => void;
}

/** A streamed call: the text in chunks, then its `done` event's data. */
export async function stream<const E extends Endpoint & { stream: true }>(
  endpoint: E,
  input: RouteInput<RouteOf<E>>,
  onChunk: (text: string, all: string) => void,
  { signal, onEvent }: StreamOptions = {},
): Promise<StreamResult<RouteDone<RouteOf<E>>>> {
  type Result = StreamResult<RouteDone<RouteOf<E>>>;
  const send = (idempotencyKey?: string): Promise<Result> =>
    streamReading<RouteDone<RouteOf<E>>>(
      endpoint.path,
      input as object,
      onChunk,
      signal,
      onEvent,
      idempotencyKey,
    );
  // a paid reading asked again with its key only when it never started (./idempotency.ts)
  const result = endpoint.idempotent
    ? await withKey<Result>(
        send,
        (r) => !r.ok && unsettled(r.error),
        (r) => ({ ok: false, error: unconfirmedError(r.ok ? null : r.error) }),
        signal,
      )
    : await send();
  if (result.ok || (result.error instanceof ApiError && result.error.kind === 'unconfirmed')) {
    afterWrite(endpoint);
  }
  return result;
}
