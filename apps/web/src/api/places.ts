import type { BaseRegion, Place, PlaceCountry, SubRegion } from '@starlit/contracts';
import { http } from './http';

export type { Place, PlaceCountry };

/**
 * Places for birthplaces and residences (/api/v2/personal/baseRegion, personal/subRegion).
 * Names come back in the request's language; a search matches either language.
 */
export const placesApi = {
  countries: () => http.get<BaseRegion>('personal/baseRegion'),
  /** the regions of a country, or the children of a place in it */
  children: (country: string, parent?: string) =>
    http.get<SubRegion>('personal/subRegion', { country, parent }),
  /** places whose name (Chinese, English or ASCII) matches, at most PLACE_SEARCH_LIMIT (20) */
  search: (q: string, country?: string) =>
    http.get<SubRegion>('personal/subRegion', { q, country }),
};
