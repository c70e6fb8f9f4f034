/**
 * Chinese (simplified) names of places outside mainland China for the places build.
 *
 * - GeoNames' alternate names written only in Han characters (cities500 carries them without
 *   a language tag: Chinese, traditional Chinese, Japanese kanji, Korean hanja), each turned
 *   into simplified Chinese by OpenCC (opencc-js: traditional → mainland; shinjitai →
 *   mainland for places in Japan).
 * - The countries-states-cities database's zh-CN name (scripts/places/csc-names.ts, through
 *   data/zh-names-csc.tsv), language-tagged: the name of a place that GeoNames has none for,
 *   and among GeoNames' forms of a place the one shown.
 * - Natural Earth's populated places (scripts/extract-ne-names.ts, through
 *   data/zh-names-ne.tsv): Wikidata's labels, used like the database's names and before them.
 * - CLDR's Chinese exemplar city of a time zone (cldr-dates-full, locale zh: 纽约, 悉尼,
 *   奥克兰 …), the usual mainland name of about 400 large cities, chosen before the rest.
 *
 * Among a place's forms the shown name is the one most of its alternate names lead to, a
 * form that another one extends counting for both (纽约 before 纽约市, 首尔 before
 * 首尔特别市), then the shortest. The other forms stay search keys. See docs/data-sources.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type GeoRow, latinKey } from './geonames';
import { readTaggedNames } from './names-tsv';

const require = createRequire(import.meta.url);

type Convert = (text: string) => string;
type Locale = 'cn' | 'tw' | 'twp' | 'hk' | 'jp' | 't';
interface OpenCC {
  Converter(options: { from: Locale; to: Locale }): Convert;
}
const opencc = require('opencc-js') as OpenCC;
const fromTraditional = opencc.Converter({ from: 't', to: 'cn' });
const fromJapanese = opencc.Converter({ from: 'jp', to: 'cn' });
const toTraditional = opencc.Converter({ from: 'cn', to: 't' });

export interface ZhName {
  /** the name shown in Chinese */
  name: string;
  /** the other simplified forms, for search */
  more: string[];
}

/** The most other forms a place keeps as search keys. */
const MORE = 3;

/** Korean city kinds (仁川广域市 → 仁川), dropped to give the name as it is used in Chinese. */
const KOREAN_KIND = /(?:广域市|特别市|特别自治市)$/u;

/** A Han name in mainland simplified characters (a place in Japan read as shinjitai). */
export function simplified(han: string, country: string): string {
  return (country === 'JP' ? fromJapanese : fromTraditional)(han);
}

/** Simplified forms of a place's Han names, the shown one first. */
function forms(row: GeoRow): string[] {
  const support = new Map<string, number>();
  const add = (s: string, n: number) => support.set(s, (support.get(s) ?? 0) + n);
  for (const han of row.han) {
    const s = simplified(han, row.country);
    // written with simplified characters as they are: a mainland form, worth a little more
    add(s, s === han && toTraditional(han) !== han ? 1.5 : 1);
    const stem = s.replace(KOREAN_KIND, '');
    if (stem !== s && stem.length >= 2) add(stem, 0);
  }
  const list = [...support.keys()];
  const score = (s: string) =>
    list.reduce((n, other) => n + (other.startsWith(s) ? support.get(other)! : 0), 0);
  return list.sort(
    (a, b) => score(b) - score(a) || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
  );
}

interface ZoneCity {
  zone: string;
  /** the city part of the zone id as a latinKey (America/New_York → newyork) */
  key: string;
  zh: string;
}

/** CLDR's Chinese exemplar cities, by zone id (legacy ids included: Asia/Saigon). */
function readExemplarCities(): ZoneCity[] {
  const path = require.resolve('cldr-dates-full/main/zh/timeZoneNames.json');
  const json = JSON.parse(readFileSync(path, 'utf8')) as {
    main: { zh: { dates: { timeZoneNames: { zone: Record<string, unknown> } } } };
  };
  const out: ZoneCity[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (!v || typeof v !== 'object') continue;
      const zone = prefix ? `${prefix}/${k}` : k;
      const city = (v as { exemplarCity?: string }).exemplarCity;
      if (city) out.push({ zone, key: latinKey(k.replace(/_/g, ' ')), zh: city });
      else walk(v as Record<string, unknown>, zone);
    }
  };
  walk(json.main.zh.dates.timeZoneNames.zone, '');
  return out.filter((z) => !z.zone.startsWith('Etc/'));
}

const canonical = new Map<string, string>();
/** The zone's ICU id, the same for an old and a new name (Asia/Saigon, Asia/Ho_Chi_Minh). */
function canon(zone: string): string {
  let id = canonical.get(zone);
  if (id === undefined) {
    try {
      id = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      id = zone;
    }
    canonical.set(zone, id);
  }
  return id;
}

/** How the tagged (zh-CN) names were used. */
export interface TaggedUse {
  /** the only name of a place GeoNames has none for */
  filled: number[];
  /** chosen among GeoNames' forms of a place */
  chosen: number[];
  /** the same as GeoNames' own choice, or that choice lengthened (富山市 for 富山) */
  agreed: number;
  /** not among GeoNames' forms, or GeoNames' name of another place, so left out */
  differed: number;
}

/**
 * Chinese names for `rows` (places outside mainland China), by GeoNames id, with `tagged`
 * zh-CN names by GeoNames id. A place with no Han alternate name, no tagged name and no CLDR
 * exemplar has none.
 */
export function zhNames(
  rows: GeoRow[],
  tagged: Map<number, string> = readTaggedNames(),
): Map<number, ZhName> & { tagged: TaggedUse } {
  const use: TaggedUse = { filled: [], chosen: [], agreed: 0, differed: 0 };
  const out = Object.assign(new Map<number, ZhName>(), { tagged: use });
  const formsOf = new Map(rows.map((row) => [row, forms(row)]));
  // a name that GeoNames gives another place of the same country is not taken as a place's
  // only name (平壤 for P'yŏngsŏng, not Pyongyang)
  const given = new Set(
    [...formsOf].flatMap(([row, list]) => list.map((f) => `${row.country}:${f}`)),
  );
  for (const row of rows) {
    let list = formsOf.get(row)!;
    const zh = tagged.get(row.id);
    if (zh && !list.length && given.has(`${row.country}:${zh}`)) use.differed++;
    else if (zh && !list.length) {
      list = [zh];
      use.filled.push(row.id);
    } else if (zh && zh.startsWith(list[0]!))
      use.agreed++; // 富山 kept before 富山市
    else if (zh && list.includes(zh)) {
      list = [zh, ...list.filter((f) => f !== zh)];
      use.chosen.push(row.id);
    } else if (zh) use.differed++;
    formsOf.set(row, list);
    if (list.length) out.set(row.id, { name: list[0]!, more: list.slice(1, 1 + MORE) });
  }

  // a zone's exemplar city names the most populous place of that zone that is called like
  // the zone (New_York → New York or New York City) or has the exemplar among its Han names
  const byZone = new Map<string, GeoRow[]>();
  for (const row of rows) {
    const key = canon(row.tz);
    byZone.set(key, [...(byZone.get(key) ?? []), row]);
  }
  let exemplars = 0;
  for (const z of readExemplarCities()) {
    const place = (byZone.get(canon(z.zone)) ?? [])
      .filter(
        (r) =>
          [r.name, r.ascii].some((n) => [z.key, `${z.key}city`].includes(latinKey(n))) ||
          formsOf.get(r)!.includes(z.zh),
      )
      .sort((a, b) => b.population - a.population)[0];
    if (!place) continue;
    const rest = formsOf.get(place)!.filter((f) => f !== z.zh);
    if (process.env.ZH_NAMES_DEBUG && rest[0] && !z.zh.startsWith(rest[0]))
      console.info(`  ${place.name}: ${z.zh} (GeoNames ${rest.join(' ')})`);
    out.set(place.id, { name: z.zh, more: rest.slice(0, MORE) });
    exemplars++;
  }
  console.info(
    `zh names: ${out.size} places, ${exemplars} from CLDR exemplar cities; zh-CN names: ` +
      `${use.filled.length} the only name, ${use.chosen.length} chosen among GeoNames' forms, ` +
      `${use.agreed} the same as GeoNames' choice, ${use.differed} not among its forms`,
  );
  return out;
}
