import { AstroTime } from 'astronomy-engine';
import { apparentLongitude, norm360 } from '../astro/ephemeris';
import { sunReaches } from '../astro/returns';

/**
 * The twenty-four solar terms (节气), each the instant the apparent Sun reaches a multiple of
 * 15° of longitude: 小寒 at 285°, 立春 at 315°, 春分 at 0°, … The twelve 节 (odd places
 * here: 小寒, 立春, 惊蛰, …) open the months of the Four Pillars.
 */
export const SOLAR_TERMS = [
  '小寒',
  '大寒',
  '立春',
  '雨水',
  '惊蛰',
  '春分',
  '清明',
  '谷雨',
  '立夏',
  '小满',
  '芒种',
  '夏至',
  '小暑',
  '大暑',
  '立秋',
  '处暑',
  '白露',
  '秋分',
  '寒露',
  '霜降',
  '立冬',
  '小雪',
  '大雪',
  '冬至',
] as const;
export type SolarTermName = (typeof SOLAR_TERMS)[number];

/** The Sun's longitude at term `i` of the list above (小寒 = 285°). */
export const termLongitude = (i: number): number => norm360(285 + 15 * i);

const DAY = 86_400_000;
const sunAt = (ms: number) => apparentLongitude('sun', new AstroTime(new Date(ms)));

export interface SolarTerm {
  /** index in SOLAR_TERMS */
  index: number;
  name: SolarTermName;
  utc: Date;
}

/** The solar term of a Gregorian year with this index (小寒 in early January … 冬至 in December). */
export function solarTerm(year: number, index: number): SolarTerm {
  // every term falls between the 4th and the 24th of its month; start a few days before
  const month = Math.floor(index / 2);
  const from = Date.UTC(year, month, index % 2 === 0 ? 1 : 15) - 2 * DAY;
  return { index, name: SOLAR_TERMS[index]!, utc: sunReaches(termLongitude(index), from) };
}

/** The 节 in force at an instant: the last of the twelve month-opening terms at or before it. */
export function monthTermAt(utc: Date): SolarTerm {
  const sun = sunAt(utc.getTime());
  const k = Math.floor(norm360(sun - 285) / 30); // 0 小寒 … 11 大雪
  const index = 2 * k;
  const year = utc.getUTCFullYear();
  for (const y of [year, year - 1]) {
    const term = solarTerm(y, index);
    if (term.utc.getTime() <= utc.getTime()) return term;
  }
  return solarTerm(year - 1, index);
}

/** The next 节 after an instant (the month-opening term that ends its month). */
export function nextMonthTerm(utc: Date): SolarTerm {
  const current = monthTermAt(utc);
  const index = (current.index + 2) % 24;
  const year = current.utc.getUTCFullYear() + (index < current.index ? 1 : 0);
  return solarTerm(year, index);
}
