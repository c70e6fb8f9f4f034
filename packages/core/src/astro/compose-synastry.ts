import { PLANET_FACES, SIGN_FACES } from '../dice/content';
import { fnv1a } from '../util';
import { ZODIAC_SIGNS } from '../zodiac';
import type { AspectKind } from './aspects';
import { signOf, type Chart } from './chart';
import type { ReportSection } from './compose';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import type { AspectFlavor, AstroLang, ContactPair, HouseNumber } from './content';
import type { PlanetId } from '../planets';
import {
  canonicalPair,
  PAIR_AREAS,
  type HouseOverlay,
  type PairArea,
  type PairScoreSet,
  type Synastry,
  type SynastryAspect,
  type SynastryPointId,
} from './synastry';

/** One side of a compared pair. */
export interface SynastryPerson {
  nickname: string;
  chart: Chart;
  timeKnown: boolean;
}

/** The display name of a planet or the Ascendant. */
export function synastryPointName(id: SynastryPointId, lang: AstroLang): string {
  return id === 'asc' ? ASTRO_TEXT[lang].synastry.labels.asc : PLANET_FACES[id][lang].name;
}

/** The display name of a sign (0 Aries … 11 Pisces). */
export function zodiacSignName(sign: number, lang: AstroLang): string {
  return SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].name;
}

/** The display name of an aspect kind. */
export function aspectKindName(kind: AspectKind, lang: AstroLang): string {
  return ASTRO_TEXT[lang].aspectKind[kind].name;
}

const OUTER = new Set<SynastryPointId>(['uranus', 'neptune', 'pluto']);
const PERSONAL = new Set<SynastryPointId>(['sun', 'moon', 'mercury', 'venus', 'mars', 'asc']);

export interface ContactDescription {
  /** "Luna's Venus trine Sol's Mars" */
  head: string;
  /** what the contact means for the pair */
  text: string;
  tone: 'harmonious' | 'tense';
}

/**
 * A contact between A's and B's charts in words, when it has a text: the 36 pairs among the
 * lights, Mercury, Venus, Mars, Jupiter, Saturn and the Ascendant, and an outer planet touching
 * a personal point. Generational contacts (outer planets with each other, with Jupiter or
 * Saturn) have none.
 */
export function describeContact(
  asp: SynastryAspect,
  nickA: string,
  nickB: string,
  lang: AstroLang,
): ContactDescription | null {
  const text = ASTRO_TEXT[lang].synastry;
  const tone = asp.weight >= 0 ? 'harmonious' : 'tense';
  const head = text.labels.contact(
    nickA,
    synastryPointName(asp.a, lang),
    aspectKindName(asp.kind, lang),
    nickB,
    synastryPointName(asp.b, lang),
  );
  const [x, y] = canonicalPair(asp.a, asp.b);
  const [nx, ny] = x === asp.a ? [nickA, nickB] : [nickB, nickA];
  const pair = text.contact[`${x}-${y}` as ContactPair];
  if (pair) return { head, text: pair[tone](nx, ny), tone };
  if (OUTER.has(x) && PERSONAL.has(y))
    return { head, text: text.outer[x as 'uranus'][tone](nx, ny), tone };
  if (OUTER.has(y) && PERSONAL.has(x))
    return { head, text: text.outer[y as 'uranus'][tone](ny, nx), tone };
  return null;
}

type ContactSection = 'attraction' | 'emotions' | 'communication' | 'growth';

/** The one report section a contact belongs to. */
function sectionOf(asp: SynastryAspect): ContactSection {
  const has = (p: SynastryPointId) => asp.a === p || asp.b === p;
  if (has('jupiter') || has('saturn') || OUTER.has(asp.a) || OUTER.has(asp.b)) return 'growth';
  if (has('mercury')) return 'communication';
  if (has('venus') || has('mars')) return 'attraction';
  if (has('moon')) return 'emotions';
  return 'attraction'; // Sun–Sun, Sun–Ascendant, Ascendant–Ascendant
}

const sepOf = (lang: AstroLang) => (lang === 'zh' ? '：' : ': ');
const joinSentences = (parts: readonly string[], lang: AstroLang) =>
  parts.join(lang === 'zh' ? '' : ' ');

/** The band of an area score: low (< 50), middle (50–69), high (≥ 70). */
export const areaBand = (score: number): 0 | 1 | 2 => (score < 50 ? 0 : score < 70 ? 1 : 2);
/** The band of the overall score: < 45, 45–59, 60–74, ≥ 75. */
export const overallBand = (score: number): 0 | 1 | 2 | 3 =>
  score < 45 ? 0 : score < 60 ? 1 : score < 75 ? 2 : 3;

/** The lowest-scoring area (the first of equals, in PAIR_AREAS order). */
export function weakestArea(scores: PairScoreSet): PairArea {
  return PAIR_AREAS.reduce((low, area) => (scores[area] < scores[low] ? area : low));
}

const OVERLAY_PLANETS: readonly PlanetId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
];

function overlayParagraphs(
  overlays: readonly HouseOverlay[],
  guest: string,
  host: string,
  lang: AstroLang,
): string[] {
  const text = ASTRO_TEXT[lang].synastry;
  const byHouse = new Map<number, string[]>();
  for (const id of OVERLAY_PLANETS) {
    const o = overlays.find((x) => x.planet === id);
    if (!o) continue;
    byHouse.set(o.house, [...(byHouse.get(o.house) ?? []), synastryPointName(id, lang)]);
  }
  return [...byHouse.entries()]
    .sort(([h1], [h2]) => h1 - h2)
    .map(([house, names]) => {
      const head = text.labels.overlay(guest, names, host, ASTRO_LABELS[lang].house(house));
      return `**${head}**${sepOf(lang)}${text.overlay[house as HouseNumber](guest, host)}`;
    });
}

/**
 * The synastry report of two people, in sections with stable keys: 'overview' (overall and
 * area scores in words: the free preview), 'attraction', 'emotions', 'communication',
 * 'growth' (the contacts of each kind, strongest first), 'houses' (each side's planets in the
 * other's houses, or why they are left out) and 'advice'.
 */
export function composeSynastryReport(
  a: SynastryPerson,
  b: SynastryPerson,
  syn: Synastry,
  lang: AstroLang,
): ReportSection[] {
  const text = ASTRO_TEXT[lang].synastry;
  const label = text.labels;
  const sep = sepOf(lang);
  const [na, nb] = [a.nickname, b.nickname];

  const areaLines = PAIR_AREAS.map(
    (area) =>
      `**${label.areas[area]} · ${syn.scores[area]}**${sep}${text.area[area][areaBand(syn.scores[area])]}`,
  );
  const sections: ReportSection[] = [
    {
      key: 'overview',
      title: `${label.titles.overview} · ${syn.overall}`,
      text: [text.overall[overallBand(syn.overall)](na, nb), ...areaLines].join('\n\n'),
    },
  ];

  const grouped: Record<ContactSection, string[]> = {
    attraction: [],
    emotions: [],
    communication: [],
    growth: [],
  };
  // a contact and its mirror (A's Sun–B's Moon, A's Moon–B's Sun) read alike: the stronger only;
  // an outer planet has one text for every personal point it touches: its strongest contact only
  const said = new Set<string>();
  for (const asp of syn.aspects) {
    const d = describeContact(asp, na, nb, lang);
    const list = grouped[sectionOf(asp)];
    const outer = OUTER.has(asp.a) ? asp.a : OUTER.has(asp.b) ? asp.b : null;
    const key =
      outer !== null && (PERSONAL.has(asp.a) || PERSONAL.has(asp.b))
        ? `${outer}:${d?.tone}`
        : `${canonicalPair(asp.a, asp.b).join('-')}:${d?.tone}`;
    if (!d || list.length >= 4 || said.has(key)) continue;
    said.add(key);
    list.push(`**${d.head}**${sep}${d.text}`);
  }
  for (const key of ['attraction', 'emotions', 'communication', 'growth'] as const)
    sections.push({
      key,
      title: label.titles[key],
      text: grouped[key].length > 0 ? grouped[key].join('\n\n') : label.none[key](na, nb),
    });

  const { aInB, bInA } = syn.overlays;
  const houses =
    !aInB && !bInA
      ? [label.housesBothUnknown]
      : [
          ...(aInB ? overlayParagraphs(aInB, na, nb, lang) : [label.housesHostUnknown(nb)]),
          ...(bInA ? overlayParagraphs(bInA, nb, na, lang) : [label.housesHostUnknown(na)]),
        ];
  sections.push({ key: 'houses', title: label.titles.houses, text: houses.join('\n\n') });

  const seed = fnv1a(`${a.chart.utc}|${b.chart.utc}|${na}|${nb}`);
  sections.push({
    key: 'advice',
    title: label.titles.advice,
    text: [text.areaAdvice[weakestArea(syn.scores)], text.closing[seed % 3]!].join('\n\n'),
  });
  return sections;
}

const flavorOf = (kind: AspectKind): AspectFlavor =>
  kind === 'conjunction'
    ? 'conjunction'
    : kind === 'sextile' || kind === 'trine'
      ? 'harmonious'
      : 'challenging';

/**
 * One person's chart in a paragraph, for the deep synastry report: Sun, Moon and (with a known
 * birth time) rising sign, each with its sign's keywords, and the tightest natal aspect.
 */
export function chartHighlights(p: SynastryPerson, lang: AstroLang): ReportSection {
  const h = ASTRO_TEXT[lang].synastry.labels.highlights;
  const { chart: c, nickname: n } = p;
  const [sun, moon] = [c.planets[0]!, c.planets[1]!];
  const rising = p.timeKnown ? signOf(c.ascendant) : null;
  const keywords = (sign: number) => SIGN_FACES[ZODIAC_SIGNS[sign]!][lang].keywords;
  const parts = [
    h.placements(
      n,
      zodiacSignName(sun.sign, lang),
      zodiacSignName(moon.sign, lang),
      rising === null ? null : zodiacSignName(rising, lang),
    ),
    h.sun(n, keywords(sun.sign)),
    h.moon(n, keywords(moon.sign)),
    rising === null ? h.noRising : h.rising(n, keywords(rising)),
  ];
  const tight = c.aspects[0];
  if (tight) {
    const kind = aspectKindName(tight.kind, lang);
    const line = ASTRO_LABELS[lang].aspectLine(
      PLANET_FACES[tight.a][lang].name,
      lang === 'en' ? kind.toLowerCase() : kind,
      PLANET_FACES[tight.b][lang].name,
    );
    const kw = (id: PlanetId) => PLANET_FACES[id][lang].keywords[0]!;
    parts.push(h.aspect(n, line, flavorOf(tight.kind), kw(tight.a), kw(tight.b)));
  }
  return { key: 'highlights', title: h.title(n), text: joinSentences(parts, lang) };
}
