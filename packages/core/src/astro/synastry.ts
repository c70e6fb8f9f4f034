import { ASPECTS, ORB_FACTOR, type AspectKind } from './aspects';
import type { Chart } from './chart';
import { houseOf } from './houses';
import { PLANETS, type PlanetId } from '../planets';

/** A point of a chart that takes part in synastry: the ten planets and, with a birth time, the Ascendant. */
export type SynastryPointId = PlanetId | 'asc';

export const SYNASTRY_POINTS: readonly SynastryPointId[] = [...PLANETS, 'asc'];

/** An aspect between a point of chart A (`a`) and a point of chart B (`b`). */
export interface SynastryAspect {
  a: SynastryPointId;
  b: SynastryPointId;
  kind: AspectKind;
  /** degrees from exact */
  orb: number;
  /**
   * Signed strength: + harmonious, − tense. |weight| grows with the importance of the two
   * points and with the closeness of the orb (at most 1.3: an exact Sun–Moon trine).
   */
  weight: number;
}

/** A planet of one chart in a house (1–12) of the other. */
export interface HouseOverlay {
  planet: PlanetId;
  house: number;
}

/** Integers 0–100. */
export interface PairScoreSet {
  love: number;
  friendship: number;
  communication: number;
  longTerm: number;
}
export type PairArea = keyof PairScoreSet;
export const PAIR_AREAS: readonly PairArea[] = ['love', 'friendship', 'communication', 'longTerm'];

export interface Synastry {
  /** strongest (largest |weight|) first */
  aspects: SynastryAspect[];
  /** A's planets in B's houses (null when B's birth time is unknown), and B's in A's */
  overlays: { aInB: HouseOverlay[] | null; bInA: HouseOverlay[] | null };
  scores: PairScoreSet;
  overall: number;
}

export interface SynastryOptions {
  /** A's birth time is known (default true): A's Ascendant and houses take part */
  aTimeKnown?: boolean;
  bTimeKnown?: boolean;
}

/**
 * Synastry orbs are the natal orbs (aspects.ts: base orb × the two points' orb factors) times
 * 0.8: two charts overlaid produce many more pairs (10 × 10 or more instead of 45), and
 * astrologers read inter-chart contacts a little tighter than natal ones. Sun–Moon
 * conjunction 8°, Venus–Mars trine 5.6°, Uranus–Pluto square 4.2°. The Ascendant has the orb
 * factor of a personal planet (1).
 */
export const SYNASTRY_ORB_SCALE = 0.8;
const ORB: Record<SynastryPointId, number> = { ...ORB_FACTOR, asc: 1 };

/**
 * How much a point counts in a relationship. The lights, Venus, Mars and the Ascendant are
 * personal and weigh most; Jupiter and Saturn are social; the outer planets move so slowly
 * that people born within a few years share their places, so their contacts with each other
 * are generational and weigh almost nothing (0.2 × 0.2).
 */
export const POINT_IMPORTANCE: Record<SynastryPointId, number> = {
  sun: 1,
  moon: 1,
  venus: 0.9,
  asc: 0.85,
  mars: 0.8,
  mercury: 0.65,
  saturn: 0.55,
  jupiter: 0.5,
  pluto: 0.25,
  uranus: 0.2,
  neptune: 0.2,
};

/** The classic contacts of synastry, weighed a little more (keys in canonical point order). */
const PAIR_BONUS: Partial<Record<string, number>> = {
  'sun-moon': 1.3,
  'venus-mars': 1.3,
  'moon-moon': 1.15,
  'sun-venus': 1.1,
  'moon-venus': 1.1,
  'moon-mars': 1.05,
  'sun-asc': 1.15,
  'moon-asc': 1.15,
  'venus-asc': 1.15,
  'mars-asc': 1.1,
};

const ORDER = new Map(SYNASTRY_POINTS.map((p, i) => [p, i]));
/** The two points in canonical order (PLANETS order, the Ascendant last). */
export function canonicalPair(
  a: SynastryPointId,
  b: SynastryPointId,
): [SynastryPointId, SynastryPointId] {
  return ORDER.get(a)! <= ORDER.get(b)! ? [a, b] : [b, a];
}

/** The importance of a contact between two points, independent of their order. */
export function pairImportance(a: SynastryPointId, b: SynastryPointId): number {
  const [x, y] = canonicalPair(a, b);
  return POINT_IMPORTANCE[x] * POINT_IMPORTANCE[y] * (PAIR_BONUS[`${x}-${y}`] ?? 1);
}

const KIND_TONE: Record<Exclude<AspectKind, 'conjunction'>, number> = {
  trine: 1,
  sextile: 0.8,
  square: -1,
  opposition: -0.7,
};
const SOFT = new Set<SynastryPointId>(['sun', 'moon', 'mercury', 'venus', 'jupiter', 'asc']);

/**
 * The tone of a contact, −1 … 1. Trines and sextiles are harmonious, squares and oppositions
 * tense (oppositions a little less: they also attract). A conjunction takes the nature of its
 * two points: two "soft" points (Sun, Moon, Mercury, Venus, Jupiter, Ascendant) blend well
 * (+0.8); Venus–Mars is the classic spark (+0.7); Mars with a soft point is lively but can
 * flare (+0.3); Neptune with a soft point is tender and idealising (+0.3); anything else —
 * Saturn, Uranus, Pluto, Mars with Mars — is heavy or unsettling (−0.4).
 */
export function contactTone(kind: AspectKind, a: SynastryPointId, b: SynastryPointId): number {
  if (kind !== 'conjunction') return KIND_TONE[kind];
  if (SOFT.has(a) && SOFT.has(b)) return 0.8;
  const [x, y] = canonicalPair(a, b);
  if (x === 'venus' && y === 'mars') return 0.7;
  const other = a === 'mars' || a === 'neptune' ? b : b === 'mars' || b === 'neptune' ? a : null;
  if (other !== null && SOFT.has(other)) return 0.3;
  return -0.4;
}

/** Closeness of an orb: 1 when exact, 0.3 at the edge of the orb. */
const closeness = (orb: number, maxOrb: number) => 1 - (0.7 * orb) / maxOrb;

/** The exact separation (0–180°) of two longitudes, the same whichever comes first. */
function separation(x: number, y: number): number {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
}

interface Point {
  id: SynastryPointId;
  lon: number;
}

/** The aspect between a point of A and a point of B within the synastry orbs, if any. */
export function synastryAspect(p: Point, q: Point): SynastryAspect | null {
  const sep = separation(p.lon, q.lon);
  for (const asp of ASPECTS) {
    const maxOrb = synastryMaxOrb(asp.kind, p.id, q.id);
    const orb = Math.abs(sep - asp.angle);
    if (orb <= maxOrb) {
      const weight =
        contactTone(asp.kind, p.id, q.id) * pairImportance(p.id, q.id) * closeness(orb, maxOrb);
      return { a: p.id, b: q.id, kind: asp.kind, orb, weight };
    }
  }
  return null;
}

/** The largest orb synastry allows between two points for an aspect kind. */
export function synastryMaxOrb(kind: AspectKind, a: SynastryPointId, b: SynastryPointId): number {
  const base = ASPECTS.find((x) => x.kind === kind)!.orb;
  return (base * (ORB[a] + ORB[b]) * SYNASTRY_ORB_SCALE) / 2;
}

/** How much each point speaks for each area (an aspect counts with the mean of its two). */
const AREA_POINTS: Record<PairArea, Partial<Record<SynastryPointId, number>>> = {
  love: {
    venus: 1,
    mars: 0.9,
    moon: 0.6,
    sun: 0.6,
    asc: 0.5,
    pluto: 0.25,
    jupiter: 0.2,
    saturn: 0.2,
    neptune: 0.2,
    mercury: 0.1,
  },
  friendship: {
    jupiter: 0.9,
    sun: 0.8,
    moon: 0.7,
    mercury: 0.7,
    venus: 0.5,
    asc: 0.4,
    uranus: 0.2,
    saturn: 0.2,
    mars: 0.2,
  },
  communication: {
    mercury: 1,
    moon: 0.5,
    sun: 0.4,
    asc: 0.3,
    jupiter: 0.3,
    venus: 0.2,
    mars: 0.2,
    uranus: 0.2,
    saturn: 0.2,
  },
  longTerm: {
    saturn: 1,
    moon: 0.8,
    sun: 0.7,
    venus: 0.5,
    jupiter: 0.4,
    asc: 0.3,
    mars: 0.2,
    mercury: 0.2,
    pluto: 0.2,
  },
};

const PERSONAL = new Set<SynastryPointId>(['sun', 'moon', 'mercury', 'venus', 'mars', 'asc']);

/**
 * The tone of a contact for one area. Two departures from contactTone: for the long term a
 * Saturn conjunction to a personal point binds and steadies (+0.4) instead of weighing; for
 * love the Sun–Moon and Venus–Mars oppositions are the attraction of opposites (+0.3).
 */
function areaTone(area: PairArea, asp: SynastryAspect): number {
  const [x, y] = canonicalPair(asp.a, asp.b);
  if (area === 'longTerm' && asp.kind === 'conjunction') {
    const other = x === 'saturn' ? y : y === 'saturn' ? x : null;
    if (other !== null && PERSONAL.has(other)) return 0.4;
  }
  if (area === 'love' && asp.kind === 'opposition') {
    if ((x === 'sun' && y === 'moon') || (x === 'venus' && y === 'mars')) return 0.3;
  }
  return contactTone(asp.kind, asp.a, asp.b);
}

/**
 * What a partner's planet in each house adds to each area (before centring). Overlays count
 * about half as much as aspects: measured over random pairs, full weights let the houses
 * decide more of the spread than the contacts themselves.
 */
const OVERLAY_PLANET: Record<PlanetId, number> = {
  sun: 0.5,
  moon: 0.5,
  venus: 0.5,
  jupiter: 0.45,
  mercury: 0.35,
  mars: 0.3,
  saturn: 0.25,
  neptune: 0.15,
  pluto: 0.15,
  uranus: 0.1,
};
const OVERLAY_HOUSES: Record<PairArea, Partial<Record<number, number>>> = {
  love: { 5: 1, 7: 1, 8: 0.4, 1: 0.3 },
  friendship: { 11: 1, 3: 0.4, 9: 0.3, 1: 0.3 },
  communication: { 3: 1, 9: 0.5, 11: 0.3 },
  longTerm: { 4: 1, 7: 0.8, 10: 0.7, 2: 0.2 },
};

type AreaSums = Record<PairArea, number>;

/** A sum that does not depend on the order of its terms (so A–B and B–A agree to the bit). */
const stableSum = (terms: number[]) => [...terms].sort((x, y) => x - y).reduce((s, t) => s + t, 0);

function areaSums(terms: Array<(area: PairArea) => number>): AreaSums {
  const out = {} as AreaSums;
  for (const area of PAIR_AREAS) out[area] = stableSum(terms.map((t) => t(area)));
  return out;
}

function aspectTerm(asp: SynastryAspect) {
  const [x, y] = canonicalPair(asp.a, asp.b);
  const maxOrb = synastryMaxOrb(asp.kind, x, y);
  const strength = pairImportance(x, y) * closeness(asp.orb, maxOrb);
  return (area: PairArea) => {
    const w = AREA_POINTS[area];
    const relevance = ((w[x] ?? 0) + (w[y] ?? 0)) / 2;
    return areaTone(area, asp) * strength * relevance;
  };
}

const overlayTerm = (o: HouseOverlay) => (area: PairArea) =>
  OVERLAY_PLANET[o.planet] * (OVERLAY_HOUSES[area][o.house] ?? 0);

/**
 * The raw parts of a synastry, per area, before centring: planet–planet contacts, each side's
 * Ascendant to the other's planets, Ascendant–Ascendant, and each side's planets in the other's
 * houses. Parts that need an unknown birth time are null. Exported for calibration.
 */
export interface SynastryRaw {
  planets: AreaSums;
  ascA: AreaSums | null;
  ascB: AreaSums | null;
  ascAsc: AreaSums | null;
  aInB: AreaSums | null;
  bInA: AreaSums | null;
}

/**
 * The typical value of each raw part (what an average pair has), subtracted before scaling so
 * that a pair whose birth times are unknown (no Ascendant, no houses) is centred like any other.
 * Measured over 2,000 random pairs born 1950–2005 at random latitudes 40° S–60° N, both birth
 * times known (a throwaway script over synastryRaw; both sides' parts are averaged together).
 */
const ASC_CENTER: AreaSums = { love: 0.075, friendship: 0.07, communication: 0.05, longTerm: 0.06 };
const OVERLAY_CENTER: AreaSums = {
  love: 0.716,
  friendship: 0.543,
  communication: 0.483,
  longTerm: 0.723,
};
export const SYNASTRY_CENTER: Record<keyof SynastryRaw, AreaSums> = {
  planets: { love: 0.433, friendship: 0.374, communication: 0.24, longTerm: 0.368 },
  ascA: ASC_CENTER,
  ascB: ASC_CENTER,
  ascAsc: { love: 0.008, friendship: 0.007, communication: 0.005, longTerm: 0.005 },
  aInB: OVERLAY_CENTER,
  bInA: OVERLAY_CENTER,
};
/**
 * Points per unit of centred raw sum, giving each area a spread (standard deviation) of about
 * 14. Over 2,000 other random pairs (1950–2005, both times known) the overall score came out at
 * mean 60.4, standard deviation 12.2, percentiles 5/10/25/50/75/90/95 = 40/45/53/60/69/76/79;
 * with one birth time unknown mean 60.4 (sd 11.6), with both unknown 60.5 (sd 10.9).
 * test/synastry.test.ts checks the mean of 500 fixed pairs (59.4) against 55–65.
 */
export const SYNASTRY_SCALE: AreaSums = {
  love: 11,
  friendship: 11.8,
  communication: 15.9,
  longTerm: 12.4,
};
/** The score of a typical pair, per area. */
export const SYNASTRY_BASE = 60;
/** How the areas make the overall score. */
export const PAIR_AREA_WEIGHTS: Record<PairArea, number> = {
  love: 0.3,
  friendship: 0.2,
  communication: 0.2,
  longTerm: 0.3,
};

export const clampPairScore = (x: number): number => Math.max(5, Math.min(99, Math.round(x)));

interface Side {
  chart: Chart;
  known: boolean;
}

const pointsOf = (s: Side): Point[] => [
  ...s.chart.planets.map((p) => ({ id: p.id, lon: p.lon })),
  ...(s.known ? [{ id: 'asc' as const, lon: s.chart.ascendant }] : []),
];

const overlaysOf = (guest: Chart, host: Side): HouseOverlay[] | null =>
  host.known
    ? guest.planets.map((p) => ({ planet: p.id, house: houseOf(p.lon, host.chart.houses) }))
    : null;

function analyse(a: Chart, b: Chart, opts: SynastryOptions) {
  const A: Side = { chart: a, known: opts.aTimeKnown ?? true };
  const B: Side = { chart: b, known: opts.bTimeKnown ?? true };
  const aspects: SynastryAspect[] = [];
  for (const p of pointsOf(A))
    for (const q of pointsOf(B)) {
      const asp = synastryAspect(p, q);
      if (asp) aspects.push(asp);
    }
  const aInB = overlaysOf(a, B);
  const bInA = overlaysOf(b, A);
  const part = (keep: (x: SynastryAspect) => boolean) =>
    areaSums(aspects.filter(keep).map(aspectTerm));
  const raw: SynastryRaw = {
    planets: part((x) => x.a !== 'asc' && x.b !== 'asc'),
    ascA: A.known ? part((x) => x.a === 'asc' && x.b !== 'asc') : null,
    ascB: B.known ? part((x) => x.b === 'asc' && x.a !== 'asc') : null,
    ascAsc: A.known && B.known ? part((x) => x.a === 'asc' && x.b === 'asc') : null,
    aInB: aInB && areaSums(aInB.map(overlayTerm)),
    bInA: bInA && areaSums(bInA.map(overlayTerm)),
  };
  return { aspects, overlays: { aInB, bInA }, raw };
}

/** The raw parts of a pair (for calibration and tests). */
export function synastryRaw(a: Chart, b: Chart, opts: SynastryOptions = {}): SynastryRaw {
  return analyse(a, b, opts).raw;
}

/** Centred raw sum per area: each present part minus its typical value. */
export function centredRaw(raw: SynastryRaw): AreaSums {
  const out = {} as AreaSums;
  for (const area of PAIR_AREAS) {
    const terms: number[] = [];
    for (const key of Object.keys(raw) as Array<keyof SynastryRaw>) {
      const part = raw[key];
      if (part) terms.push(part[area] - SYNASTRY_CENTER[key][area]);
    }
    out[area] = stableSum(terms);
  }
  return out;
}

/** The overall score from the area scores. */
export function overallOf(scores: PairScoreSet): number {
  return clampPairScore(
    PAIR_AREAS.reduce((sum, area) => sum + scores[area] * PAIR_AREA_WEIGHTS[area], 0),
  );
}

/**
 * Two charts compared: every aspect between A's points and B's (the Ascendant only for a known
 * birth time), each side's planets in the other's houses, and scores per area. Symmetric: B–A
 * gives the same scores, with the roles of the aspects and overlays swapped. Deterministic.
 */
export function synastry(a: Chart, b: Chart, opts: SynastryOptions = {}): Synastry {
  const { aspects, overlays, raw } = analyse(a, b, opts);
  const centred = centredRaw(raw);
  const scores = {} as PairScoreSet;
  for (const area of PAIR_AREAS)
    scores[area] = clampPairScore(SYNASTRY_BASE + centred[area] * SYNASTRY_SCALE[area]);
  const rank = (x: SynastryAspect) => ORDER.get(x.a)! * 16 + ORDER.get(x.b)!;
  aspects.sort((x, y) => Math.abs(y.weight) - Math.abs(x.weight) || rank(x) - rank(y));
  return { aspects, overlays, scores, overall: overallOf(scores) };
}
