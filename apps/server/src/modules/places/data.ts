import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Lang, PlaceKind } from '@starlit/contracts';
import { SERVER_ROOT } from '../../paths';
import { CHINA_KIND, CHINA_SAR, type PlacesFile } from './format';

/**
 * The places of data/places.json.gz (built by scripts/build-places.ts), read once on first
 * use into a tree (country → region → city; China: province → prefecture → county) and a
 * search list ordered by population.
 */
const FILE = path.join(SERVER_ROOT, 'data/places.json.gz');

/** A place of the tree (a class, so that every node shares one shape). */
export class PlaceNode {
  children: PlaceNode[] = [];
  constructor(
    readonly id: string,
    readonly kind: PlaceKind,
    /** ISO code; every entry of China's division tree is CN */
    readonly country: string,
    readonly en: string,
    /** '' when the data has no Chinese name */
    readonly zh: string,
    readonly lat: number,
    readonly lon: number,
    readonly tz: string,
    readonly population: number,
    /** the place it is named under in fullName (a city of HK/MO/TW: its GeoNames region) */
    readonly parent: PlaceNode | undefined,
  ) {}
}

/** Places in search order with their search keys, each key preceded by '\n'. */
export interface SearchList {
  nodes: PlaceNode[];
  keys: string[];
}

export interface CountryNode {
  code: string;
  en: string;
  zh: string;
  children: PlaceNode[];
}

export interface PlacesIndex {
  countries: Map<string, CountryNode>;
  /** by name in each language, China first */
  sorted: Record<Lang, CountryNode[]>;
  byId: Map<string, PlaceNode>;
  /** every place, most populous first, then city, county, region: the search order */
  all: SearchList;
  byCountry: Map<string, SearchList>;
}

const LETTERS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
};

/** Lower case without diacritics, spaces or punctuation: "São Paulo" → "saopaulo". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđæœßı]/g, (c) => LETTERS[c]!)
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

const KIND_ORDER: Record<PlaceKind, number> = { city: 0, county: 1, region: 2 };
const byPopulation = (a: PlaceNode, b: PlaceNode) => b.population - a.population;

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/**
 * A region named like the city it sits at (Dubai, Osaka, São Paulo, Dhaka Division; 东莞市 over
 * its one county-level 东莞市) is that city again in a search list: it is left out of search
 * and stays in the tree, where it holds its cities.
 */
function seatItRepeats(node: PlaceNode): PlaceNode | undefined {
  const name = fold(node.en);
  return node.children.find(
    (c) =>
      c.lat === node.lat &&
      c.lon === node.lon &&
      ((fold(c.en) !== '' && name.startsWith(fold(c.en))) || (c.zh !== '' && c.zh === node.zh)),
  );
}

function build(file: PlacesFile): PlacesIndex {
  const countries = new Map<string, CountryNode>();
  for (const [code, en, zh] of file.countries) countries.set(code, { code, en, zh, children: [] });
  const byId = new Map<string, PlaceNode>();
  const keysOf = new Map<PlaceNode, string>();
  const add = (node: PlaceNode, keys: string[]) => {
    const searchKeys = [...new Set(keys.filter(Boolean).map(fold))];
    keysOf.set(node, searchKeys.map((k) => `\n${k}`).join(''));
    byId.set(node.id, node);
    return node;
  };
  const zone = (i: number) => file.zones[i]!;

  for (const [country, admin1, en, lat, lon, tz, population, zh] of file.regions) {
    const id = `r:${country}.${admin1}`;
    const node = add(
      new PlaceNode(id, 'region', country, en, zh, lat, lon, zone(tz), population, undefined),
      [en, zh],
    );
    countries.get(country)?.children.push(node);
  }
  const collator = new Intl.Collator('en');
  for (const c of countries.values()) c.children.sort((a, b) => collator.compare(a.en, b.en));

  const orphans = new Map<string, PlaceNode[]>();
  for (const row of file.cities) {
    const [gid, name, ascii, country, admin1, lat, lon, population, tz, zh, zhMore] = row;
    const parent = byId.get(`r:${country}.${admin1}`);
    const id = `g:${gid}`;
    const node = add(
      new PlaceNode(id, 'city', country, name, zh, lat, lon, zone(tz), population, parent),
      [name, ascii, zh, ...(zhMore ? zhMore.split(' ') : [])],
    );
    (parent ? parent.children : listIn(orphans, country)).push(node);
  }
  for (const node of byId.values()) node.children.sort(byPopulation);
  for (const [code, list] of orphans)
    countries.get(code)?.children.push(...list.sort(byPopulation));

  const china = countries.get('CN')!;
  china.children = [];
  for (const row of file.china) {
    const [code, parentCode, kind, zh, en, keys, lat, lon, population, tz] = row;
    const parent = parentCode ? byId.get(`cn:${parentCode}`) : undefined;
    const id = `cn:${code}`;
    const node = add(
      new PlaceNode(id, CHINA_KIND[kind], 'CN', en, zh, lat, lon, zone(tz), population, parent),
      [zh, en, ...keys.split(' ')],
    );
    (parent ? parent.children : china.children).push(node);
    const iso = CHINA_SAR[code];
    if (iso)
      node.children = [...(countries.get(iso)?.children ?? [])]
        .flatMap((c) => (c.kind === 'region' ? c.children : [c]))
        .sort(byPopulation);
  }

  // such a region's names find its seat instead
  const shown = [...byId.values()].filter((node) => {
    const seat = seatItRepeats(node);
    if (seat) keysOf.set(seat, keysOf.get(seat)! + keysOf.get(node)!);
    return !seat;
  });
  const order = shown.sort(
    (a, b) =>
      b.population - a.population ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.id < b.id ? -1 : 1),
  );
  const all: SearchList = { nodes: order, keys: order.map((n) => keysOf.get(n)!) };
  const byCountry = new Map<string, SearchList>();
  for (const node of order) {
    let list = byCountry.get(node.country);
    if (!list) byCountry.set(node.country, (list = { nodes: [], keys: [] }));
    list.nodes.push(node);
    list.keys.push(keysOf.get(node)!);
  }

  const sortedIn = (lang: Lang) => {
    const collate = new Intl.Collator(lang === 'zh' ? 'zh-Hans-CN' : 'en');
    const rest = [...countries.values()].filter((c) => c.code !== 'CN');
    return [china, ...rest.sort((a, b) => collate.compare(a[lang], b[lang]))];
  };
  return { countries, sorted: { en: sortedIn('en'), zh: sortedIn('zh') }, byId, all, byCountry };
}

let index: PlacesIndex | undefined;

/** The places index, read and built on first use (about 0.3 s), then kept. */
export function places(): PlacesIndex {
  index ??= build(JSON.parse(gunzipSync(readFileSync(FILE)).toString('utf8')) as PlacesFile);
  return index;
}
