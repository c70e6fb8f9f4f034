import { fnv1a } from '../util';
import { ZODIAC_SIGNS } from '../zodiac';
import type { AspectKind, Transit } from './aspects';
import type { Chart } from './chart';
import {
  aspectName,
  aspectsSection,
  elementsSection,
  flavorOf,
  gatheringSection,
  nodesSection,
  planetName,
  planetSection,
  rulerSection,
  type ReportSection,
} from './compose-destiny';
import { saturnSection, yearAheadSection } from './compose-timing';
import {
  aspectWeight,
  DIMENSION_WEIGHTS,
  fortuneBand,
  FORTUNE_DIMENSIONS,
  type DayFortune,
} from './fortune';
import { PLANETS, type PlanetId } from '../planets';
import { signOf } from './chart';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AstroLang, PlanetPair, SignProfile } from './content';

export type { ReportSection };

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
  /** the day the report is read on: adds Saturn's returns and the year's slow transits */
  now?: Date;
}

/** The free part of the natal report: the Sun, Moon and Rising overview (with any notes). */
export function natalOverview(
  chart: Chart,
  lang: AstroLang,
  options: NatalOptions = {},
): ReportSection {
  const text = ASTRO_TEXT[lang];
  const label = ASTRO_LABELS[lang];
  const unknown = options.timeUnknown === true;
  const [sun, moon] = [chart.planets[0]!, chart.planets[1]!];
  const overview = [
    ...(unknown ? [label.timeUnknown] : []),
    ...(!unknown && chart.fallbackFrom ? [label.porphyry] : []),
    text.planetInSign.sun[ZODIAC_SIGNS[sun.sign]!],
    text.planetInSign.moon[ZODIAC_SIGNS[moon.sign]!],
    ...(unknown ? [] : [text.rising[ZODIAC_SIGNS[signOf(chart.ascendant)]!]]),
  ];
  return { key: 'overview', title: label.titles.overview, text: overview.join('\n\n') };
}

/**
 * The natal ("destiny") report: the free overview, then the paid sections, none of which
 * repeats it: each planet by sign and house (the Sun's and Moon's sign texts live only in the
 * overview), the key aspects, and the life themes of the chart's patterns; with `now`, also
 * Saturn's returns and the slow transits of the year ahead.
 */
export function composeNatalReport(
  chart: Chart,
  lang: AstroLang,
  options: NatalOptions = {},
): ReportSection[] {
  const unknown = options.timeUnknown === true;
  return [
    natalOverview(chart, lang, options),
    ...chart.planets.map((p) => planetSection(chart, p, lang, unknown)),
    aspectsSection(chart, lang, options.aspects ?? 8),
    elementsSection(chart, lang),
    rulerSection(chart, lang, unknown),
    gatheringSection(chart, lang, unknown),
    nodesSection(chart, lang, unknown),
    ...(options.now
      ? [
          saturnSection(chart, lang, unknown, options.now),
          yearAheadSection(chart, lang, unknown, options.now),
        ]
      : []),
  ];
}

/** The six sections of the single stellar reading of a Sun sign. */
export function singleReading(sign: number, lang: AstroLang): SignProfile {
  return ASTRO_TEXT[lang].signProfile[ZODIAC_SIGNS[sign]!];
}

export type FortuneTexts = Record<'overall' | (typeof FORTUNE_DIMENSIONS)[number], string>;

/** The day's short texts for each score, one of three variants chosen by `seed`. */
export function fortuneTexts(day: DayFortune, lang: AstroLang, seed: string): FortuneTexts {
  const text = ASTRO_TEXT[lang].fortune;
  const pick = <T>(list: readonly [T, T, T], key: string): T => list[fnv1a(`${seed}:${key}`) % 3]!;
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

/** The transit that weighs most on one area of life today, among those still to be told. */
function strongestFor(
  transits: readonly Transit[],
  dim: (typeof FORTUNE_DIMENSIONS)[number],
): Transit | null {
  const w = DIMENSION_WEIGHTS[dim];
  let best: Transit | null = null;
  let bestWeight = 0;
  for (const t of transits) {
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
 * its score, text and the transit that weighs most on it, and the day's other transits. Each
 * transit is told once, and so is each text (transit Venus to your Moon and transit Moon to
 * your Venus share a text: only the stronger is told).
 */
export function composeHoroscope(day: DayFortune, lang: AstroLang, seed: string): ReportSection[] {
  const label = ASTRO_LABELS[lang];
  const texts = fortuneTexts(day, lang, seed);
  const told = new Set<string>();
  const body = (t: Transit) => aspectText(t.transit, t.natal, t.kind, lang);
  let left = day.transits.filter((t) => {
    if (told.has(body(t))) return false;
    told.add(body(t));
    return true;
  });
  const take = (t: Transit | null | undefined): string[] => {
    if (!t) return [];
    left = left.filter((x) => x !== t);
    return [transitParagraph(t, lang)];
  };
  const top = take(left[0]);
  const sections: ReportSection[] = [
    {
      key: 'today',
      title: label.titles.today,
      text: [texts.overall, ...(top.length ? top : [label.quietDay])].join('\n\n'),
    },
  ];
  for (const dim of FORTUNE_DIMENSIONS)
    sections.push({
      key: dim,
      title: `${label.titles[dim]} · ${day.scores[dim]}`,
      text: [texts[dim], ...take(strongestFor(left, dim))].join('\n\n'),
    });
  const rest = left.slice(0, 5);
  sections.push({
    key: 'transits',
    title: label.titles.transits,
    text:
      day.transits.length === 0
        ? label.quietSky
        : rest.length === 0
          ? label.allTold
          : rest.map((t) => transitParagraph(t, lang)).join('\n\n'),
  });
  return sections;
}
