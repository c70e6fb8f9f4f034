import { useEffect, useState } from 'react';
import type { InviteRecord } from '@starlit/contracts';
import { economyApi } from '../../api/economy';
import { ApiError, isOk } from '../../api/http';

type Friend = InviteRecord['list'][number];

const friendKey = (f: Friend) => `${f.inviteCode}:${f.createdAt}`;

/** The friends this user invited, a page at a time (20 a page, newest first). */
export function useInviteRecords() {
  const [friends, setFriends] = useState<Friend[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // the page asked for, and a counter so asking again for the same page (a retry) reloads it
  const [request, setRequest] = useState({ page: 1, attempt: 0 });

  useEffect(() => {
    let alive = true;
    const { page } = request;
    void economyApi.inviteRecord(page).then((result) => {
      if (!alive || (result instanceof ApiError && result.cancelled)) return;
      if (!isOk(result)) {
        setStatus('failed');
        return;
      }
      const { list } = result.data;
      setFriends((previous) => {
        if (page === 1) return list;
        // friends who joined meanwhile shift the pages: never show one twice
        const seen = new Set(previous.map(friendKey));
        return [...previous, ...list.filter((f) => !seen.has(friendKey(f)))];
      });
      setTotal(result.data.total);
      setLoaded(page);
      setStatus('ready');
    });
    return () => {
      alive = false;
    };
  }, [request]);

  /** the next page, or the same one again after it failed */
  const loadMore = () => {
    setStatus('loading');
    setRequest((r) => ({ page: loaded + 1, attempt: r.attempt + 1 }));
  };

  return {
    friends,
    total,
    status,
    hasMore: loaded > 0 && friends.length < total,
    loadMore,
  };
}
