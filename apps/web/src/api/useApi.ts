import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiResult, isOk } from './http';

export interface ApiState<T> {
  /** the data of the last successful answer */
  data: T | undefined;
  /** the last answer (success, server error or client failure), cancelled ones excepted */
  result: ApiResult<T> | undefined;
  /** true until the answer for the current key arrives */
  loading: boolean;
  reload(): void;
}

/**
 * Loads `fetcher()` whenever `key` changes (and on `reload()`); `null` as key skips loading.
 * Cancelled answers (a newer identical request took over) are ignored.
 */
export function useApi<T>(key: string | null, fetcher: () => Promise<ApiResult<T>>): ApiState<T> {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: ApiResult<T> } | null>(null);
  const [data, setData] = useState<T | undefined>(undefined);
  const fullKey = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    if (fullKey === null) return;
    let alive = true;
    void fetcherRef.current().then((result) => {
      if (!alive || ('cancelled' in result && result.cancelled)) return;
      setAnswer({ key: fullKey, result });
      if (isOk(result)) setData(result.data);
    });
    return () => {
      alive = false;
    };
  }, [fullKey]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data,
    result: answer?.result,
    loading: fullKey !== null && answer?.key !== fullKey,
    reload,
  };
}
