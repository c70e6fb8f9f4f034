import { PLACE_SEARCH_LIMIT, type Lang, type Place, type PlaceCountry } from '@starlit/contracts';
import { paramError } from '../../lib/errors';
import { fold, places, type PlaceNode } from './data';

/**
 * Birthplaces and residences: the countries, browsing down their tree, a search by name,
 * and a place by id (the profiles module snapshots its coordinates and zone).
 */

const nameIn = (node: { en: string; zh: string }, lang: Lang): string =>
  lang === 'zh' && node.zh ? node.zh : node.en;

/**
 * The name with its parents and country: "Pudong, Shanghai, China" in English, "中国 上海市
 * 浦东新区" / "美国 纽约" in Chinese (largest first). A name its parent repeats is written
 * once. Chinese never mixes scripts: a region without a Chinese name is left out ("日本 东京
 * 八王子", "美国 纽约"), and a place without one is written in English whole.
 */
export function fullName(node: PlaceNode, lang: Lang): string {
  if (lang === 'zh' && !node.zh) return fullName(node, 'en');
  const parts: string[] = [];
  for (let n: PlaceNode | undefined = node; n; n = n.parent) {
    if (lang === 'zh' && !n.zh) continue;
    parts.push(nameIn(n, lang));
  }
  const country = places().countries.get(node.country);
  if (country) parts.push(nameIn(country, lang));
  // a region the next part repeats goes ("Taipei, Taiwan, Taiwan, China" → "Taipei, Taiwan,
  // China"), as does a region that only repeats the place in it ("Osaka, Osaka, Japan"); one
  // that says more stays ("Dhaka, Dhaka Division, Bangladesh")
  const folded = parts.map(fold);
  const last = parts.length - 1;
  const unique = parts.filter(
    (_, i) =>
      i === last ||
      !(
        (i + 1 === last && folded[last]!.startsWith(folded[i]!)) ||
        (i > 0 && folded[i] === folded[i - 1])
      ),
  );
  return lang === 'zh' ? unique.reverse().join(' ') : unique.join(', ');
}

function view(node: PlaceNode, lang: Lang): Place {
  return {
    id: node.id,
    name: nameIn(node, lang),
    fullName: fullName(node, lang),
    country: node.country,
    kind: node.kind,
    lat: node.lat,
    lon: node.lon,
    tz: node.tz,
    hasChildren: node.children.length > 0,
  };
}

/** Every country that has places, by name in the language, China first. */
export function listCountries(lang: Lang): PlaceCountry[] {
  return places().sorted[lang].map((c) => ({ code: c.code, name: nameIn(c, lang) }));
}

export const hasCountry = (code: string): boolean => places().countries.has(code);

/**
 * A country's regions (China: its provinces, 台湾/香港/澳门 among them; a country without
 * regions: its cities), or the children of `parentId` (which must lie in that country).
 */
export function listChildren(
  country: string | undefined,
  parentId: string | undefined,
  lang: Lang,
): Place[] {
  const index = places();
  if (parentId === undefined) {
    return (index.countries.get(country ?? '')?.children ?? []).map((n) => view(n, lang));
  }
  const parent = index.byId.get(parentId);
  if (!parent || (country !== undefined && parent.country !== country)) throw paramError('parent');
  return parent.children.map((n) => view(n, lang));
}

/**
 * Places whose Chinese, English or ASCII name contains `q` (case, diacritics, spaces and
 * punctuation ignored): names that start with it first, then by population; at most
 * PLACE_SEARCH_LIMIT. The list is already in population order, so a scan stops once it
 * has a full page of prefix matches.
 */
export function searchPlaces(q: string, country: string | undefined, lang: Lang): Place[] {
  const needle = fold(q);
  if (!needle) return [];
  const index = places();
  const list = country === undefined ? index.all : index.byCountry.get(country);
  if (!list) return [];
  const prefix: PlaceNode[] = [];
  const inside: PlaceNode[] = [];
  const start = `\n${needle}`;
  const { nodes, keys } = list;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (!k.includes(needle)) continue;
    if (k.includes(start)) {
      prefix.push(nodes[i]!);
      if (prefix.length === PLACE_SEARCH_LIMIT) break;
    } else if (inside.length < PLACE_SEARCH_LIMIT) {
      inside.push(nodes[i]!);
    }
  }
  return [...prefix, ...inside].slice(0, PLACE_SEARCH_LIMIT).map((n) => view(n, lang));
}

/** A place by its id, named in the language; undefined when there is none. */
export function placeById(id: string, lang: Lang = 'en'): Place | undefined {
  const node = places().byId.get(id);
  return node && view(node, lang);
}
