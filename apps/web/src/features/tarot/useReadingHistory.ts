import { useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { TarotHistory } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { apiKey, queryClient, useApiPages } from '../../api/query';
import { tarotApi } from '../../api/tarot';
import { useAppStore } from '../../state/app';

export const HISTORY_PAGE_SIZE = 20;
export type HistoryItem = TarotHistory['list'][number];

/**
 * The user's readings, newest first, a page at a time; `active` (the sheet open) asks again
 * for what is shown.
 */
export function useReadingHistory(active: boolean) {
  const lang = useAppStore((s) => s.lang);
  const query = useApiPages(
    endpoints.tarot.history,
    null,
    (page) => tarotApi.history(page),
    (last, pages) =>
      last.list.length === HISTORY_PAGE_SIZE && pages.length * HISTORY_PAGE_SIZE < last.total,
    { enabled: active, staleTime: 0 },
  );
  const pages = query.data?.pages;
  // readings added meanwhile shift the pages: never show one twice
  const items = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((p: TarotHistory) =>
      p.list.filter((i) => !seen.has(i.id) && Boolean(seen.add(i.id))),
    );
  }, [pages]);
  const status = pages ? 'ready' : query.isError && !query.isFetching ? 'failed' : 'loading';

  /** The next page, for InfiniteScroll: it throws on failure, so a retry is offered. */
  const loadMore = async () => {
    const after = await query.fetchNextPage();
    if (after.isFetchNextPageError) throw after.error;
  };

  /** Deleted readings leave the loaded pages. */
  const remove = (ids: readonly string[]) =>
    queryClient.setQueryData<InfiniteData<TarotHistory>>(
      apiKey(endpoints.tarot.history, lang, null),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({ ...p, list: p.list.filter((i) => !ids.includes(i.id)) })),
        },
    );

  return {
    items,
    status,
    hasMore: query.hasNextPage,
    loadMore,
    remove,
    retry: () => void query.refetch(),
  };
}
