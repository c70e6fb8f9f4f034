import { PLANET_FACES, SIGN_FACES } from '../dice/content';
import { ZODIAC_SIGNS } from '../zodiac';
import type { Aspect, AspectKind, Transit } from './aspects';
import type { Chart } from './chart';
import {
  aspectWeight,
  DIMENSION_WEIGHTS,
  fortuneBand,
  FORTUNE_DIMENSIONS,
  type DayFortune,
} from './fortune';
import { PLANETS, type PlanetId } from './planets';
import { signOf } from './chart';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AspectFlavor, AstroLang, HouseNumber, PlanetPair, SignProfile } from './content';

export interface ReportSection {
  key: string;
  title: string;
  text: string;
}

const planetName = (id: PlanetId, lang: AstroLang) => PLANET_FACES[id][lang].name;
const signName = (sign: number, lang: AstroLang) => SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].name;
const aspectName = (kind: AspectKind, lang: AstroLang) => ASTRO_TEXT[lang].aspectKind[kind].name;

/** FNV-1a: a stable 32-bit hash, to pick among text variants deterministically. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const flavorOf = (kind: AspectKind): AspectFlavor =>
  kind === 'conjunction'
    ? 'conjunction'
    : kind === 'sextile' || kind === 'trine'
      ? 'harmonious'
      : 'challenging';

/** The text of an aspect between two planets (the pair text, or the aspect's own meaning). */
export function aspectText(a: PlanetId, b: PlanetId, kind: AspectKind, lang: AstroLang): string {
  const [x, y] = PLANETS.indexOf(a) <= PLANETS.indexOf(b) ? [a, b] : [b, a];
  const pair = ASTRO_TEXT[lang].aspectPair[`${x}-${y}` as PlanetPair];
  return pair && x !== y ? pair[flavorOf(kind)] : ASTRO_TEXT[lang].aspectKind[kind].summary;
}

export interface NatalOptions {
  /** birth time unknown: read at noon, no rising sign or houses */
  timeUnknown?: boolean;
  /** how many aspects the report explains (tightest first) */
  aspects?: number;
}

/** The natal ("destiny") report: the big three, each planet by sign and house, key aspects. */
export function composeNatalReport(
  chart: Chart,
  lang: AstroLang,
  options: NatalOptions = {},
): ReportSection[] {
  const text = ASTRO_TEXT[lang];
  const label = ASTRO_LABELS[lang];
  const unknown = options.timeUnknown === true;
  const [sun, moon] = [chart.planets[0]!, chart.planets[1]!];
  const notes = [
    ...(unknown ? [label.timeUnknown] : []),
    ...(!unknown && chart.fallbackFrom ? [label.porphyry] : []),
  ];
  const overview = [
    ...notes,
    text.planetInSign.sun[ZODIAC_SIGNS[sun.sign]!],
    text.planetInSign.moon[ZODIAC_SIGNS[moon.sign]!],
    ...(unknown ? [] : [text.rising[ZODIAC_SIGNS[signOf(chart.ascendant)]!]]),
  ];
  const sections: ReportSection[] = [
    { key: 'overview', title: label.titles.overview, text: overview.join('\n\n') },
  ];
  for (const p of chart.planets) {
    const name = planetName(p.id, lang);
    const sign = signName(p.sign, lang);
    const title = unknown
      ? label.inSign(name, sign)
      : label.inSignHouse(name, sign, label.house(p.house));
    const parts = [text.planetInSign[p.id][ZODIAC_SIGNS[p.sign]!]];
    if (!unknown) parts.push(text.planetInHouse[p.id][p.house as HouseNumber]);
    sections.push({ key: p.id, title, text: parts.join('\n\n') });
  }
  const aspects = chart.aspects.slice(0, options.aspects ?? 8);
  if (aspects.length > 0)
    sections.push({
      key: 'aspects',
      title: label.titles.aspects,
      text: aspects.map((a: Aspect) => aspectParagraph(a.a, a.kind, a.b, lang)).join('\n\n'),
    });
  return sections;
}

function aspectParagraph(a: PlanetId, kind: AspectKind, b: PlanetId, lang: AstroLang): string {
  const head = ASTRO_LABELS[lang].aspectLine(
    planetName(a, lang),
    aspectName(kind, lang),
    planetName(b, lang),
  );
  return `**${head}**${lang === 'zh' ? '：' : ': '}${aspectText(a, b, kind, lang)}`;
}

/** The six sections of the single stellar reading of a Sun sign. */
export function singleReading(sign: number, lang: AstroLang): SignProfile {
  return ASTRO_TEXT[lang].signProfile[ZODIAC_SIGNS[sign]!];
}

export type FortuneTexts = Record<'overall' | (typeof FORTUNE_DIMENSIONS)[number], string>;

/** The day's short texts for each score, one of three variants chosen by `seed`. */
export function fortuneTexts(day: DayFortune, lang: AstroLang, seed: string): FortuneTexts {
  const text = ASTRO_TEXT[lang].fortune;
  const pick = <T>(list: readonly [T, T, T], key: string): T => list[hash32(`${seed}:${key}`) % 3]!;
  const out = { overall: pick(text.overall[fortuneBand(day.overall)], 'overall') } as FortuneTexts;
  for (const dim of FORTUNE_DIMENSIONS)
    out[dim] = pick(text.dimensions[dim][fortuneBand(day.scores[dim])], dim);
  return out;
}

/** A transit in words: "Transit Venus trine your natal Moon". */
export function transitLine(
  t: Pick<Transit, 'transit' | 'kind' | 'natal'>,
  lang: AstroLang,
): string {
  return ASTRO_LABELS[lang].transit(
    planetName(t.transit, lang),
    aspectName(t.kind, lang),
    planetName(t.natal, lang),
  );
}

/** "**Transit Venus trine your natal Moon**: …" */
function transitParagraph(t: Transit, lang: AstroLang): string {
  const sep = lang === 'zh' ? '：' : ': ';
  return `**${transitLine(t, lang)}**${sep}${aspectText(t.transit, t.natal, t.kind, lang)}`;
}

/** The transit that weighs most on one area of life today, if any touches it. */
function strongestFor(day: DayFortune, dim: (typeof FORTUNE_DIMENSIONS)[number]): Transit | null {
  const w = DIMENSION_WEIGHTS[dim];
  let best: Transit | null = null;
  let bestWeight = 0;
  for (const t of day.transits) {
    const weight =
      Math.abs(aspectWeight(t.kind, t.transit)) *
      (1 - t.orb / t.maxOrb) *
      ((w[t.transit] ?? 0) + (w[t.natal] ?? 0));
    if (weight > bestWeight) [best, bestWeight] = [t, weight];
  }
  return best;
}

/**
 * Today's in-depth horoscope: the overview with the day's strongest transit, each area with
 * its score, text and the transit that weighs most on it, and the day's transits explained.
 */
export function composeHoroscope(day: DayFortune, lang: AstroLang, seed: string): ReportSection[] {
  const label = ASTRO_LABELS[lang];
  const texts = fortuneTexts(day, lang, seed);
  const top = day.transits[0];
  const sections: ReportSection[] = [
    {
      key: 'today',
      title: label.titles.today,
      text: [texts.overall, top ? transitParagraph(top, lang) : label.quietDay].join('\n\n'),
    },
  ];
  for (const dim of FORTUNE_DIMENSIONS) {
    const t = strongestFor(day, dim);
    sections.push({
      key: dim,
      title: `${label.titles[dim]} · ${day.scores[dim]}`,
      text: [texts[dim], ...(t ? [transitParagraph(t, lang)] : [])].join('\n\n'),
    });
  }
  const strongest = day.transits.slice(0, 6);
  sections.push({
    key: 'transits',
    title: label.titles.transits,
    text:
      strongest.length === 0
        ? label.quietDay
        : strongest.map((t) => transitParagraph(t, lang)).join('\n\n'),
  });
  return sections;
}
