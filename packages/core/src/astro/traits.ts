import { aspectsOf } from './aspects';
import { dignity, SIGNS } from './signs';
import type { PlanetId } from '../planets';

export const TRAIT_KEYS = ['wealth', 'romance', 'wisdom', 'family', 'luck', 'career'] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];
export type TraitScores = Record<TraitKey, number>;

/** The planets and houses that speak for each trait. */
const SIGNIFICATORS: Record<TraitKey, { planets: PlanetId[]; houses: number[] }> = {
  wealth: { planets: ['jupiter', 'venus'], houses: [2, 8] },
  romance: { planets: ['venus', 'moon', 'mars'], houses: [5, 7] },
  wisdom: { planets: ['mercury', 'jupiter'], houses: [3, 9] },
  family: { planets: ['moon', 'saturn'], houses: [4] },
  luck: { planets: ['jupiter', 'sun'], houses: [9, 11] },
  career: { planets: ['saturn', 'sun', 'mars'], houses: [10, 6] },
};

const BENEFIC = new Set<PlanetId>(['venus', 'jupiter', 'sun', 'moon']);
const HARD = new Set(['square', 'opposition']);
const clamp = (x: number) => Math.max(20, Math.min(98, Math.round(x)));

interface NatalPoint {
  id: PlanetId;
  lon: number;
  speed: number;
  sign: number;
  house: number;
}

/**
 * The six traits of a natal chart, 20–98: from the dignity of each trait's planets, the
 * planets standing in its houses, and the aspects its planets make (harmonious lift,
 * hard ones cost). A chart is scored the same way every time.
 */
export function chartTraits(planets: readonly NatalPoint[], withHouses = true): TraitScores {
  const aspects = aspectsOf(planets);
  const out = {} as TraitScores;
  for (const key of TRAIT_KEYS) {
    const sig = SIGNIFICATORS[key];
    let score = 62;
    for (const p of planets) {
      if (sig.planets.includes(p.id)) score += dignity(p.id, p.sign) * 1.6;
      if (withHouses && sig.houses.includes(p.house)) score += BENEFIC.has(p.id) ? 6 : 2.5;
    }
    for (const a of aspects) {
      if (!sig.planets.includes(a.a) && !sig.planets.includes(a.b)) continue;
      const closeness = 1 - a.orb / a.maxOrb;
      score += (HARD.has(a.kind) ? -3.5 : a.kind === 'conjunction' ? 1.5 : 3) * closeness;
    }
    out[key] = clamp(score);
  }
  return out;
}

const ELEMENT_BIAS: Record<string, Partial<TraitScores>> = {
  fire: { luck: 12, career: 8, romance: 6 },
  earth: { wealth: 12, career: 10, family: 6 },
  air: { wisdom: 12, romance: 8, luck: 6 },
  water: { family: 12, romance: 10, wisdom: 6 },
};
const MODALITY_BIAS: Record<string, Partial<TraitScores>> = {
  cardinal: { career: 8, luck: 4 },
  fixed: { wealth: 8, family: 4 },
  mutable: { wisdom: 8, romance: 4 },
};
const RULER_BIAS: Partial<Record<PlanetId, Partial<TraitScores>>> = {
  mars: { career: 5 },
  venus: { romance: 6, wealth: 4 },
  mercury: { wisdom: 6 },
  moon: { family: 6 },
  sun: { luck: 6 },
  jupiter: { luck: 6, wisdom: 3 },
  saturn: { career: 6, wealth: 3 },
};

/** The typical traits of a Sun sign, from its element, modality and ruler. */
export function signTraits(signId: number): TraitScores {
  const sign = SIGNS[signId]!;
  const out = {} as TraitScores;
  for (const key of TRAIT_KEYS)
    out[key] = clamp(
      64 +
        (ELEMENT_BIAS[sign.element]![key] ?? 0) +
        (MODALITY_BIAS[sign.modality]![key] ?? 0) +
        (RULER_BIAS[sign.ruler]?.[key] ?? 0),
    );
  return out;
}
