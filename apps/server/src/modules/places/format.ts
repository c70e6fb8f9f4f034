/**
 * The layout of `apps/server/data/places.json.gz`, written by `scripts/build-places.ts` and
 * read by `data.ts`. Rows are arrays to keep the file small; coordinates have 4 decimals
 * (about 11 m); `tz` fields index `zones`.
 */
export interface PlacesFile {
  v: 1;
  /** what the file was built from (for humans; no date, so a rebuild of the same data is identical) */
  built: string;
  zones: string[];
  /** ISO 3166-1 alpha-2 code, English name, Chinese name */
  countries: CountryRow[];
  /** admin-1 regions outside mainland China; the coordinates and zone are its seat's */
  regions: RegionRow[];
  /** GeoNames populated places outside mainland China */
  cities: CityRow[];
  /** mainland China's divisions, and 台湾省/香港/澳门 as province-level entries (71/81/82) */
  china: ChinaRow[];
}

export type CountryRow = [code: string, en: string, zh: string];

export type RegionRow = [
  country: string,
  admin1: string,
  en: string,
  lat: number,
  lon: number,
  tz: number,
  population: number,
  /** simplified Chinese name, '' when the data has none */
  zh: string,
];

export type CityRow = [
  geonameId: number,
  name: string,
  /** GeoNames' ASCII name, '' when the same as the name */
  ascii: string,
  country: string,
  admin1: string,
  lat: number,
  lon: number,
  population: number,
  tz: number,
  /** simplified Chinese name, '' when the data has none */
  zh: string,
  /** more simplified Chinese names for search, space-separated (悉尼's 雪梨), or '' */
  zhMore: string,
];

export const CHINA_KIND = ['region', 'city', 'county'] as const;

export type ChinaRow = [
  /** division code: 2 digits (province), 4 (prefecture), 6 (county level) */
  code: string,
  /** the code of the entry it is listed under, '' for a province */
  parent: string,
  /** index into CHINA_KIND */
  kind: 0 | 1 | 2,
  zh: string,
  en: string,
  /** more search keys, space-separated: toneless pinyin, the GeoNames seat's name */
  keys: string,
  lat: number,
  lon: number,
  population: number,
  tz: number,
  /** 1: the place's own coordinates (matched to GeoNames); 0: its parent's */
  exact: 0 | 1,
];

/** Province-level entries of the China tree whose places come from another ISO code. */
export const CHINA_SAR: Record<string, string> = { '71': 'TW', '81': 'HK', '82': 'MO' };
