/**
 * Writes data/zh-names-wof.tsv: the Chinese names that Who's On First (https://whosonfirst.org,
 * CC BY; names taken from Wikidata's labels) gives the cities of places.json.gz, by GeoNames id,
 * in simplified characters.
 *
 *   node --import tsx scripts/dump-wof-names.ts GIT_DIR... > wof.tsv
 *   node --import tsx scripts/extract-wof-names.ts wof.tsv
 *
 * A place of Who's On First that carries our GeoNames id and lies within NEAR_KM of ours gives
 * its name if the name sounds a little like the place (ID_SOUNDS_LIKE against our name or
 * Who's On First's) or as closely as csc-names.ts' acceptable() asks against one of its
 * alternate names; in the Han-named countries and in OWN_NAMES any Han name will do. A place
 * matched only by name and position (matchCsc()) must pass acceptable(). The sound check is
 * there because Wikidata labels at times belong to another item (Tongi: 纳耶巴扎尔; Simmering,
 * a district of Vienna: 炖煮, the word); rivers, mountains and mosques that lend a town their
 * label are dropped by name (NOT_A_TOWN). Of a place's names the mainland form comes first,
 * then the plain label, the other regional forms and the variants. Where several places
 * match, a locality is taken before a localadmin, a borough, a county, a macrohood (a city
 * district: Carabanchel) and a neighbourhood, the nearest first.
 *
 * The file keeps only names of places GeoNames has no Chinese name for: among GeoNames' own
 * forms these labels would pick the Taiwan one (亚历山卓 for 亚历山大港). Needs the places
 * build's packages (`places:build` installs them). See docs/data-sources.md.
 */
import { readFileSync } from 'node:fs';
import { acceptable, type CscCity, HAN_NAME, matchCsc, soundsLike, WORD } from './places/csc-names';
import { type GeoRow, km, listedCities, readCities500 } from './places/geonames';
import { WOF_TSV, writeNamesTsv } from './places/names-tsv';
import { simplified, zhNames } from './places/zh-names';

/** Placetypes taken, the preferred first. */
const PLACETYPES = ['locality', 'localadmin', 'borough', 'county', 'macrohood', 'neighbourhood'];
/** Chinese name properties (after `name:zho_`), the preferred first: the mainland form. */
const KEYS = ['cn_x_preferred', 'x_preferred', 'sg_x_preferred', 'my_x_preferred',
  'tw_x_preferred', 'hk_x_preferred', 'mo_x_preferred', 'x_variant']; // prettier-ignore
/** Farther apart than this (km), a place with our GeoNames id is taken for another one. */
const NEAR_KM = 50;
/** Share of the consonants that must agree for a name matched by GeoNames id (soundsLike()). */
const ID_SOUNDS_LIKE = 0.5;
/** Where a town's Chinese name is its own, given by the Chinese who live there (大山脚 for
 * Bukit Mertajam), not a transcription: taken by GeoNames id without the sound check. */
const OWN_NAMES = new Set(['MY']);
/** Countries whose towns' names keep 市 (四日市): Han-named ones (csc-names.ts). */
const KEEPS_SHI = new Set(['JP', 'KR', 'KP', 'TW', 'HK', 'MO', 'VN', 'SG']);
/** Another kind of thing than a town: a river, a lake, a mountain, a mosque, an airport, an
 * empire (Inca: 印加帝国) … */
const NOT_A_TOWN = /(?:河|江|湖|山脉|峰|清真寺|寺|教堂|机场|车站|基地|大学|帝国|王国)$/u;

interface WofPlace {
  gn?: number;
  placetype: string;
  country: string;
  lat: number;
  lon: number;
  latin: string[];
  zh: string[];
}

/** A Wikidata label as a simplified place name, or '' (Marawi: 马拉维_(菲律宾) → 马拉维). */
function cleanName(raw: string, country: string): string {
  let zh = simplified(
    raw
      .replace(/_*[(（].*$/u, '')
      .replace(/_+$/u, '')
      .trim(),
    country,
  )
    // a Vietnamese town's kind (Ninh Hòa: 宁和市社), a district's (Sepang: 雪邦县; an upazila), a
    // province's (Masbate: 马斯巴特省), a new town's (沙田新市镇) and an island's (青衣岛) are not
    // part of the town's name
    .replace(/(.{2,})(?:市社|县|省|新市镇|岛|乌帕齐拉)$/u, '$1');
  // nor, outside the Han-named countries, 市 (Caloocan: 加洛坎市 → 加洛坎)
  if (!KEEPS_SHI.has(country)) zh = zh.replace(/(.{2,})市$/u, '$1');
  return HAN_NAME.test(zh) && !WORD.test(zh) && !NOT_A_TOWN.test(zh) ? zh : '';
}

function readDump(file: string): { sources: string[]; places: WofPlace[] } {
  const sources: string[] = [];
  const places: WofPlace[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('# ')) sources.push(line.slice(2));
    if (!line || line.startsWith('#')) continue;
    const [gn = '', placetype = '', country = '', lat, lon, latin = '', zh = ''] = line.split('\t');
    if (!PLACETYPES.includes(placetype)) continue;
    const byKey = new Map(
      zh.split(' ').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
    const names = KEYS.flatMap((k) => byKey.get(k)?.split('|') ?? [])
      .map((raw) => cleanName(raw, country))
      .filter(Boolean);
    if (!names.length) continue;
    places.push({
      gn: gn ? Number(gn) : undefined,
      placetype,
      country,
      lat: Number(lat),
      lon: Number(lon),
      latin: latin.split('|'),
      zh: [...new Set(names)],
    });
  }
  return { sources, places };
}

/**
 * The first of `zh` that may name `row`: that sounds like `latin` (its names and the place's),
 * or more closely (acceptable()) like one of these or of its alternate names, or in OWN_NAMES
 * the first.
 */
const soundAlike = (row: GeoRow, latin: string[], zh: string[]): string | undefined =>
  zh.find(
    (z) =>
      latin.some((l) => soundsLike(l, z) >= ID_SOUNDS_LIKE) ||
      [...latin, ...row.latin].some((l) => acceptable(row, l, z)),
  ) ?? (OWN_NAMES.has(row.country) ? zh[0] : undefined);

function main(): void {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('usage: extract-wof-names.ts WOF_TSV (from dump-wof-names.ts)');
  const { sources, places } = readDump(file);
  const rank = (p: WofPlace) => PLACETYPES.indexOf(p.placetype);
  places.sort((a, b) => rank(a) - rank(b));

  const listed = listedCities(readCities500().filter((r) => r.country !== 'CN'));
  const byId = new Map(listed.map((r) => [r.id, r]));
  const matched = new Map<number, string>();
  // by GeoNames id: of the places near ours, in placetype order and then the nearest first,
  // the first that has a name that may be the place's
  const near = new Map<GeoRow, { p: WofPlace; d: number }[]>();
  for (const p of places) {
    const row = p.gn ? byId.get(p.gn) : undefined;
    const d = row ? km(row, p) : Infinity;
    if (row && d <= NEAR_KM) near.set(row, [...(near.get(row) ?? []), { p, d }]);
  }
  for (const [row, list] of near) {
    list.sort((a, b) => rank(a.p) - rank(b.p) || a.d - b.d);
    for (const { p } of list) {
      const zh = soundAlike(row, [row.name, row.ascii, ...p.latin], p.zh);
      if (zh) matched.set(row.id, zh);
      if (zh) break;
      if (process.env.WOF_DEBUG) console.info(`  not like ${row.name}: ${p.zh.join(' ')}`);
    }
  }
  const byIdIds = new Set(matched.keys());
  // by name and place, one placetype after the other
  for (const type of PLACETYPES) {
    const cities: CscCity[] = places
      .filter((p) => p.placetype === type)
      .flatMap((p) =>
        p.latin.map((name) => {
          const zh = p.zh.find((z) => acceptable({ country: p.country } as GeoRow, name, z));
          return {
            name,
            country_code: p.country,
            latitude: String(p.lat),
            longitude: String(p.lon),
            translations: zh ? { 'zh-CN': zh } : null,
          };
        }),
      );
    const rest = listed.filter((r) => !matched.has(r.id));
    for (const [id, zh] of matchCsc(rest, cities)) matched.set(id, zh);
  }

  // only the name of a place GeoNames has none for: among GeoNames' own forms the names of
  // Who's On First would choose the Taiwan one (亚历山卓 for 亚历山大港, 枋桥 for 板桥)
  const { tagged } = zhNames(listed, matched);
  const used = new Set(tagged.filled);
  const names = new Map([...matched].filter(([id]) => used.has(id)));
  const viaId = [...names.keys()].filter((id) => byIdIds.has(id)).length;
  if (process.env.WOF_DEBUG)
    for (const id of tagged.filled) console.info(`  ${byId.get(id)!.name}: ${matched.get(id)}`);
  const commits = sources.map((s) => s.replace('whosonfirst-data-admin-', ''));
  writeNamesTsv(
    WOF_TSV,
    [
      'Simplified Chinese names of GeoNames places, by GeoNames id.',
      "Data from Who's On First (https://whosonfirst.org), licence: https://whosonfirst.org/docs/licenses/",
      '(CC BY; the names are Wikidata labels, CC0).',
      'Source: the whosonfirst-data/whosonfirst-data-admin-XX repositories, XX and commit:',
      ...Array.from(
        { length: Math.ceil(commits.length / 10) },
        (_, i) => `  ${commits.slice(i * 10, i * 10 + 10).join(', ')}`,
      ),
      'Made by apps/server/scripts/dump-wof-names.ts and extract-wof-names.ts: matched by GeoNames',
      'id and place (or by name and place), sounding like the place, turned into simplified',
      'characters by OpenCC.',
    ],
    names,
  );
  console.info(
    `wrote ${WOF_TSV}: ${names.size} names of places GeoNames names none (${viaId} by ` +
      `GeoNames id, the rest by name; ${tagged.chosen.length} would choose among its forms); ` +
      `${matched.size} matched (${byIdIds.size} by GeoNames id), ` +
      `${tagged.agreed} the same as GeoNames' choice, ${tagged.differed} not among its forms`,
  );
}

main();
