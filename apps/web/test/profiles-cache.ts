import type { Profile } from '@starlit/contracts';
import { PROFILES_KEY, cachedProfiles } from '../src/api/profileList';
import { queryClient } from '../src/api/query';

/** The profile list as if the server had sent it. */
export function seedProfiles(list: Profile[], currentId: number | null = null): void {
  queryClient.setQueryData(PROFILES_KEY, { list, currentId });
}

/** The cached list's profiles ([] before it loaded). */
export const cachedList = (): Profile[] => cachedProfiles()?.list ?? [];
