import type { Place, PlaceCountry } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call } from './call';

export type { Place, PlaceCountry };

const places = endpoints.places;

/**
 * Places for birthplaces and residences (/api/v2/personal/baseRegion, personal/subRegion).
 * Names come back in the request's language; a search matches either language.
 */
export const placesApi = {
  countries: () => call(places.baseRegion),
  /** the regions of a country, or the children of a place in it */
  children: (country: string, parent?: string) => call(places.subRegion, { country, parent }),
  /** places whose name (Chinese, English or ASCII) matches, at most PLACE_SEARCH_LIMIT (20) */
  search: (q: string, country?: string) => call(places.subRegion, { q, country }),
};
