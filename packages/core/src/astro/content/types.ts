/**
 * Shapes of the astrology texts. Every text is Starlit's own writing; English and Chinese
 * are written separately (not translated word for word), in the second person ("you"/“你”),
 * warm and concrete, never fatalistic, never medical or financial advice.
 */
import type { PlanetId } from '../planets';
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

/**
 * Today's-fortune texts. Each band has exactly three variants (the day picks one), each one or
 * two sentences (en 15–35 words, zh 25–60 characters) of practical, gentle guidance.
 */
export interface FortuneText {
  overall: Record<FortuneBand, [string, string, string]>;
  dimensions: Record<FortuneDimension, Record<FortuneBand, [string, string, string]>>;
}
