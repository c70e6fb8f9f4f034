import type { Envelope, Lang } from '@starlit/contracts';
import { ErrorCode } from '@starlit/contracts/constants';
import { useAppStore } from '../state/app';
import { useSessionStore } from '../state/session';

/**
 * The API client. Every call resolves; none rejects.
 *
 * - success or a server error: the server's envelope `{code, msg, data}`;
 * - a failure before a response (network down, timeout, a newer identical request, a
 *   caller's abort, an unreadable body): an `ApiError`, an Error whose `code` is negative
 *   and whose `cause` is the original error object.
 *
 * An identical request (same method, path, query and body) that is still in flight is
 * aborted when a new one starts; the aborted caller's promise resolves to an `ApiError`
 * with `cancelled: true` (code CANCELLED), which callers ignore.
 */

/** Codes the client produces itself; the server's are positive. */
export const CLIENT_CODES = {
  NETWORK: -1,
  TIMEOUT: -2,
  CANCELLED: -3,
  BAD_RESPONSE: -4,
  /** a paid action asked twice with its Idempotency-Key and still without a known outcome */
  UNCONFIRMED: -5,
} as const;

/** The server codes the client acts on. */
export const CODES = {
  OK: ErrorCode.OK,
  UNAUTHENTICATED: ErrorCode.UNAUTHENTICATED,
  WRONG_CAPTCHA: ErrorCode.WRONG_CAPTCHA,
} as const;

/** How long a request may take to answer (a stream: until its answer starts). */
export const REQUEST_TIMEOUT_MS = 15_000;

type FailureKind = 'network' | 'timeout' | 'cancelled' | 'bad-response' | 'unconfirmed';

const KIND_CODE: Record<FailureKind, number> = {
  network: CLIENT_CODES.NETWORK,
  timeout: CLIENT_CODES.TIMEOUT,
  cancelled: CLIENT_CODES.CANCELLED,
  'bad-response': CLIENT_CODES.BAD_RESPONSE,
  unconfirmed: CLIENT_CODES.UNCONFIRMED,
};

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data = null;
  readonly kind: FailureKind;
  readonly cancelled: boolean;

  constructor(kind: FailureKind, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = KIND_CODE[kind];
    this.msg = '';
    this.cancelled = kind === 'cancelled';
  }
}

export type ApiResult<T> = Envelope<T> | ApiError;

export function isOk<T>(result: ApiResult<T>): result is Envelope<T> {
  return !(result instanceof ApiError) && result.code === CODES.OK;
}

export type Query = Record<string, string | number | boolean | undefined | null>;
export type JsonBody = object;

export interface RequestOptions {
  query?: Query;
  body?: JsonBody | FormData;
  /** the caller's own abort (e.g. on unmount); resolves as cancelled */
  signal?: AbortSignal;
  /** a paid action's key, sent as `Idempotency-Key` (the same for its retry) */
  idempotencyKey?: string;
}

export interface HttpClientOptions {
  baseUrl: string;
  getToken(): string;
  getLang(): Lang;
  /** a response with code 4001 */
  onUnauthenticated(): void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A request ready for fetch: its URL and init, token and language in place. */
export interface PreparedRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

export interface HttpClient {
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<ApiResult<T>>;
  post<T>(path: string, body?: JsonBody | FormData, signal?: AbortSignal): Promise<ApiResult<T>>;
  /**
   * What every request sends: the URL under the base, `lang` (query for GET and multipart
   * uploads, body for JSON POST), the bearer token, the content type and `accept`.
   */
  prepare(
    method: 'GET' | 'POST',
    path: string,
    options?: Omit<RequestOptions, 'signal'>,
    accept?: string,
  ): PreparedRequest;
  /** fetch as this client calls it */
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** an envelope that arrived: 4001 signs out */
  received(envelope: Envelope<unknown>): void;
  readonly timeoutMs: number;
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** What makes two requests identical, for the in-flight table. */
function bodyKey(body: JsonBody | FormData | undefined): string {
  if (body === undefined) return '';
  if (body instanceof FormData) {
    const parts: string[] = [];
    body.forEach((value, name) => {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.size}:${value.lastModified}`,
      );
    });
    return `form:${parts.join('&')}`;
  }
  return JSON.stringify(body);
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

const TIMEOUT_REASON = 'timeout';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const inflight = new Map<string, AbortController>();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  function prepare(
    method: 'GET' | 'POST',
    path: string,
    { query = {}, body, idempotencyKey }: Omit<RequestOptions, 'signal'> = {},
    accept = 'application/json',
  ): PreparedRequest {
    const lang = options.getLang();
    const isForm = body instanceof FormData;
    // lang: query for GET and multipart uploads, body for JSON POST
    const fullQuery: Query = method === 'GET' || isForm ? { ...query, lang } : { ...query };
    const url = `${options.baseUrl}/${path.replace(/^\//, '')}${queryString(fullQuery)}`;
    let payload: string | FormData | undefined;
    if (method === 'POST') payload = isForm ? body : JSON.stringify({ ...(body ?? {}), lang });
    const headers: Record<string, string> = { Accept: accept };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (payload !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    return { url, init: { method, headers, body: payload } };
  }

  // the global fetch is read per call (tests stub it) and called unbound-free
  const send = (url: string, init: RequestInit) =>
    options.fetch ? options.fetch(url, init) : fetch(url, init);

  const received = (envelope: Envelope<unknown>) => {
    if (envelope.code === CODES.UNAUTHENTICATED) options.onUnauthenticated();
  };

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    { query = {}, body, signal, idempotencyKey }: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const { url, init } = prepare(method, path, { query, body, idempotencyKey });
    const key = `${method} ${url} ${bodyKey(body)}`;
    inflight.get(key)?.abort('superseded');
    const controller = new AbortController();
    inflight.set(key, controller);
    const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), timeoutMs);
    const onCallerAbort = () => controller.abort('aborted');
    if (signal?.aborted) controller.abort('aborted');
    signal?.addEventListener('abort', onCallerAbort);

    const failure = (cause: unknown): ApiError => {
      if (controller.signal.aborted) {
        const timedOut = controller.signal.reason === TIMEOUT_REASON;
        return new ApiError(timedOut ? 'timeout' : 'cancelled', cause);
      }
      return new ApiError('network', cause);
    };

    try {
      const response = await send(url, { ...init, signal: controller.signal });
      let json: unknown;
      try {
        json = await response.json();
      } catch (error) {
        return controller.signal.aborted ? failure(error) : new ApiError('bad-response', error);
      }
      if (controller.signal.aborted) return failure(controller.signal.reason);
      if (!isEnvelope(json))
        return new ApiError('bad-response', new Error(`HTTP ${response.status}`));
      received(json);
      return json as Envelope<T>;
    } catch (error) {
      return failure(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
      if (inflight.get(key) === controller) inflight.delete(key);
    }
  }

  return {
    request,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    post: (path, body, signal) => request('POST', path, { body, signal }),
    prepare,
    fetch: send,
    received,
    timeoutMs,
  };
}

/** The app's client: token and language from the stores, 4001 logs out. */
export const http = createHttpClient({
  baseUrl: '/api/v2',
  getToken: () => useSessionStore.getState().token,
  getLang: () => useAppStore.getState().lang,
  onUnauthenticated: () => useSessionStore.getState().signOut(),
});
