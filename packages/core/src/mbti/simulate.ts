import { mbtiItems } from './items';
import { LEVEL_ITEM_IDS, MBTI_LEVELS, type MbtiLevel } from './levels';
import { SCALE_MAX, SCALE_MIN, SCALE_NEUTRAL, scoreAnswers } from './scoring';
import { MBTI_DIMENSIONS, MBTI_TYPES, typeLetter, type Dimension, type TypeCode } from './types';
import { mulberry32, type Rng } from '../util';

/**
 * Simulated respondents, to measure how often each level recovers a known type. Only for tests
 * and the accuracy figures in docs/personality-test.md; no real answers come from here.
 */

/** A standard normal draw (Box–Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng(); // (0, 1], so the log is finite
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export interface SimulationOptions {
  /**
   * Range of the trait strength, drawn uniformly per respondent and dichotomy, as a share of the
   * scale's half-range (3 points): the respondent's typical answer sits strength × 3 points from
   * neutral toward their true pole. Default [0.3, 1].
   */
  strength?: readonly [number, number];
  /** SD of each answer's noise, in scale points. Default 1.2. */
  noise?: number;
  /** SD of a respondent's tendency to agree with everything, in scale points. Default 0. */
  acquiescence?: number;
}

export interface Respondent {
  type: TypeCode;
  /** 0–1 per dichotomy */
  strengths: Record<Dimension, number>;
  /** scale points added to every answer before rounding */
  acquiescence: number;
}

/** Draws a respondent: a uniformly random type (unless given) and strengths. */
export function drawRespondent(
  rng: Rng,
  options: SimulationOptions = {},
  type?: TypeCode,
): Respondent {
  const [lo, hi] = options.strength ?? [0.3, 1];
  const code = type ?? MBTI_TYPES[Math.floor(rng() * MBTI_TYPES.length)]!;
  const strengths = {} as Record<Dimension, number>;
  for (const dim of MBTI_DIMENSIONS) strengths[dim] = lo + (hi - lo) * rng();
  const acquiescence = (options.acquiescence ?? 0) * gaussian(rng);
  return { type: code, strengths, acquiescence };
}

/**
 * A respondent's answers to a level: for each item the latent agreement is neutral ± strength ×
 * 3 toward the item's key if it is the respondent's pole (away from it otherwise), plus
 * acquiescence and Gaussian noise, rounded and clipped to 1–7.
 */
export function simulateAnswers(
  level: MbtiLevel,
  respondent: Respondent,
  rng: Rng,
  noise = 1.2,
): Record<string, number> {
  const half = (SCALE_MAX - SCALE_MIN) / 2;
  const answers: Record<string, number> = {};
  for (const item of mbtiItems(level)) {
    const agrees = typeLetter(respondent.type, item.dimension) === item.key;
    const latent =
      SCALE_NEUTRAL +
      (agrees ? 1 : -1) * respondent.strengths[item.dimension] * half +
      respondent.acquiescence +
      noise * gaussian(rng);
    answers[item.id] = Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round(latent)));
  }
  return answers;
}

export interface LevelAccuracy {
  level: MbtiLevel;
  /** share of respondents with all four letters right, 0–1 */
  type: number;
  /** share with each letter right, 0–1 */
  letters: Record<Dimension, number>;
  /** share of dichotomy scores that were exact ties */
  ties: number;
}

/**
 * Simulates `respondents` people, each answering the full test once, and scores every level on
 * its subset of those answers (so the levels are compared on the same people and the same
 * answers). Deterministic for a seed.
 */
export function simulateAccuracy(
  respondents: number,
  seed: number,
  options: SimulationOptions = {},
): LevelAccuracy[] {
  const rng = mulberry32(seed);
  const hits = MBTI_LEVELS.map(() => ({ type: 0, ties: 0, EI: 0, SN: 0, TF: 0, JP: 0 }));
  for (let r = 0; r < respondents; r++) {
    const person = drawRespondent(rng, options);
    const full = simulateAnswers('full', person, rng, options.noise);
    MBTI_LEVELS.forEach((level, i) => {
      const answers = Object.fromEntries(LEVEL_ITEM_IDS[level].map((id) => [id, full[id]]));
      const result = scoreAnswers(level, answers);
      const h = hits[i]!;
      if (result.type === person.type) h.type++;
      for (const dim of MBTI_DIMENSIONS) {
        if (result.dimensions[dim].letter === typeLetter(person.type, dim)) h[dim]++;
        if (result.dimensions[dim].tie) h.ties++;
      }
    });
  }
  return MBTI_LEVELS.map((level, i) => {
    const h = hits[i]!;
    const letters = {} as Record<Dimension, number>;
    for (const dim of MBTI_DIMENSIONS) letters[dim] = h[dim] / respondents;
    return { level, type: h.type / respondents, letters, ties: h.ties / (4 * respondents) };
  });
}
