import { useEffect } from 'react';
import { create } from 'zustand';
import type { Lang } from '@starlit/contracts';
import { ApiError, isOk, type ApiResult } from '../api/http';
import { useAppStore } from './app';

export interface LangCacheState<T> {
  data: Partial<Record<Lang, T>>;
  /** the languages whose last load failed */
  failed: Partial<Record<Lang, boolean>>;
}

/**
 * Reference data the server writes in the request's language (the tarot deck, the
 * companions): loaded once per language and shared by every screen, loaded again in a new
 * language when the user switches.
 */
export function langCache<T>(fetchData: () => Promise<ApiResult<T>>) {
  const useStore = create<LangCacheState<T>>()(() => ({ data: {}, failed: {} }));
  const loading = new Map<Lang, Promise<void>>();

  /** Loads a language's data unless it is loaded or on its way. */
  function load(lang: Lang): Promise<void> {
    if (useStore.getState().data[lang]) return Promise.resolve();
    const pending = loading.get(lang);
    if (pending) return pending;
    const request = fetchData().then((result) => {
      loading.delete(lang);
      if (result instanceof ApiError && result.cancelled) return;
      useStore.setState((s) =>
        isOk(result)
          ? { data: { ...s.data, [lang]: result.data }, failed: { ...s.failed, [lang]: false } }
          : { failed: { ...s.failed, [lang]: true } },
      );
    });
    loading.set(lang, request);
    return request;
  }

  /** The data in the current language, loading it when needed. */
  function useData(): { data: T | undefined; failed: boolean; reload(): void } {
    const lang = useAppStore((s) => s.lang);
    const data = useStore((s) => s.data[lang]);
    const failed = useStore((s) => s.failed[lang] ?? false);
    useEffect(() => {
      void load(lang);
    }, [lang]);
    const reload = () => {
      useStore.setState((s) => ({ failed: { ...s.failed, [lang]: false } }));
      void load(lang);
    };
    return { data, failed, reload };
  }

  return { useStore, load, useData };
}
