/**
 * Shapes of the astrology texts. Every text is Starlit's own writing; English and Chinese
 * are written separately (not translated word for word), in the second person ("you"/“你”),
 * warm and concrete, never fatalistic, never medical or financial advice.
 */
import type { PlanetId } from '../../planets';
import type { ZodiacSign } from '../../zodiac';

export type AstroLang = 'en' | 'zh';
export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** A planet in a sign: two or three sentences (en 40–70 words, zh 60–110 characters). */
export type PlanetInSignText = Record<PlanetId, Record<ZodiacSign, string>>;

/** The rising sign (Ascendant): two or three sentences, same lengths. */
export type RisingText = Record<ZodiacSign, string>;

/** A planet in a house: one or two sentences (en 25–45 words, zh 40–70 characters). */
export type PlanetInHouseText = Record<PlanetId, Record<HouseNumber, string>>;

export type AspectKind = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
/** conjunction; sextile and trine are harmonious; square and opposition are challenging */
export type AspectFlavor = 'conjunction' | 'harmonious' | 'challenging';

/** Key of a planet pair, the earlier planet (in PLANETS order) first: 'sun-moon', 'venus-pluto'. */
export type PlanetPair = `${PlanetId}-${PlanetId}`;

/** One or two sentences per pair and flavour (en 25–45 words, zh 40–70 characters). */
export type AspectPairText = Partial<Record<PlanetPair, Record<AspectFlavor, string>>>;

/** What each aspect kind means in general: a name and one sentence. */
export type AspectKindText = Record<AspectKind, { name: string; summary: string }>;

/** The six sections of the single stellar reading, per Sun sign. */
export interface SignProfile {
  /** an overview, 3–4 sentences */
  summarize: string;
  /** temperament and inner life, 3–4 sentences */
  character: string;
  /** work style and suited paths, 3–4 sentences */
  career: string;
  /** relationship with money, 3–4 sentences */
  wealth: string;
  /** how this sign loves and what it needs, 3–4 sentences */
  love: string;
  /** how this sign learns and studies, 3–4 sentences */
  scholastic: string;
}
export type SignProfileText = Record<ZodiacSign, SignProfile>;

export type FortuneDimension = 'emotions' | 'health' | 'wealth' | 'career';
/** 0 very low (score < 25), 1 low (25–44), 2 average (45–59), 3 good (60–79), 4 excellent (≥ 80) */
export type FortuneBand = 0 | 1 | 2 | 3 | 4;

/** Points whose synastry contacts have texts of their own (the outer planets share one each). */
export type ContactPoint =
  'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'asc';
/** Key of a contact between two charts, the earlier point (PLANETS order, Ascendant last) first. */
export type ContactPair = `${ContactPoint}-${ContactPoint}`;
/**
 * A contact between two people's charts in one or two sentences (en 20–40 words, zh 35–70
 * characters), about the pair rather than to "you": `x` is the nickname of the person whose
 * point comes first in the key, `y` the other's.
 */
export type ContactLine = (x: string, y: string) => string;
export interface ContactText {
  harmonious: ContactLine;
  tense: ContactLine;
}
export type PairAreaKey = 'love' | 'friendship' | 'communication' | 'longTerm';

/** Labels and templates of the synastry report and chart highlights. */
export interface SynastryLabels {
  /** the Ascendant as a point of a chart */
  asc: string;
  areas: Record<PairAreaKey, string>;
  overallScore: string;
  titles: Record<
    'overview' | 'attraction' | 'emotions' | 'communication' | 'growth' | 'houses' | 'advice',
    string
  >;
  /** "Luna's Venus trine Sol's Mars" */
  contact(a: string, pointA: string, aspect: string, b: string, pointB: string): string;
  /** "Sol's Venus and Moon in Luna's 7th house" */
  overlay(guest: string, planets: readonly string[], host: string, house: string): string;
  /** sections with no close contact of their kind */
  none: Record<
    'attraction' | 'emotions' | 'communication' | 'growth',
    (a: string, b: string) => string
  >;
  housesBothUnknown: string;
  /** the host's birth time is unknown: the guest's planets can't be placed in the host's houses */
  housesHostUnknown(host: string): string;
  highlights: {
    title(nick: string): string;
    placements(nick: string, sun: string, moon: string, rising: string | null): string;
    sun(nick: string, keywords: readonly string[]): string;
    moon(nick: string, keywords: readonly string[]): string;
    rising(nick: string, keywords: readonly string[]): string;
    noRising: string;
    /** the tightest natal aspect; k1 and k2 are the planets' keywords */
    aspect(nick: string, line: string, flavor: AspectFlavor, k1: string, k2: string): string;
  };
}

/** The synastry texts of one language (our own writing). */
export interface SynastryText {
  /** the 36 pairs of ContactPoint, same points included ('venus-venus') */
  contact: Partial<Record<ContactPair, ContactText>>;
  /** an outer planet (x's) touching a personal point or the Ascendant (y's) */
  outer: Record<'uranus' | 'neptune' | 'pluto', ContactText>;
  /** the guest's planets in the host's house, one sentence */
  overlay: Record<HouseNumber, (guest: string, host: string) => string>;
  /** each area's score in words: low (< 50), middle (50–69), high (≥ 70) */
  area: Record<PairAreaKey, [string, string, string]>;
  /** the overall score in words: < 45, 45–59, 60–74, ≥ 75 */
  overall: [ContactLine, ContactLine, ContactLine, ContactLine];
  /** what to work on when this area is the lowest, one or two sentences */
  areaAdvice: Record<PairAreaKey, string>;
  /** a closing line for the advice, three variants */
  closing: [string, string, string];
  labels: SynastryLabels;
}
