import { useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { Endpoint } from '@starlit/contracts';
import { useAppStore } from '../state/app';
import type { ApiResult } from './http';
import { apiKey, queryClient, useApiPages, type ApiQueryOptions } from './query';

/** An id a list's items are told apart by. */
export type ItemId = string | number;

/** A page of a list as the server answers it: its items, then whatever else it says. */
export interface ListPage<T> {
  list: T[];
}

/** What a paged list offers the screen that shows it. */
export interface PagedList<T, K extends ItemId> {
  /** the loaded items, newest first, each once */
  items: readonly T[];
  /** `failed` only when nothing could be loaded; a later failure keeps what was shown */
  status: 'loading' | 'failed' | 'ready';
  /** another page follows the loaded ones */
  hasMore: boolean;
  /** loads the next page; rejects when it fails (InfiniteScroll then offers a retry) */
  loadMore(): Promise<void>;
  /** deleted items leave the loaded pages at once */
  remove(ids: readonly K[]): void;
  /** asks again after a failed load */
  retry(): void;
  /** an item's id */
  idOf(item: T): K;
}

export interface PagedListSource<P extends ListPage<unknown>, K extends ItemId> {
  endpoint: Endpoint;
  /** the key's input beside the endpoint and the language (null without one) */
  input?: unknown;
  /** page `page` (from 1) of the list */
  fetchPage(page: number): Promise<ApiResult<P>>;
  /** whether another page follows the loaded ones */
  more(last: P, pages: readonly P[]): boolean;
  idOf(item: P['list'][number]): K;
}

/**
 * A list of the user's things read a page at a time (newest first) under the key of the
 * endpoint, the language and `input`. Items added meanwhile shift the pages, so an item seen on
 * an earlier page is not shown again. What a write makes stale is ./invalidate.ts's to say;
 * `remove` only takes deleted items out of what is already shown.
 */
export function usePagedList<P extends ListPage<unknown>, K extends ItemId>(
  { endpoint, input = null, fetchPage, more, idOf }: PagedListSource<P, K>,
  options: ApiQueryOptions = {},
): PagedList<P['list'][number], K> {
  type T = P['list'][number];
  const lang = useAppStore((s) => s.lang);
  const query = useApiPages(endpoint, input, fetchPage, more, options);
  const pages = query.data?.pages;
  const items = useMemo(() => {
    const seen = new Set<K>();
    return (pages ?? []).flatMap((page) =>
      (page.list as T[]).filter((item) => {
        const id = idOf(item);
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      }),
    );
  }, [pages, idOf]);
  const status = pages ? 'ready' : query.isError && !query.isFetching ? 'failed' : 'loading';

  const loadMore = async () => {
    const after = await query.fetchNextPage();
    if (after.isFetchNextPageError) throw after.error;
  };

  const remove = (ids: readonly K[]) =>
    queryClient.setQueryData<InfiniteData<P>>(
      apiKey(endpoint, lang, input),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: (page.list as T[]).filter((item) => !ids.includes(idOf(item))),
          })),
        },
    );

  return {
    items,
    status,
    hasMore: query.hasNextPage,
    loadMore,
    remove,
    retry: () => void query.refetch(),
    idOf,
  };
}
