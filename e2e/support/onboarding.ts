/**
 * Browser storage of a device that has seen the first-open introduction: the tests of other
 * screens open the app as a returning visitor (the introduction has its own spec, which
 * starts from empty storage).
 */
export function introductionSeen(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'onboarded', value: '1' }] }],
  };
}

/** A first visit: nothing stored. */
export const FIRST_VISIT = { cookies: [], origins: [] };
