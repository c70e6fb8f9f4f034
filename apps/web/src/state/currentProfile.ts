import { useEffect } from 'react';
import type { Endpoint, Profile } from '@starlit/contracts';
import type { ApiResult } from '../api/http';
import { type ApiState, localDay, msUntilTomorrow, useApiQuery } from '../api/query';
import { useProfilesStore } from './profiles';
import { useSessionStore } from './session';

let loading: Promise<void> | null = null;

/** Loads the profile list once (unless it is loaded already or on its way). */
export function ensureProfiles(): Promise<void> {
  const store = useProfilesStore.getState();
  if (store.loaded) return Promise.resolve();
  loading ??= store.load().finally(() => {
    loading = null;
  });
  return loading;
}

export interface CurrentProfile {
  /** the current profile, or null (none yet, or not loaded) */
  profile: Profile | null;
  /** the list is loaded (a null profile then means the user has no profile) */
  ready: boolean;
}

/** The signed-in user's current profile, loading the list when nobody has yet. */
export function useCurrentProfile(): CurrentProfile {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const loaded = useProfilesStore((s) => s.loaded);
  const profile = useProfilesStore((s) => s.list.find((a) => a.id === s.currentId) ?? null);
  useEffect(() => {
    if (loginStatus && !loaded) void ensureProfiles();
  }, [loginStatus, loaded]);
  return { profile, ready: loaded };
}

/**
 * A call about the current profile (fortune, traits, chart, reports), made again when the
 * current profile or the language changes; `daily` data (today's fortune) stays fresh until
 * the device's day changes, and a new day asks again.
 */
export function useProfileData<T>(
  endpoint: Endpoint,
  fetcher: (profileId: number) => Promise<ApiResult<T>>,
  { daily = false }: { daily?: boolean } = {},
): ApiState<T> & CurrentProfile {
  const current = useCurrentProfile();
  const id = current.profile?.id ?? null;
  const state = useApiQuery(
    endpoint,
    daily ? { id, day: localDay() } : { id },
    () => fetcher(id ?? 0),
    { enabled: id !== null, ...(daily ? { staleTime: msUntilTomorrow() } : {}) },
  );
  return { ...state, ...current };
}
