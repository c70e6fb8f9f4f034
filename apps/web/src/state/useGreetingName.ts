import { useProfiles } from '../api/profileList';
import { greetingName, useSessionStore } from './session';

/** The own profile's name ('' without one). */
export function useOwnProfileName(): string {
  return useProfiles().list.find((a) => a.relationship === 'A')?.nickname ?? '';
}

/** The signed-in user's greeting name (see greetingName); '' for visitors. */
export function useGreetingName(): string {
  const own = useOwnProfileName();
  return useSessionStore((s) => (s.loginStatus ? greetingName(s, own) : ''));
}
