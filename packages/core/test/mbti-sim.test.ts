import { describe, expect, it } from 'vitest';
import { MBTI_DIMENSIONS, MBTI_TYPES, scoreAnswers } from '../src/mbti';
import {
  drawRespondent,
  gaussian,
  simulateAccuracy,
  simulateAnswers,
  type LevelAccuracy,
  type SimulationOptions,
} from '../src/mbti/simulate';
import { mulberry32 } from '../src/util';

const RESPONDENTS = 2000;
const SEED = 20240601;

/** The scenarios in docs/personality-test.md. */
const SCENARIOS: Record<string, SimulationOptions> = {
  // people with a real preference on every dichotomy (strength 0.3–1 of the half-range)
  clear: { strength: [0.3, 1], noise: 1.2 },
  // anyone, including people right at the middle of a dichotomy, and noisier answers
  mixed: { strength: [0, 1], noise: 1.5 },
  // the same, plus a per-person tendency to agree (SD 0.5 scale points)
  acquiescent: { strength: [0, 1], noise: 1.5, acquiescence: 0.5 },
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const report = (name: string, rows: LevelAccuracy[]) =>
  console.info(
    [
      `${name} (${RESPONDENTS} respondents, seed ${SEED})`,
      ...rows.map(
        (r) =>
          `  ${r.level.padEnd(10)} type ${pct(r.type)} | ` +
          MBTI_DIMENSIONS.map((d) => `${d} ${pct(r.letters[d])}`).join(' ') +
          ` | ties ${pct(r.ties)}`,
      ),
    ].join('\n'),
  );

describe('respondent simulator', () => {
  it('is deterministic for a seed and stays on the 1–7 scale', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
    const rng = mulberry32(1);
    const draws = Array.from({ length: 20000 }, () => gaussian(rng));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((s, x) => s + (x - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
    const person = drawRespondent(mulberry32(3), {}, 'ENFJ');
    expect(person.type).toBe('ENFJ');
    for (const d of MBTI_DIMENSIONS) {
      expect(person.strengths[d]).toBeGreaterThanOrEqual(0.3);
      expect(person.strengths[d]).toBeLessThanOrEqual(1);
    }
    const answers = simulateAnswers('full', person, mulberry32(4), 3);
    for (const v of Object.values(answers)) expect([1, 2, 3, 4, 5, 6, 7]).toContain(v);
    expect(simulateAnswers('full', person, mulberry32(4), 3)).toEqual(answers);
  });

  it('with no noise, recovers every type at every strength', () => {
    for (const type of MBTI_TYPES) {
      const person = drawRespondent(mulberry32(5), { strength: [0.2, 0.2] }, type);
      expect(
        scoreAnswers('simplified', simulateAnswers('simplified', person, mulberry32(6), 0)).type,
      ).toBe(type);
    }
  });
});

describe('simulated accuracy', () => {
  const results = Object.fromEntries(
    Object.entries(SCENARIOS).map(([name, options]) => [
      name,
      simulateAccuracy(RESPONDENTS, SEED, options),
    ]),
  );

  it('prints the rates', () => {
    for (const [name, rows] of Object.entries(results)) report(name, rows);
  });

  it('ranks full above standard above simplified in every scenario', () => {
    for (const rows of Object.values(results)) {
      const [simplified, standard, full] = rows.map((r) => r.type);
      expect(full).toBeGreaterThan(standard!);
      expect(standard).toBeGreaterThan(simplified!);
      const [ts, tm, tf] = rows.map((r) => r.ties);
      expect(ts).toBeGreaterThan(tm!);
      expect(tm).toBeGreaterThanOrEqual(tf!);
    }
  });

  it('meets the floors', () => {
    const floors: Record<string, [number, number, number, number]> = {
      // [simplified, standard, full type accuracy, lowest letter accuracy of simplified]
      clear: [0.97, 0.99, 0.995, 0.99],
      mixed: [0.65, 0.73, 0.8, 0.88],
      acquiescent: [0.65, 0.73, 0.8, 0.88],
    };
    for (const [name, rows] of Object.entries(results)) {
      const [fs, fm, ff, letter] = floors[name]!;
      expect(rows.map((r) => r.type)).toSatisfy(
        ([s, m, f]: number[]) => s! >= fs && m! >= fm && f! >= ff,
      );
      for (const d of MBTI_DIMENSIONS) expect(rows[0]!.letters[d]).toBeGreaterThanOrEqual(letter);
    }
  });

  it('barely notices a tendency to agree, thanks to the balanced keys', () => {
    results.mixed!.forEach((row, i) =>
      expect(Math.abs(row.type - results.acquiescent![i]!.type)).toBeLessThan(0.02),
    );
  });
});
