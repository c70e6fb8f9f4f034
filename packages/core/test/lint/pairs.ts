import { chart, type Chart } from '../../src/astro';
import { prng } from './sentences';

/** Nicknames in both scripts: a zh reading may name Kai, an en reading 小林. */
const NAMES = ['Mei', 'Kai', 'Luna', 'Sol', 'Ana', 'Leo', '小林', '小安', '阿杰', '雨桐'];

export interface LintPerson {
  nickname: string;
  chart: Chart;
  timeKnown: boolean;
}

/** Seeded people born 1940–2010 anywhere from 55° S to 65° N, a quarter without a birth time. */
export function lintPeople(count: number, seed: number): LintPerson[] {
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const utc = new Date(Date.UTC(1940, 0, 1) + Math.floor(rand() * 70 * 365.25 * 864e5));
    return {
      nickname: NAMES[i % NAMES.length]!,
      chart: chart({ utc, lat: -55 + rand() * 120, lon: -180 + rand() * 360 }),
      timeKnown: rand() >= 0.25,
    };
  });
}

/** Seeded pairs of different people with different nicknames. */
export function lintPairs(people: readonly LintPerson[], count: number, seed: number) {
  const rand = prng(seed);
  const out: Array<[LintPerson, LintPerson]> = [];
  while (out.length < count) {
    const a = people[Math.floor(rand() * people.length)]!;
    const b = people[Math.floor(rand() * people.length)]!;
    if (a !== b && a.nickname !== b.nickname) out.push([a, b]);
  }
  return out;
}

/** What the zodiac pairing reads of two people: their Sun and Moon signs and nicknames. */
export const pairingInput = (a: LintPerson, b: LintPerson) => ({
  signA: a.chart.planets[0]!.sign,
  signB: b.chart.planets[0]!.sign,
  moonA: a.chart.planets[1]!.sign,
  moonB: b.chart.planets[1]!.sign,
  nicknameA: a.nickname,
  nicknameB: b.nickname,
});
