import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Profile, ProfileList } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { useSessionStore } from '../state/session';
import { isOk } from './http';
import { useEndpointMutation } from './mutation';
import { profilesApi } from './profiles';
import { queryClient, queryFn } from './query';

/**
 * The signed-in member's profiles and the current one: one query, loaded when signing in
 * (app/session.ts) and emptied with the rest of the cache on signing out. It is kept as the
 * server last sent it, whatever the language. Features that depend on the current profile
 * (fortune, single reading, traits, astrolabe, destiny) ask again when `currentId` changes.
 */
export const PROFILES_KEY = [endpoints.profiles.list.path] as const;

const listQuery = { queryKey: PROFILES_KEY, queryFn: queryFn(profilesApi.list) };
queryClient.setQueryDefaults(PROFILES_KEY, { queryFn: listQuery.queryFn });

/** The cached list, or undefined before it loaded. */
export function cachedProfiles(): ProfileList | undefined {
  return queryClient.getQueryData<ProfileList>(PROFILES_KEY);
}

/** Loads the list (a load on its way is shared); resolves to whether the list is there. */
export async function loadProfiles(): Promise<boolean> {
  try {
    await queryClient.fetchQuery({ ...listQuery, staleTime: 0 });
  } catch {
    // the last list stays; a list never loaded is a failure
  }
  return cachedProfiles() !== undefined;
}

/** Loads the list unless it is loaded already or on its way. */
export function ensureProfiles(): Promise<boolean> {
  if (cachedProfiles()) return Promise.resolve(true);
  return loadProfiles();
}

/** Forgets the list (signed out). */
export function clearProfiles(): void {
  queryClient.removeQueries({ queryKey: PROFILES_KEY });
}

/** The list with `profile` in it (added, or in place of its earlier self), own one first. */
export function withProfile(data: ProfileList | undefined, profile: Profile): ProfileList {
  const list = (data?.list ?? []).filter((a) => a.id !== profile.id);
  list.push(profile);
  list.sort((a, b) => (a.relationship === 'A' ? -1 : b.relationship === 'A' ? 1 : a.id - b.id));
  return { list, currentId: data?.currentId ?? profile.id };
}

/** After an add or edit: the returned profile goes in the list. */
export function upsertProfile(profile: Profile): void {
  queryClient.setQueryData<ProfileList>(PROFILES_KEY, (data) => withProfile(data, profile));
}

const EMPTY: readonly Profile[] = [];

export interface Profiles {
  list: readonly Profile[];
  currentId: number | null;
  /** the list arrived (an empty list then means the member has no profile yet) */
  loaded: boolean;
  /** asks the server for the list again */
  load(): Promise<boolean>;
  /** makes a profile current: at once on screen, back to the earlier one if refused */
  setCurrent(id: number): Promise<void>;
  upsert(profile: Profile): void;
}

/** The profile list for a component, loaded while signed in when nothing has yet. */
export function useProfiles(): Profiles {
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const { data } = useQuery(
    { ...listQuery, enabled: loginStatus, staleTime: Infinity, retry: false },
    queryClient,
  );
  const { run } = useEndpointMutation(endpoints.profiles.setCurrent, profilesApi.setCurrent, {
    optimistic: {
      key: PROFILES_KEY,
      update: (before: ProfileList, id: number) => ({ ...before, currentId: id }),
    },
  });
  const setCurrent = useCallback(
    async (id: number) => {
      const result = await run(id);
      if (isOk(result)) queryClient.setQueryData<ProfileList>(PROFILES_KEY, result.data);
    },
    [run],
  );
  return {
    list: data?.list ?? EMPTY,
    currentId: data?.currentId ?? null,
    loaded: data !== undefined,
    load: loadProfiles,
    setCurrent,
    upsert: upsertProfile,
  };
}
