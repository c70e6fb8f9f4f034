import { mbtiItems } from './items';
import type { MbtiLevel } from './levels';
import {
  DIMENSION_POLES,
  MBTI_DIMENSIONS,
  type Dimension,
  type Pole,
  type TypeCode,
} from './types';

/** The 7-point agreement scale: 1 strongly disagree … 4 neutral … 7 strongly agree. */
export const SCALE_MIN = 1;
export const SCALE_MAX = 7;
export const SCALE_NEUTRAL = 4;

/** Answers by item id; values are checked, so anything may come in. */
export type MbtiAnswers = Readonly<Record<string, unknown>>;

/** Whether a value is a valid answer: an integer 1–7. */
export function isAnswerValue(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= SCALE_MIN && value <= SCALE_MAX
  );
}

/** How clearly a preference came out: 'slight' … 'very_clear'. */
export type ClarityBand = 'slight' | 'moderate' | 'clear' | 'very_clear';

/**
 * Lowest clarity of each band above 'slight'. Clarity is |pct − 50| × 2 of the winning pole's
 * percentage, so in percentages: 50–59 slight, 60–74 moderate, 75–89 clear, 90–100 very clear.
 */
export const CLARITY_THRESHOLDS = { moderate: 20, clear: 50, very_clear: 80 } as const;

/** The band of a clarity 0–100. */
export function clarityBand(clarity: number): ClarityBand {
  if (clarity >= CLARITY_THRESHOLDS.very_clear) return 'very_clear';
  if (clarity >= CLARITY_THRESHOLDS.clear) return 'clear';
  if (clarity >= CLARITY_THRESHOLDS.moderate) return 'moderate';
  return 'slight';
}

export interface DimensionScore {
  dimension: Dimension;
  /** the dichotomy's poles, [first, second], e.g. ['E', 'I'] */
  poles: readonly [Pole, Pole];
  /** integer percentages toward [first, second]; they sum to 100 */
  percents: [number, number];
  /** the preferred pole; on an exact tie the second pole (I, N, F, P) */
  letter: Pole;
  /** 0–100: |pct − 50| × 2 */
  clarity: number;
  band: ClarityBand;
  /** exactly 50/50, resolved by the tie rule */
  tie: boolean;
}

export interface MbtiScore {
  level: MbtiLevel;
  /** the four letters, in EI SN TF JP order */
  type: TypeCode;
  dimensions: Record<Dimension, DimensionScore>;
  /** every pole's percentage, e.g. { E: 62, I: 38, S: 45, N: 55, … } */
  percents: Record<Pole, number>;
}

/** What is wrong with a set of answers; ids of the level in presentation order. */
export interface AnswerProblems {
  /** items of the level with no answer (absent or undefined) */
  missing: string[];
  /** items of the level whose answer is not an integer 1–7 */
  invalid: string[];
  /** answered ids that are not items of the level, sorted */
  unknown: string[];
}

/** Thrown by `scoreAnswers` when the answers are incomplete or invalid (the server's 1001). */
export class MbtiAnswerError extends Error {
  override readonly name = 'MbtiAnswerError';
  readonly level: MbtiLevel;
  readonly missing: string[];
  readonly invalid: string[];
  readonly unknown: string[];

  constructor(level: MbtiLevel, problems: AnswerProblems) {
    const parts = (['missing', 'invalid', 'unknown'] as const)
      .filter((k) => problems[k].length > 0)
      .map((k) => `${k}: ${problems[k].join(', ')}`);
    super(`invalid answers for the ${level} test (${parts.join('; ')})`);
    this.level = level;
    this.missing = problems.missing;
    this.invalid = problems.invalid;
    this.unknown = problems.unknown;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks that every item of the level is answered with an integer 1–7 and that nothing else is
 * answered. Returns null when the answers are good.
 */
export function checkAnswers(level: MbtiLevel, answers: MbtiAnswers): AnswerProblems | null {
  const items = mbtiItems(level);
  const record: Record<string, unknown> = isRecord(answers) ? answers : {};
  const problems: AnswerProblems = { missing: [], invalid: [], unknown: [] };
  for (const { id } of items) {
    const value = Object.hasOwn(record, id) ? record[id] : undefined;
    if (value === undefined) problems.missing.push(id);
    else if (!isAnswerValue(value)) problems.invalid.push(id);
  }
  const known = new Set(items.map((item) => item.id));
  problems.unknown = Object.keys(record)
    .filter((id) => !known.has(id))
    .sort();
  const bad = problems.missing.length + problems.invalid.length + problems.unknown.length;
  return bad > 0 ? problems : null;
}

/**
 * One dichotomy from the sum of its contributions toward the first pole (each 1–7) over n
 * items. In exact integers: D = sum − 4n; the first pole's percentage is 50 + 50·D/(3n),
 * rounded half away from 50 (so mirrored answers give mirrored percentages), and never shown as
 * 50 unless D is exactly 0.
 */
function dimensionScore(dimension: Dimension, sum: number, n: number): DimensionScore {
  const poles = DIMENSION_POLES[dimension];
  const d = sum - SCALE_NEUTRAL * n;
  let away = Math.floor((100 * Math.abs(d) + 3 * n) / (6 * n));
  if (d !== 0 && away === 0) away = 1;
  const first = 50 + Math.sign(d) * away;
  const clarity = 2 * away;
  return {
    dimension,
    poles,
    percents: [first, 100 - first],
    letter: d > 0 ? poles[0] : poles[1],
    clarity,
    band: clarityBand(clarity),
    tie: d === 0,
  };
}

function score(level: MbtiLevel, answers: Readonly<Record<string, number>>): MbtiScore {
  const sums: Record<Dimension, number> = { EI: 0, SN: 0, TF: 0, JP: 0 };
  const counts: Record<Dimension, number> = { EI: 0, SN: 0, TF: 0, JP: 0 };
  for (const item of mbtiItems(level)) {
    const a = answers[item.id]!;
    const towardFirst = item.key === DIMENSION_POLES[item.dimension][0];
    sums[item.dimension] += towardFirst ? a : SCALE_MIN + SCALE_MAX - a;
    counts[item.dimension] += 1;
  }
  const dimensions = {} as Record<Dimension, DimensionScore>;
  const percents = {} as Record<Pole, number>;
  for (const dim of MBTI_DIMENSIONS) {
    const ds = dimensionScore(dim, sums[dim], counts[dim]);
    dimensions[dim] = ds;
    percents[ds.poles[0]] = ds.percents[0];
    percents[ds.poles[1]] = ds.percents[1];
  }
  const type = MBTI_DIMENSIONS.map((dim) => dimensions[dim].letter).join('') as TypeCode;
  return { level, type, dimensions, percents };
}

export type ScoreOutcome = { ok: true; score: MbtiScore } | { ok: false; problems: AnswerProblems };

/** Scores a level's answers, or says what is wrong with them. */
export function tryScoreAnswers(level: MbtiLevel, answers: MbtiAnswers): ScoreOutcome {
  const problems = checkAnswers(level, answers);
  if (problems) return { ok: false, problems };
  return { ok: true, score: score(level, answers as Readonly<Record<string, number>>) };
}

/**
 * Scores a level's answers: an answer a on an item keyed to a dichotomy's first pole (E, S, T,
 * J) counts a toward it, on one keyed to the second pole 8 − a; the mean contribution, mapped
 * from 1–7 to 0–100, is the first pole's percentage. An exact 50/50 goes to the second pole.
 * Throws MbtiAnswerError listing the missing, invalid and unknown ids.
 */
export function scoreAnswers(level: MbtiLevel, answers: MbtiAnswers): MbtiScore {
  const outcome = tryScoreAnswers(level, answers);
  if (!outcome.ok) throw new MbtiAnswerError(level, outcome.problems);
  return outcome.score;
}
