import { useMemo } from 'react';
import type { InviteRecord } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { economyApi } from '../../api/economy';
import { useApiPages } from '../../api/query';

type Friend = InviteRecord['list'][number];

const friendKey = (f: Friend) => `${f.inviteCode}:${f.createdAt}`;

/** The friends this user invited, a page at a time (20 a page, newest first). */
export function useInviteRecords() {
  const query = useApiPages(
    endpoints.invites.inviteRecord,
    null,
    (page) => economyApi.inviteRecord(page),
    (last, pages) => pages.reduce((n, p) => n + p.list.length, 0) < last.total,
  );
  const pages = query.data?.pages;
  // friends who joined meanwhile shift the pages: never show one twice
  const friends = useMemo(() => {
    const seen = new Set<string>();
    return (pages ?? []).flatMap((p) =>
      p.list.filter((f) => !seen.has(friendKey(f)) && Boolean(seen.add(friendKey(f)))),
    );
  }, [pages]);
  const total = pages?.at(-1)?.total ?? 0;
  const status: 'loading' | 'ready' | 'failed' =
    query.isPending || query.isFetchingNextPage || (query.isError && query.isFetching)
      ? 'loading'
      : query.isError
        ? 'failed'
        : 'ready';

  /** the next page, or the same one again after it failed */
  const loadMore = () => void (pages ? query.fetchNextPage() : query.refetch());

  return {
    friends,
    total,
    status,
    hasMore: pages !== undefined && friends.length < total,
    loadMore,
  };
}
