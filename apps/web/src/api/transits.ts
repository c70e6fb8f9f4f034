import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

export type TransitDays = 30 | 90;

/** The transits calendar (/api/v2/astro/transits). */
export const transitsApi = {
  /** a profile's transits over the next 30 or 90 days, with their texts in the app's language */
  list: (profileId: number, days: TransitDays) =>
    call(endpoints.transits.list, { profileId, days }),
};
