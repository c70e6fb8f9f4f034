/**
 * Chinese names from the countries-states-cities database (dr5hn/countries-states-cities-database,
 * ODbL 1.0): each city's `translations["zh-CN"]`, a language-tagged simplified Chinese name.
 *
 * Many of those names were machine translated, and a word that is also a place name was at
 * times translated as the word (Sale → 销售, Tripoli → 硅藻土, Thane → 领主). A name is taken
 * only where it is written in Han characters and sounds like the place (soundsLike(): the
 * consonants of its pinyin against those of the Latin name), except in countries whose places
 * have Han names of their own (Japan, Korea, Vietnam …), where it must merely be Han.
 *
 * `scripts/extract-csc-names.ts` matches the database's cities to ours and writes what passes
 * to data/zh-names-csc.tsv (GeoNames id → name); the places build reads that file.
 */
import { createRequire } from 'node:module';
import { type GeoRow, km, latinKey } from './geonames';

const require = createRequire(import.meta.url);

/** One city of the database (the fields we read). */
export interface CscCity {
  name: string;
  country_code: string;
  latitude: string;
  longitude: string;
  translations?: Record<string, string> | null;
}

/** Countries whose places have Han names of their own (read in Chinese, not transcribed). */
const HAN_NAMED = new Set(['JP', 'KR', 'KP', 'TW', 'HK', 'MO', 'VN', 'SG']);
export const HAN_NAME = /^[\u3400-\u9fff]+(?:[·-][\u3400-\u9fff]+)*$/u;
/** A language, a people, a genus, a villa: a word translated, not a place transcribed. */
export const WORD = /(?:语|人|属|别墅|运动)$/u;
/** Farther apart than this (km), a city of the database is not one of ours. */
const NEAR_KM = 25;
/** Share of the consonants that must agree (soundsLike()). */
const SOUNDS_LIKE = 0.6;

/**
 * Consonant classes: P (b p), T (d t), K (g k), S (s z and affricates), J (pinyin j q x,
 * which stand for Latin k and s sounds alike), F (f), W (v w), N (m n), L (l r).
 */
const SAME: Record<string, string> = { J: 'KS', F: 'W', W: 'F' };
const eq = (a: string, b: string) => a === b || !!SAME[a]?.includes(b) || !!SAME[b]?.includes(a);

const push = (out: string[], c: string | undefined) => {
  if (c && out.at(-1) !== c) out.push(c);
};

function latinConsonants(name: string): string[] {
  const s = latinKey(name)
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/tsch|sch|tch|dzh|sh|ch|zh|dj|ts|tz|cz|sz|x/g, 's')
    .replace(/kh|gh|ck|qu/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/[jz]/g, 's');
  const out: string[] = [];
  const map: Record<string, string> = {
    b: 'P', p: 'P', d: 'T', t: 'T', g: 'K', k: 'K', s: 'S', f: 'F', v: 'W', w: 'W',
    m: 'N', n: 'N', l: 'L', r: 'L',
  }; // prettier-ignore
  for (const ch of s) push(out, map[ch]);
  return out;
}

type Pinyin = (text: string, options: { toneType: 'none'; type: 'array' }) => string[];
const { pinyin } = require('pinyin-pro') as { pinyin: Pinyin };
const INITIAL: Record<string, string> = {
  b: 'P', p: 'P', d: 'T', t: 'T', g: 'K', k: 'K', j: 'J', q: 'J', x: 'J', zh: 'S', ch: 'S',
  sh: 'S', z: 'S', c: 'S', s: 'S', f: 'F', w: 'W', m: 'N', n: 'N', l: 'L', r: 'L',
}; // prettier-ignore

function hanConsonants(zh: string): string[] {
  const out: string[] = [];
  for (const syllable of pinyin(zh.replace(/[·-]/g, ''), { toneType: 'none', type: 'array' })) {
    if (syllable === 'er') {
      push(out, 'L'); // 尔 transcribes r
      continue;
    }
    const m = /^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsw])?[a-z]*?(ng|n)?$/.exec(syllable);
    push(out, m?.[1] ? INITIAL[m[1]] : undefined);
    push(out, m?.[2] ? 'N' : undefined);
  }
  return out;
}

/** Longest common subsequence of two consonant lists, classes matched by eq(). */
function common(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = eq(x, b[j - 1]!) ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** How far a Chinese name sounds like a Latin one, 0 to 1 (坎普尔 / Kanpur: 1). */
export function soundsLike(latin: string, zh: string): number {
  const a = latinConsonants(latin);
  const b = hanConsonants(zh);
  return a.length && b.length ? common(a, b) / Math.max(a.length, b.length) : 0;
}

/** Whether the database's name `zh` can stand for `row`. */
export function acceptable(row: GeoRow, latin: string, zh: string): boolean {
  if (!HAN_NAME.test(zh) || WORD.test(zh)) return false;
  return HAN_NAMED.has(row.country) || soundsLike(latin, zh) >= SOUNDS_LIKE;
}

/**
 * The database's Chinese name of each of `rows` that it has one for: its city of the same
 * country within NEAR_KM whose name is one of the row's names (GeoNames name, ASCII name or
 * Latin alternate names), the nearest one, when the name is acceptable().
 */
export function matchCsc(rows: GeoRow[], cities: CscCity[]): Map<number, string> {
  const byKey = new Map<string, CscCity[]>();
  for (const c of cities) {
    if (!c.translations?.['zh-CN']) continue;
    const key = `${c.country_code}:${latinKey(c.name)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const out = new Map<number, string>();
  for (const row of rows) {
    const keys = new Set([latinKey(row.name), latinKey(row.ascii), ...row.latin]);
    let best: { city: CscCity; d: number } | undefined;
    for (const k of keys)
      for (const city of byKey.get(`${row.country}:${k}`) ?? []) {
        const d = km(row, { lat: Number(city.latitude), lon: Number(city.longitude) });
        if (d <= NEAR_KM && (!best || d < best.d)) best = { city, d };
      }
    if (!best) continue;
    const zh = best.city.translations!['zh-CN']!.trim();
    if (acceptable(row, best.city.name, zh)) out.set(row.id, zh);
  }
  return out;
}
