import { useProfiles } from '../api/profileList';
import { useUserInfo } from '../api/userInfo';
import { greetingName, useSessionStore } from './session';

/** The own profile's name ('' without one). */
export function useOwnProfileName(): string {
  return useProfiles().list.find((a) => a.relationship === 'A')?.nickname ?? '';
}

/** The signed-in user's greeting name (see greetingName); '' for visitors. */
export function useGreetingName(): string {
  const own = useOwnProfileName();
  const userInfo = useUserInfo();
  return useSessionStore((s) =>
    s.loginStatus ? greetingName({ check: s.check, userInfo }, own) : '',
  );
}
