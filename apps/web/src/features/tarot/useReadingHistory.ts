import { useCallback, useEffect, useRef, useState } from 'react';
import type { TarotHistory } from '@starlit/contracts';
import { ApiError, isOk } from '../../api/http';
import { tarotApi } from '../../api/tarot';
import { useAppStore } from '../../state/app';

export const HISTORY_PAGE_SIZE = 20;
export type HistoryItem = TarotHistory['list'][number];

/** The user's readings, newest first, a page at a time; `active` loads the first page again. */
export function useReadingHistory(active: boolean) {
  const lang = useAppStore((s) => s.lang);
  const [items, setItems] = useState<HistoryItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // the first page's answer for this opening (and language, and retry)
  const key = active ? `${attempt}:${lang}` : null;
  const [answer, setAnswer] = useState<{ key: string; ok: boolean } | null>(null);
  const status = !key || answer?.key !== key ? 'loading' : answer.ok ? 'ready' : 'failed';
  const page = useRef(0);

  const show = useCallback((n: number, { list, total }: TarotHistory) => {
    page.current = n;
    setItems((previous) => {
      if (n === 1) return list;
      const seen = new Set(previous.map((i) => i.id));
      return [...previous, ...list.filter((i) => !seen.has(i.id))];
    });
    setHasMore(list.length === HISTORY_PAGE_SIZE && n * HISTORY_PAGE_SIZE < total);
  }, []);

  useEffect(() => {
    if (!key) return;
    let alive = true;
    void tarotApi.history(1).then((result) => {
      if (!alive || (result instanceof ApiError && result.cancelled)) return;
      if (isOk(result)) show(1, result.data);
      setAnswer({ key, ok: isOk(result) });
    });
    return () => {
      alive = false;
    };
  }, [key, show]);

  const loadMore = async () => {
    const next = page.current + 1;
    const result = await tarotApi.history(next);
    if (!isOk(result)) throw result;
    show(next, result.data);
  };

  const remove = (ids: readonly string[]) =>
    setItems((previous) => previous.filter((i) => !ids.includes(i.id)));

  return { items, status, hasMore, loadMore, remove, retry: () => setAttempt((n) => n + 1) };
}
