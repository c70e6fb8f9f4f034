import { baziChart, BRANCHES, STEMS, TEN_GODS, type BaziChart } from '../../src/bazi';
import { prng } from './sentences';

/** The Chinese an English 八字 text shows beside its glosses: stems, pillars and the terms. */
export const BAZI_GLOSSED = [
  ...STEMS.flatMap((s) => BRANCHES.map((b) => `${s}${b}`)),
  ...STEMS,
  ...BRANCHES,
  ...TEN_GODS,
  '比劫',
  '食伤',
  '官杀',
  '财',
  '印',
  '得令',
  '大运',
  '冲',
  '合',
  '刑',
  '害',
];

/** `count` births from 1930 to 2010 across China's longitudes, each with its chart. */
export function randomBaziBirths(seed: number, count: number): { utc: Date; chart: BaziChart }[] {
  const rand = prng(seed);
  return Array.from({ length: count }, () => {
    const utc = new Date(Date.UTC(1930, 0, 1) + Math.floor(rand() * 80 * 365.25 * 864e5));
    const chart = baziChart({
      utc,
      lon: 75 + rand() * 60,
      standardOffsetMinutes: 480,
      sex: rand() < 0.5 ? 'male' : 'female',
    });
    return { utc, chart };
  });
}
