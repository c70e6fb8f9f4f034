import { PLANET_FACES, SIGN_FACES } from '../dice/content';
import { fnv1a } from '../util';
import { ZODIAC_SIGNS } from '../zodiac';
import type { AspectKind } from './aspects';
import type { Chart } from './chart';
import type { ReportSection } from './compose';
import { ASTRO_LABELS, ASTRO_TEXT } from './content';
import { SYNASTRY_PAID } from './content/synastryPaid';
import type { AstroLang, ContactPair, HouseNumber } from './content';
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
  /** houses the other side's planets were already read in: said once, then noted as mutual */
  said: ReadonlySet<number> = new Set(),
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
      const houseName = ASTRO_LABELS[lang].house(house);
      const head = text.labels.overlay(guest, names, host, houseName);
      const body = said.has(house)
        ? SYNASTRY_PAID[lang].mutual(guest, host, houseName)
        : text.overlay[house as HouseNumber](guest, host);
      return `**${head}**${sepOf(lang)}${body}`;
    });
}

/** The free overview: the overall score and each area's score in words. */
export function composeSynastryOverview(
  a: SynastryPerson,
  b: SynastryPerson,
  syn: Synastry,
  lang: AstroLang,
): ReportSection {
  const text = ASTRO_TEXT[lang].synastry;
  const label = text.labels;
  const areaLines = PAIR_AREAS.map(
    (area) =>
      `**${label.areas[area]} · ${syn.scores[area]}**${sepOf(lang)}${text.area[area][areaBand(syn.scores[area])]}`,
  );
  return {
    key: 'overview',
    title: `${label.titles.overview} · ${syn.overall}`,
    text: [text.overall[overallBand(syn.overall)](a.nickname, b.nickname), ...areaLines].join(
      '\n\n',
    ),
  };
}

/**
 * The unlocked report's opening, in words of its own: the bond contact by contact, how many
 * contacts help and how many chafe, the strongest area with the easy contact that helps most
 * and the weakest with the tense contact to understand first.
 */
function paidOpening(
  a: SynastryPerson,
  b: SynastryPerson,
  syn: Synastry,
  lang: AstroLang,
): ReportSection {
  const paid = SYNASTRY_PAID[lang];
  const areas = ASTRO_TEXT[lang].synastry.labels.areas;
  const [na, nb] = [a.nickname, b.nickname];
  const described = syn.aspects
    .map((asp) => describeContact(asp, na, nb, lang))
    .filter((d): d is ContactDescription => d !== null);
  const easy = described.filter((d) => d.tone === 'harmonious');
  const tense = described.filter((d) => d.tone === 'tense');
  const best = PAIR_AREAS.reduce((hi, area) => (syn.scores[area] > syn.scores[hi] ? area : hi));
  const low = weakestArea(syn.scores);
  const sides =
    syn.scores[best] === syn.scores[low]
      ? [paid.level(syn.scores[best])]
      : [
          paid.strongest(areas[best], syn.scores[best], easy[0]?.head ?? null),
          paid.weakest(areas[low], syn.scores[low], tense[0]?.head ?? null),
        ];
  return {
    key: 'overview',
    title: `${paid.title} · ${syn.overall}`,
    text: joinSentences(
      [
        paid.overall[overallBand(syn.overall)](na, nb),
        paid.tally(na, nb, easy.length, tense.length),
        ...sides,
      ],
      lang,
    ),
  };
}

/**
 * The unlocked synastry report of two people, in sections with stable keys: 'overview' (its
 * own opening, not the free overview's words), 'attraction', 'emotions', 'communication',
 * 'growth' (the contacts of each kind, strongest first), 'houses' (each side's planets in the
 * other's houses, a house both share said once and then noted as mutual, or why they are left
 * out) and 'advice'.
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
  const sections: ReportSection[] = [paidOpening(a, b, syn, lang)];

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
  const aHouses = new Set(
    aInB?.filter((o) => OVERLAY_PLANETS.includes(o.planet)).map((o) => o.house),
  );
  const houses =
    !aInB && !bInA
      ? [label.housesBothUnknown]
      : [
          ...(aInB ? overlayParagraphs(aInB, na, nb, lang) : [label.housesHostUnknown(nb)]),
          ...(bInA
            ? overlayParagraphs(bInA, nb, na, lang, aHouses)
            : [label.housesHostUnknown(na)]),
        ];
  sections.push({ key: 'houses', title: label.titles.houses, text: houses.join('\n\n') });

  const seed = fnv1a(`${a.chart.utc}|${b.chart.utc}|${na}|${nb}`);
  sections.push({
    key: 'advice',
    title: label.titles.advice,
    text: [SYNASTRY_PAID[lang].advice[weakestArea(syn.scores)], text.closing[seed % 3]!].join(
      '\n\n',
    ),
  });
  return sections;
}
