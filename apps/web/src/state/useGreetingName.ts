import { useProfilesStore } from './profiles';
import { greetingName, useSessionStore } from './session';

/** The own profile's name ('' without one). */
export function useOwnProfileName(): string {
  return useProfilesStore((s) => s.list.find((a) => a.relationship === 'A')?.nickname ?? '');
}

/** The signed-in user's greeting name (see greetingName); '' for visitors. */
export function useGreetingName(): string {
  const own = useOwnProfileName();
  return useSessionStore((s) => (s.loginStatus ? greetingName(s, own) : ''));
}
