import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk, type Result } from '../api';

export interface Loaded<T> {
  data: T | null;
  /** the failed answer, when the last load failed */
  failure: Result<unknown> | null;
  loading: boolean;
  reload: () => void;
}

/** Loads with `fetcher` whenever `key` changes (and on reload); a late answer to an old key is dropped. */
export function useLoad<T>(
  key: string,
  fetcher: () => Promise<Result<T>>,
  enabled = true,
): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<Result<unknown> | null>(null);
  const [round, setRound] = useState(0);
  // which load the shown answer belongs to: loading until it is the current one
  const [answered, setAnswered] = useState('');
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  const current = `${round}:${key}`;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void latest.current().then((result) => {
      if (!live) return;
      setAnswered(current);
      if (isOk(result)) {
        setData(result.data);
        setFailure(null);
      } else setFailure(result);
    });
    return () => {
      live = false;
    };
  }, [current, enabled]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, failure, loading: enabled && answered !== current, reload };
}
