/**
 * Shapes of the pairing texts (two Sun signs compared). Every text is Starlit's own writing;
 * English and Chinese are written separately, about the pair rather than to "you", warm and
 * concrete, never fatalistic, never a guarantee.
 */
import type { Element, Modality } from '../../astro';

export type PairingLang = 'zh' | 'en';

/** How many signs apart two signs are, the shorter way round: 0 same sign … 6 opposite. */
export type SignAngle = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Two elements, in the order fire, earth, air, water: 'fire-air', 'earth-water', 'water-water'. */
export type ElementPair = `${Element}-${Element}`;
/** Two modalities, in the order cardinal, fixed, mutable: 'cardinal-fixed', 'fixed-fixed'. */
export type ModalityPair = `${Modality}-${Modality}`;

/** One sentence each (en 10–25 words, zh 15–40 characters). */
export interface StrengthFriction {
  strength: string;
  friction: string;
}

/** The first sentence of a summary: both nicknames, both signs, the angle's name and relation. */
export type Opener = (
  a: string,
  signA: string,
  b: string,
  signB: string,
  angleName: string,
  relation: string,
) => string;

export interface PairingContent {
  /** two variants, chosen by a hash of the inputs */
  opener: [Opener, Opener];
  /** names of the two angles that have no aspect of their own in the astrology texts */
  angleNames: { 1: string; 5: string };
  angle: Record<
    SignAngle,
    StrengthFriction & {
      /** ends the opener: what the angle means (a clause, en lower-case start) */
      relation: string;
      /** one or two sentences of advice */
      advice: string;
    }
  >;
  /** the ten unordered element pairs; `summary` is one sentence */
  element: Partial<Record<ElementPair, StrengthFriction & { summary: string }>>;
  /** the six unordered modality pairs */
  modality: Partial<Record<ModalityPair, StrengthFriction>>;
  /** the two Moon signs: the same sign, same element, friendly elements (fire–air, earth–water), or other */
  moon: Record<
    'twin' | 'same' | 'compatible' | 'different',
    (a: string, signA: string, b: string, signB: string) => string
  >;
  /** a strength or friction from a synastry contact: "head: text" */
  contact(head: string, text: string): string;
  /**
   * What a contact of each kind does, in one sentence, by its tone: the pairing names the
   * contact; its reading in full is the synastry report's own.
   */
  contactNote: Record<
    'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition',
    Record<'harmonious' | 'tense', string>
  >;
  /** a closing line for the advice, three variants */
  closing: [string, string, string];
}
