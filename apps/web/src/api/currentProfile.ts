import { useEffect } from 'react';
import type { Endpoint, Profile } from '@starlit/contracts';
import { useSessionStore } from '../state/session';
import type { ApiResult } from './http';
import { ensureProfiles, useProfiles } from './profileList';
import { type ApiState, localDay, msUntilTomorrow, useApiQuery } from './query';

export interface CurrentProfile {
  /** the current profile, or null (none yet, or not loaded) */
  profile: Profile | null;
  /** the list is loaded (a null profile then means the user has no profile) */
  ready: boolean;
}

/** The signed-in user's current profile, loading the list when nobody has yet. */
export function useCurrentProfile(): CurrentProfile {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { list, currentId, loaded } = useProfiles();
  const profile = list.find((a) => a.id === currentId) ?? null;
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
