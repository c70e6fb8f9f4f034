import { useCallback } from 'react';
import {
  keepPreviousData,
  QueryClient,
  useInfiniteQuery,
  useQuery,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { Endpoint, Lang } from '@starlit/contracts';
import { useAppStore } from '../state/app';
import { useSessionStore } from '../state/session';
import { ApiError, CODES, type ApiResult, isOk } from './http';

/**
 * Server data on the web: one QueryClient, one key shape and one way to turn the client's
 * never-rejecting calls into query functions.
 *
 * - A query's key is `[endpoint path, language, input]`: a language switch asks again.
 * - A query retries once, and only when no answer came (network, timeout, a superseded
 *   request); an answer with a server code is final. Writes never retry.
 * - What a write makes stale is listed in ./invalidate.ts, by endpoint; signing out (or in as
 *   someone else) empties the cache.
 */

/** Fresh for this long unless a query says otherwise. */
export const DEFAULT_STALE_MS = 30_000;
/** Data that changes only with a release (decks, type pages, place lists, public config). */
export const STATIC_STALE_MS = Infinity;

/** Today's date on this device (YYYY-MM-DD). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Milliseconds until the device's next midnight: how long today's data stays fresh. */
export function msUntilTomorrow(now = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** A call that did not answer with data: the server's envelope or the client's ApiError. */
export class QueryFailure extends Error {
  readonly result: ApiResult<never>;
  constructor(result: ApiResult<unknown>) {
    super(result instanceof ApiError ? result.message : result.msg);
    this.name = 'QueryFailure';
    this.result = result as ApiResult<never>;
  }
}

/** The data of an answer; throws a QueryFailure for anything else, so Query's error state works. */
export function dataOf<T>(result: ApiResult<T>): T {
  if (isOk(result)) return result.data;
  throw new QueryFailure(result);
}

/** Turns what a query or a mutation threw back into the call's result. */
export function resultOf<T>(error: unknown): ApiResult<T> {
  if (error instanceof QueryFailure) return error.result;
  return new ApiError('network', error);
}

/** Loads a query now, whatever the cache holds, and resolves to the call's result. */
export async function fetchResult<T>(
  options: FetchQueryOptions<T, Error, T, QueryKey>,
): Promise<ApiResult<T>> {
  try {
    const data = await queryClient.fetchQuery({ ...options, staleTime: 0 });
    return { code: CODES.OK, msg: 'ok', data };
  } catch (error) {
    return resultOf(error);
  }
}

/** A query function from a client call. */
export function queryFn<T>(fetcher: () => Promise<ApiResult<T>>): () => Promise<T> {
  return async () => dataOf(await fetcher());
}

/** Whether a failure is worth one more try: no answer arrived (network, timeout, superseded). */
function noAnswer(error: unknown): boolean {
  return (
    error instanceof QueryFailure &&
    error.result instanceof ApiError &&
    error.result.kind !== 'bad-response'
  );
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DEFAULT_STALE_MS,
      retry: (failures, error) => failures < 1 && noAnswer(error),
      retryDelay: 300,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Reads that are the same for everyone (the plain price list): kept when the person changes. */
const sharedKeys: QueryKey[] = [];

/** Keeps the query of exactly `key` across sign-out and sign-in. */
export function keepAcrossPeople(key: QueryKey): void {
  sharedKeys.push(key);
}

// a new person (sign-out, or a sign-in over another account) starts from an empty cache
useSessionStore.subscribe((now, before) => {
  if (before.token === '' || now.token === before.token) return;
  const kept = sharedKeys.map((key) => [key, queryClient.getQueryData(key)] as const);
  queryClient.clear();
  for (const [key, data] of kept) if (data !== undefined) queryClient.setQueryData(key, data);
});

/** A query's key: the endpoint's path, the language, then the input (null without one). */
export function apiKey(endpoint: Endpoint, lang: Lang, input?: unknown): QueryKey {
  return [endpoint.path, lang, input ?? null];
}

export interface ApiState<T> {
  /** the data of the last successful answer (the previous input's while the new one loads) */
  data: T | undefined;
  /** the last answer: the data's envelope, a server error or the client's failure */
  result: ApiResult<T> | undefined;
  /** true until the answer for the current input arrives */
  loading: boolean;
  /** asks again (a failed load's retry button) */
  reload(): void;
}

export interface ApiQueryOptions {
  /** false: nothing is asked (e.g. signed out, no profile yet) */
  enabled?: boolean;
  staleTime?: number;
  /** how long an unused answer is kept (0: every mount asks again, e.g. a captcha) */
  gcTime?: number;
}

/**
 * The answer to `fetcher()` under the key of `endpoint`, the current language and `input`,
 * loaded when the key changes.
 */
export function useApiQuery<T>(
  endpoint: Endpoint,
  input: unknown,
  fetcher: () => Promise<ApiResult<T>>,
  { enabled = true, staleTime, gcTime }: ApiQueryOptions = {},
): ApiState<T> {
  const lang = useAppStore((s) => s.lang);
  const query = useQuery(
    {
      queryKey: apiKey(endpoint, lang, input),
      queryFn: queryFn(fetcher),
      enabled,
      placeholderData: keepPreviousData,
      ...(staleTime === undefined ? {} : { staleTime }),
      ...(gcTime === undefined ? {} : { gcTime }),
    },
    queryClient,
  );
  const failure = query.error instanceof QueryFailure ? query.error.result : undefined;
  const result: ApiResult<T> | undefined =
    failure ??
    (query.isSuccess && !query.isPlaceholderData
      ? { code: CODES.OK, msg: 'ok', data: query.data }
      : undefined);
  const loading =
    enabled &&
    (query.isPending ||
      query.isPlaceholderData ||
      (query.isError && query.fetchStatus === 'fetching'));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, result, loading, reload };
}

/**
 * A list read a page at a time (pages from 1) under the key of `endpoint`, the language and
 * `input`: `more(last, pages)` says whether another page follows the loaded ones.
 */
export function useApiPages<P>(
  endpoint: Endpoint,
  input: unknown,
  fetchPage: (page: number) => Promise<ApiResult<P>>,
  more: (last: P, pages: readonly P[]) => boolean,
  { enabled = true, staleTime }: ApiQueryOptions = {},
) {
  const lang = useAppStore((s) => s.lang);
  return useInfiniteQuery(
    {
      queryKey: apiKey(endpoint, lang, input),
      queryFn: async ({ pageParam }) => dataOf(await fetchPage(pageParam)),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (more(last, pages) ? pages.length + 1 : undefined),
      enabled,
      ...(staleTime === undefined ? {} : { staleTime }),
    },
    queryClient,
  );
}
