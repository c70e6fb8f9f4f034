import {
  clampPairScore,
  overallOf,
  PAIR_AREAS,
  SIGNS,
  type Element,
  type Modality,
  type PairScoreSet,
  type Synastry,
} from '../astro';
import type { ElementPair, ModalityPair, SignAngle } from './content';

export interface SignPairing {
  /** 0–6 signs apart, the shorter way round */
  angle: number;
  scores: PairScoreSet;
  overall: number;
}

type Row = [love: number, friendship: number, communication: number, longTerm: number];

/**
 * Base score of each area by angle: the trine (same element) and the same sign highest, the
 * sextile and opposition (friendly elements) next, the semi-sextile and quincunx (nothing in
 * common) low, the square (same modality, clashing elements) lowest. Love favours the
 * opposition's attraction; friendship and talk favour the sextile.
 */
const ANGLE_BASE: Record<SignAngle, Row> = {
  0: [82, 82, 80, 80],
  1: [58, 62, 60, 58],
  2: [76, 82, 83, 74],
  3: [50, 53, 51, 49],
  4: [86, 87, 84, 86],
  5: [53, 56, 52, 54],
  6: [75, 67, 72, 63],
};

/**
 * Each element pair's overall tone and its leaning per area: fire warms love and friendship,
 * air talk, earth and water the long run; fire with water and earth with air are the hardest
 * mixes.
 */
const ELEMENT_TONE: Record<string, number> = {
  'fire-fire': 3,
  'earth-earth': 2,
  'air-air': 1,
  'water-water': 3,
  'fire-air': 3,
  'earth-water': 4,
  'fire-earth': -1,
  'fire-water': -3,
  'earth-air': -2,
  'air-water': -1,
};
const ELEMENT_AREA: Record<string, Row> = {
  'fire-fire': [4, 4, 0, -3],
  'earth-earth': [-1, 0, -2, 5],
  'air-air': [-1, 3, 6, -3],
  'water-water': [5, 0, -1, 3],
  'fire-air': [2, 4, 4, -2],
  'earth-water': [3, 0, -1, 5],
  'fire-earth': [-2, -1, -2, 1],
  'fire-water': [1, -2, -4, -3],
  'earth-air': [-3, 0, 1, -1],
  'air-water': [0, -1, 1, -3],
};

/** Modality pairs: a small tone and leaning (fixed signs stay, mutable signs talk and bend). */
const MODALITY_TONE: Record<string, number> = {
  'cardinal-cardinal': -1,
  'fixed-fixed': 0,
  'mutable-mutable': 1,
  'cardinal-fixed': 0,
  'cardinal-mutable': 1,
  'fixed-mutable': -1,
};
const MODALITY_AREA: Record<string, Row> = {
  'cardinal-cardinal': [0, 0, 0, -1],
  'fixed-fixed': [1, 0, -2, 3],
  'mutable-mutable': [0, 2, 3, -3],
  'cardinal-fixed': [0, 0, -1, 1],
  'cardinal-mutable': [1, 1, 1, -1],
  'fixed-mutable': [0, 0, 0, 0],
};
/**
 * Friction of one modality meeting itself across a square or an opposition: two cardinal signs
 * compete to lead, two fixed signs dig in (hardest), two mutable signs mostly bend.
 */
const SAME_MODALITY_FRICTION: Partial<Record<SignAngle, Record<Modality, number>>> = {
  3: { cardinal: -4, fixed: -5, mutable: -2 },
  6: { cardinal: -2, fixed: -3, mutable: 0 },
};

const ELEMENT_ORDER: Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITY_ORDER: Modality[] = ['cardinal', 'fixed', 'mutable'];

/** The element pair of two signs, in canonical order. */
export function elementPair(signA: number, signB: number): ElementPair {
  const [x, y] = [SIGNS[signA]!.element, SIGNS[signB]!.element].sort(
    (p, q) => ELEMENT_ORDER.indexOf(p) - ELEMENT_ORDER.indexOf(q),
  );
  return `${x!}-${y!}`;
}

/** The modality pair of two signs, in canonical order. */
export function modalityPair(signA: number, signB: number): ModalityPair {
  const [x, y] = [SIGNS[signA]!.modality, SIGNS[signB]!.modality].sort(
    (p, q) => MODALITY_ORDER.indexOf(p) - MODALITY_ORDER.indexOf(q),
  );
  return `${x!}-${y!}`;
}

/** How many signs apart, the shorter way round (0–6). */
export function signAngle(signA: number, signB: number): SignAngle {
  const d = Math.abs(signA - signB) % 12;
  return Math.min(d, 12 - d) as SignAngle;
}

function checkSign(sign: number): void {
  if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`sign ${sign}`);
}

/**
 * Sun sign to Sun sign: the angle between the signs, their elements (same, friendly fire–air
 * and earth–water, or unrelated) and modalities (the same modality across a square or an
 * opposition is friction). Symmetric and deterministic; the 78 unordered pairs score 40–92
 * overall.
 */
export function signPairing(signA: number, signB: number): SignPairing {
  checkSign(signA);
  checkSign(signB);
  const angle = signAngle(signA, signB);
  const el = elementPair(signA, signB);
  const mo = modalityPair(signA, signB);
  const friction =
    SIGNS[signA]!.modality === SIGNS[signB]!.modality
      ? (SAME_MODALITY_FRICTION[angle]?.[SIGNS[signA]!.modality] ?? 0)
      : 0;
  const scores = {} as PairScoreSet;
  PAIR_AREAS.forEach((area, i) => {
    scores[area] = clampPairScore(
      ANGLE_BASE[angle][i]! +
        ELEMENT_TONE[el]! +
        ELEMENT_AREA[el]![i]! +
        MODALITY_TONE[mo]! +
        MODALITY_AREA[mo]![i]! +
        friction,
    );
  });
  return { angle, scores, overall: overallOf(scores) };
}

export interface PairingInput {
  signA: number;
  signB: number;
  /** Moon signs, when known */
  moonA?: number;
  moonB?: number;
  /** both charts compared (two stored profiles: birth places known, times where known) */
  synastry?: Synastry;
}

export interface PairingResult {
  /**
   * 'signs': a Sun and Moon sign pairing of two birthdays; 'charts': the synastry of both
   * charts, its scores unchanged, so the pairing and the synastry of one pair agree
   */
  level: 'signs' | 'charts';
  overall: number;
  scores: PairScoreSet;
  /** the Sun signs' angle, 0–6 */
  angle: number;
}

const blend = (parts: ReadonlyArray<[PairScoreSet, number]>): PairScoreSet => {
  const out = {} as PairScoreSet;
  for (const area of PAIR_AREAS)
    out[area] = clampPairScore(parts.reduce((s, [scores, w]) => s + scores[area] * w, 0));
  return out;
};

/** The sign-level scores: Sun to Sun, with the Moons (each to the other's Moon and Sun) when known. */
function signScores(input: PairingInput): PairScoreSet {
  const { signA, signB, moonA, moonB } = input;
  const sun = signPairing(signA, signB).scores;
  if (moonA !== undefined && moonB !== undefined)
    return blend([
      [sun, 0.6],
      [signPairing(moonA, moonB).scores, 0.2],
      [signPairing(signA, moonB).scores, 0.1],
      [signPairing(moonA, signB).scores, 0.1],
    ]);
  if (moonA !== undefined)
    return blend([
      [sun, 0.8],
      [signPairing(moonA, signB).scores, 0.2],
    ]);
  if (moonB !== undefined)
    return blend([
      [sun, 0.8],
      [signPairing(signA, moonB).scores, 0.2],
    ]);
  return sun;
}

/**
 * The compatibility of two people. With both charts (the caller passes their synastry) it is
 * the synastry's own scores ('charts'): one pair, one score, whichever feature asks. Without
 * them it is a Sun and Moon sign pairing ('signs'): the Sun signs, with the Moons when known.
 */
export function pairing(input: PairingInput): PairingResult {
  const angle = signAngle(input.signA, input.signB);
  if (input.synastry)
    return {
      level: 'charts',
      overall: input.synastry.overall,
      scores: { ...input.synastry.scores },
      angle,
    };
  const scores = signScores(input);
  return { level: 'signs', overall: overallOf(scores), scores, angle };
}
