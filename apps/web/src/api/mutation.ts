import { useCallback } from 'react';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { Endpoint } from '@starlit/contracts';
import { CODES, type ApiResult } from './http';
import { dataOf, queryClient, resultOf } from './query';

/**
 * Writes on the web: a mutation per endpoint, the way a read is a query per endpoint.
 *
 * - The write goes through the client's call (./call.ts), which marks stale what the
 *   endpoint's write makes stale (./invalidate.ts) once the answer is a success.
 * - `optimistic` names one cached read and what the write makes of it: the cache shows the
 *   change at once, and gets its earlier data back when the write fails.
 * - `run` resolves to the call's ApiResult (never rejects), so callers read codes and toast
 *   failures as they do for any call.
 */

/** A cached read that a write changes predictably. */
export interface Optimistic<V, D> {
  /** the query the write changes (e.g. the points account) */
  key: QueryKey;
  /** the read's data once the write succeeds; undefined data stays undefined */
  update(data: D, variables: V): D;
}

export interface EndpointMutation<V, T> {
  /** sends the write; resolves to its answer (a server code or the client's failure) */
  run(variables: V): Promise<ApiResult<T>>;
  /** a write is on its way */
  pending: boolean;
}

/**
 * The write of `endpoint`, sent by `send(variables)` (a client call of that endpoint), with an
 * optional optimistic change to one cached read.
 */
export function useEndpointMutation<V, T, D = unknown>(
  endpoint: Endpoint,
  send: (variables: V) => Promise<ApiResult<T>>,
  { optimistic }: { optimistic?: Optimistic<V, D> } = {},
): EndpointMutation<V, T> {
  const mutation = useMutation(
    {
      mutationKey: [endpoint.path],
      mutationFn: async (variables: V) => dataOf(await send(variables)),
      onMutate: optimistic
        ? async (variables: V) => {
            await queryClient.cancelQueries({ queryKey: optimistic.key });
            const before = queryClient.getQueryData<D>(optimistic.key);
            if (before !== undefined) {
              queryClient.setQueryData<D>(optimistic.key, optimistic.update(before, variables));
            }
            return { before };
          }
        : undefined,
      onError: optimistic
        ? (_error, _variables, context) => {
            const before = (context as { before?: D } | undefined)?.before;
            if (before !== undefined) queryClient.setQueryData<D>(optimistic.key, before);
          }
        : undefined,
    },
    queryClient,
  );
  const { mutateAsync } = mutation;
  const run = useCallback(
    (variables: V) =>
      mutateAsync(variables).then(
        (data): ApiResult<T> => ({ code: CODES.OK, msg: 'ok', data }),
        (error: unknown) => resultOf<T>(error),
      ),
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}
