import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

const cycles = endpoints.cycles;

/** A profile and year's solar return. */
export interface SolarReturnKey {
  profileId: number;
  year: number;
}

/** The solar return and the progressed Moon (/api/v2/astro/solarReturn, astro/progressedMoon). */
export const cyclesApi = {
  /** the return of a year (this year's or next), cast at the place remembered for it */
  solarReturn: ({ profileId, year }: SolarReturnKey) =>
    call(cycles.solarReturn, { profileId, year }),
  /** remembers where the member spends that birthday, and answers the return cast there */
  choosePlace: ({ profileId, year, placeId }: SolarReturnKey & { placeId: string }) =>
    call(cycles.solarReturnPlace, { profileId, year, placeId }),
  /** unlocks the year's themes (unlockSolarReturn, charged once per profile and year) */
  unlock: ({ profileId, year }: SolarReturnKey) =>
    call(cycles.unlockSolarReturn, { profileId, year }),
  /** the progressed Moon now and its next change */
  progressedMoon: (profileId: number) => call(cycles.progressedMoon, { profileId }),
};
