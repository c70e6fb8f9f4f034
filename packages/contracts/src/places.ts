import { z } from 'zod';
import { baseQuery, safeText } from './common';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * Places for birthplaces and residences: countries, their regions, cities and (in China)
 * counties, each with coordinates and an IANA time zone. Names come back in the request's
 * language where the data has one (Chinese: every place of China, and the cities and regions
 * elsewhere that have a usual Chinese name; a place without one is named in English whole,
 * never in mixed scripts); a search matches Chinese, English and ASCII names.
 */

export const PLACE_KINDS = ['region', 'city', 'county'] as const;
export const placeKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof placeKindSchema>;

/** The most places a search returns. */
export const PLACE_SEARCH_LIMIT = 20;

/** A country that can be browsed. */
export const placeCountrySchema = z.object({
  /** ISO 3166-1 alpha-2 */
  code: z.string(),
  name: z.string(),
});
export type PlaceCountry = z.infer<typeof placeCountrySchema>;

export const placeSchema = z.object({
  /** stable: `g:<GeoNames id>`, `r:<country>.<admin-1 code>` or `cn:<division code>` */
  id: z.string(),
  name: z.string(),
  /** with its parents: "Pudong, Shanghai, China" / "中国 上海市 浦东新区", "美国 纽约" */
  fullName: z.string(),
  /** ISO 3166-1 alpha-2 */
  country: z.string(),
  kind: placeKindSchema,
  lat: z.number(),
  lon: z.number(),
  /** IANA time zone, e.g. Asia/Shanghai */
  tz: z.string(),
  /** it has places to browse into */
  hasChildren: z.boolean(),
});
export type Place = z.infer<typeof placeSchema>;

// ---- personal/baseRegion ------------------------------------------------------------

export const baseRegionResponse = z.object({ list: z.array(placeCountrySchema) });
export type BaseRegion = z.infer<typeof baseRegionResponse>;

// ---- personal/subRegion ---------------------------------------------------------------

/**
 * `country`: its regions (China: provinces); `country` + `parent`: the children of a place
 * (China: province → prefectures → counties; elsewhere region → cities by population);
 * `q` (optionally with `country`): a search by name, at most PLACE_SEARCH_LIMIT places.
 */
export const subRegionQuery = baseQuery
  .extend({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    parent: safeText().trim().min(1).max(40).optional(),
    q: safeText().trim().min(1).max(40).optional(),
  })
  .refine((v) => v.country !== undefined || v.q !== undefined, {
    path: ['country'],
    message: 'country or q is required',
  });
export type SubRegionQuery = z.input<typeof subRegionQuery>;

export const subRegionResponse = z.object({ list: z.array(placeSchema) });
export type SubRegion = z.infer<typeof subRegionResponse>;

// ---- routes ----------------------------------------------------------------------------------

/** A country the place list does not hold answers 1001 naming `country` (checked by the server). */
export const placesRoutes = defineRoutes(endpoints.places, {
  baseRegion: { query: baseQuery, response: baseRegionResponse },
  subRegion: { query: subRegionQuery, response: subRegionResponse },
});
