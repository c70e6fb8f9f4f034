import { SIGN_STARTS, ZODIAC_SIGNS, type ZodiacSign } from '../zodiac';
import type { PlanetId } from '../planets';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface SignInfo {
  id: number;
  key: ZodiacSign;
  element: Element;
  modality: Modality;
  /** traditional ruler */
  ruler: PlanetId;
  glyph: string;
  /** 'MM-DD' first and last day of the usual Sun-sign dates */
  from: string;
  to: string;
}

const ELEMENTS: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: Modality[] = ['cardinal', 'fixed', 'mutable'];
const RULERS: PlanetId[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];
const GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'];

const pad = (n: number) => String(n).padStart(2, '0');
const dayBefore = ([m, d]: readonly [number, number]) => {
  const date = new Date(Date.UTC(2001, m - 1, d - 1));
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The twelve signs with element, modality, ruler, glyph and dates. */
export const SIGNS: readonly SignInfo[] = ZODIAC_SIGNS.map((key, id) => ({
  id,
  key,
  element: ELEMENTS[id % 4]!,
  modality: MODALITIES[id % 3]!,
  ruler: RULERS[id]!,
  glyph: GLYPHS[id]!,
  from: `${pad(SIGN_STARTS[id]![0])}-${pad(SIGN_STARTS[id]![1])}`,
  to: dayBefore(SIGN_STARTS[(id + 1) % 12]!),
}));

const DOMICILE: Record<PlanetId, number[]> = {
  sun: [4],
  moon: [3],
  mercury: [2, 5],
  venus: [1, 6],
  mars: [0, 7],
  jupiter: [8, 11],
  saturn: [9, 10],
  uranus: [10],
  neptune: [11],
  pluto: [7],
};
const EXALTATION: Partial<Record<PlanetId, number>> = {
  sun: 0,
  moon: 1,
  mercury: 5,
  venus: 11,
  mars: 9,
  jupiter: 3,
  saturn: 6,
};

/**
 * Essential dignity of a planet in a sign: domicile +5, exaltation +4, neutral 0,
 * fall −4, detriment −5 (the signs opposite domicile and exaltation).
 */
export function dignity(planet: PlanetId, sign: number): number {
  if (DOMICILE[planet].includes(sign)) return 5;
  if (EXALTATION[planet] === sign) return 4;
  if (DOMICILE[planet].some((s) => (s + 6) % 12 === sign)) return -5;
  const ex = EXALTATION[planet];
  if (ex !== undefined && (ex + 6) % 12 === sign) return -4;
  return 0;
}
