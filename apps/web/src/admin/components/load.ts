import { useCallback } from 'react';
import { QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { isOk, type Result } from '../api';
import { adminSession } from '../session';

/**
 * The console's reads go through TanStack Query, as the member app's do: one client, and a
 * query per endpoint and input. Answers are fresh only while shown (every visit asks again);
 * a server code is final (no retry); signing out empties the cache.
 */
export const adminQueries = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false } },
});

adminSession.subscribe(() => {
  if (!adminSession.get()) adminQueries.clear();
});

/** An answer that is not a success, thrown so the query keeps it as its error. */
class Failed extends Error {
  constructor(readonly result: Result<unknown>) {
    super(result.msg);
  }
}

export interface Loaded<T> {
  data: T | null;
  /** the failed answer, when the last load failed */
  failure: Result<unknown> | null;
  loading: boolean;
  reload: () => void;
}

/**
 * The answer of `fetcher` under the key of `endpoint` (its path) and `input`, loaded when
 * the key changes and on reload; the last data stays shown while the next key loads.
 */
export function useLoad<T>(
  endpoint: { path: string },
  input: unknown,
  fetcher: () => Promise<Result<T>>,
  enabled = true,
): Loaded<T> {
  const query = useQuery(
    {
      queryKey: ['admin', endpoint.path, input ?? null],
      queryFn: async () => {
        const result = await fetcher();
        if (!isOk(result)) throw new Failed(result);
        return result.data;
      },
      enabled,
      placeholderData: keepPreviousData,
    },
    adminQueries,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? null,
    failure: query.error instanceof Failed ? query.error.result : null,
    loading: enabled && (query.isPending || query.isFetching),
    reload,
  };
}
