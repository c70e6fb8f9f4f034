import { ErrorCode } from '@starlit/contracts/constants';
import { ApiError, type ApiResult } from './http';

/**
 * Paid actions (endpoints marked `idempotent`) are sent with an `Idempotency-Key`: a new UUID per
 * member action, the same for its retry. When no answer came (network, timeout), what came was
 * no envelope (a gateway's error page: the request may or may not have reached the server) or
 * the server answered 1007 (unavailable) or 1008 (the same action still in progress), it is asked
 * once more with its key: the server answers what the first attempt did and never charges
 * twice. Still without an outcome, the call resolves to an ApiError of kind `unconfirmed`
 * (code -5), whose text tells the member nothing was charged twice and where to look.
 */

/** How long to wait before the one retry. */
export const RETRY_DELAY_MS = 1500;

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether an answer leaves a paid action's outcome unknown. */
export function unsettled(result: ApiResult<unknown>): boolean {
  if (result instanceof ApiError)
    return result.kind === 'network' || result.kind === 'timeout' || result.kind === 'bad-response';
  return (
    result.code === ErrorCode.SERVICE_UNAVAILABLE || result.code === ErrorCode.REQUEST_IN_PROGRESS
  );
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Sends a paid action with a new key and, when its outcome is unknown, once more with the same
 * key; `unconfirmed(result)` makes the failure when it is still unknown after that.
 */
export async function withKey<R>(
  send: (key: string) => Promise<R>,
  unknown: (result: R) => boolean,
  unconfirmed: (result: R) => R,
  signal?: AbortSignal,
): Promise<R> {
  const key = newKey();
  const first = await send(key);
  if (!unknown(first) || signal?.aborted) return first;
  await wait(RETRY_DELAY_MS, signal);
  if (signal?.aborted) return first;
  const second = await send(key);
  return unknown(second) ? unconfirmed(second) : second;
}

/** The failure of a paid action whose outcome could not be learned. */
export const unconfirmedError = (cause: unknown): ApiError => new ApiError('unconfirmed', cause);
