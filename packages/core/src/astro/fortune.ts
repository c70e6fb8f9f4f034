import { planetPositions } from './ephemeris';
import { transitsTo, type AspectKind, type Transit } from './aspects';
import type { PlanetId } from '../planets';
import type { FortuneBand, FortuneDimension } from './content/types';

export const FORTUNE_DIMENSIONS: readonly FortuneDimension[] = [
  'emotions',
  'health',
  'wealth',
  'career',
];

/** How much each planet speaks for each area of life (as transiting or as natal planet). */
export const DIMENSION_WEIGHTS: Record<FortuneDimension, Partial<Record<PlanetId, number>>> = {
  emotions: { moon: 1, venus: 0.8, neptune: 0.5, sun: 0.4, mars: 0.3, pluto: 0.3 },
  health: { sun: 1, mars: 0.8, moon: 0.6, saturn: 0.5, jupiter: 0.3, neptune: 0.2 },
  wealth: { jupiter: 1, venus: 0.8, saturn: 0.5, pluto: 0.4, mercury: 0.4, moon: 0.2 },
  career: { saturn: 1, sun: 0.8, jupiter: 0.7, mars: 0.6, mercury: 0.5, uranus: 0.2 },
};

const BENEFIC = new Set<PlanetId>(['sun', 'moon', 'mercury', 'venus', 'jupiter']);

/** Aspect weight: harmony lifts a day, tension weighs on it; a conjunction takes its planet's tone. */
export function aspectWeight(kind: AspectKind, transit: PlanetId): number {
  switch (kind) {
    case 'trine':
      return 1;
    case 'sextile':
      return 0.7;
    case 'square':
      return -1;
    case 'opposition':
      return -0.8;
    default:
      return BENEFIC.has(transit) ? 0.6 : -0.6;
  }
}

/**
 * Calibration of the raw sums, per dimension: the typical raw value (maps to 50) and the scale
 * that gives a spread of about 15 points, measured over 150 random charts × 20 days of 2026
 * (test/astro-fortune.test.ts checks the median and spread).
 */
export const FORTUNE_CENTER: Record<FortuneDimension, number> = {
  emotions: 0.18,
  health: 0.13,
  wealth: 0.17,
  career: 0.1,
};
export const FORTUNE_SCALE: Record<FortuneDimension, number> = {
  emotions: 9.3,
  health: 8.7,
  wealth: 9.5,
  career: 8,
};

export interface DayFortune {
  overall: number;
  scores: Record<FortuneDimension, number>;
  transits: Transit[];
}

const clampScore = (x: number) => Math.max(3, Math.min(99, Math.round(x)));

/** Raw (uncalibrated) sums of aspect weight × planet weights × orb closeness, per dimension. */
export function rawFortune(transits: readonly Transit[]): Record<FortuneDimension, number> {
  const raw = { emotions: 0, health: 0, wealth: 0, career: 0 };
  for (const t of transits) {
    const closeness = 1 - t.orb / t.maxOrb;
    const weight = aspectWeight(t.kind, t.transit) * closeness;
    for (const dim of FORTUNE_DIMENSIONS) {
      const w = DIMENSION_WEIGHTS[dim];
      raw[dim] += weight * ((w[t.transit] ?? 0) + (w[t.natal] ?? 0));
    }
  }
  return raw;
}

/** The scores of a day from its transits (calibrated, clamped to 3..99). */
export function scoreFortune(transits: Transit[]): DayFortune {
  const raw = rawFortune(transits);
  const score = (dim: FortuneDimension) =>
    clampScore(50 + (raw[dim] - FORTUNE_CENTER[dim]) * FORTUNE_SCALE[dim]);
  const scores = {
    emotions: score('emotions'),
    health: score('health'),
    wealth: score('wealth'),
    career: score('career'),
  };
  const overall = clampScore((scores.emotions + scores.health + scores.wealth + scores.career) / 4);
  return { overall, scores, transits };
}

/** How many points a raw contribution moves an area's score (before clamping). */
export const pointsOf = (dim: FortuneDimension, raw: number): number =>
  Math.round(raw * FORTUNE_SCALE[dim]);

/**
 * A day's fortune for a natal chart: the sky at `moment` (the person's local noon of the day)
 * aspecting the natal planets. Deterministic: the same chart and day give the same scores.
 */
export function dayFortune(
  natal: ReadonlyArray<{ id: PlanetId; lon: number; speed: number }>,
  moment: Date,
): DayFortune {
  return scoreFortune(transitsTo(natal, planetPositions(moment)));
}

/** The text band of a score (see FortuneBand). */
export function fortuneBand(score: number): FortuneBand {
  if (score < 25) return 0;
  if (score < 45) return 1;
  if (score < 60) return 2;
  if (score < 80) return 3;
  return 4;
}
