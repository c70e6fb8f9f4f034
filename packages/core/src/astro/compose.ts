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
