import { useEffect } from 'react';
import type { Archive, Endpoint } from '@starlit/contracts';
import type { ApiResult } from '../api/http';
import { type ApiState, localDay, msUntilTomorrow, useApiQuery } from '../api/query';
import { useArchivesStore } from './archives';
import { useSessionStore } from './session';

let loading: Promise<void> | null = null;

/** Loads the archive list once (unless it is loaded already or on its way). */
export function ensureArchives(): Promise<void> {
  const store = useArchivesStore.getState();
  if (store.loaded) return Promise.resolve();
  loading ??= store.load().finally(() => {
    loading = null;
  });
  return loading;
}

export interface CurrentArchive {
  /** the current profile, or null (none yet, or not loaded) */
  archive: Archive | null;
  /** the list is loaded (a null archive then means the user has no profile) */
  ready: boolean;
}

/** The signed-in user's current profile, loading the list when nobody has yet. */
export function useCurrentArchive(): CurrentArchive {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const loaded = useArchivesStore((s) => s.loaded);
  const archive = useArchivesStore((s) => s.list.find((a) => a.id === s.currentId) ?? null);
  useEffect(() => {
    if (loginStatus && !loaded) void ensureArchives();
  }, [loginStatus, loaded]);
  return { archive, ready: loaded };
}

/**
 * A call about the current profile (fortune, traits, chart, reports), made again when the
 * current profile or the language changes; `daily` data (today's fortune) stays fresh until
 * the device's day changes, and a new day asks again.
 */
export function useArchiveData<T>(
  endpoint: Endpoint,
  fetcher: (archiveId: number) => Promise<ApiResult<T>>,
  { daily = false }: { daily?: boolean } = {},
): ApiState<T> & CurrentArchive {
  const current = useCurrentArchive();
  const id = current.archive?.id ?? null;
  const state = useApiQuery(
    endpoint,
    daily ? { id, day: localDay() } : { id },
    () => fetcher(id ?? 0),
    { enabled: id !== null, ...(daily ? { staleTime: msUntilTomorrow() } : {}) },
  );
  return { ...state, ...current };
}
