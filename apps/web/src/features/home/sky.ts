import { MOON_PHASES } from '@starlit/contracts/constants';

/**
 * Tonight's sky from the date alone: the moon's phase (mean synodic month from a known
 * new moon) and the sun's sign (tropical zodiac, usual cusp dates). Accurate to about a
 * day, which is what a daily card shows.
 */
const SYNODIC_DAYS = 29.530588853;
/** 2000-01-06 18:14 UTC, a new moon */
const KNOWN_NEW_MOON = Date.UTC(2000, 0, 6, 18, 14);
const DAY_MS = 86_400_000;

export type MoonPhase = (typeof MOON_PHASES)[number];

export interface MoonInfo {
  /** days since the last new moon */
  age: number;
  /** 0 new … 0.5 full … 1 new */
  fraction: number;
  /** lit share of the disc, 0..1 */
  illumination: number;
  phase: MoonPhase;
}

export function moonInfo(date: Date): MoonInfo {
  const days = (date.getTime() - KNOWN_NEW_MOON) / DAY_MS;
  const age = ((days % SYNODIC_DAYS) + SYNODIC_DAYS) % SYNODIC_DAYS;
  const fraction = age / SYNODIC_DAYS;
  const illumination = (1 - Math.cos(2 * Math.PI * fraction)) / 2;
  const index = Math.floor(fraction * 8 + 0.5) % 8;
  return { age, fraction, illumination, phase: MOON_PHASES[index] ?? 'new' };
}

/** First day (month, day) of each sign, Aries (0) to Pisces (11). */
const SIGN_STARTS: readonly [number, number][] = [
  [3, 21],
  [4, 20],
  [5, 21],
  [6, 21],
  [7, 23],
  [8, 23],
  [9, 23],
  [10, 23],
  [11, 22],
  [12, 22],
  [1, 20],
  [2, 19],
];

/** The sun's sign on a date: 0 Aries … 11 Pisces (the constellation ids of the spec). */
export function sunSign(date: Date): number {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const key = month * 100 + day;
  // the latest sign start on or before the date; before 20 January it is still Capricorn
  let sign = 9;
  let latest = -1;
  SIGN_STARTS.forEach(([m, d], index) => {
    const start = m * 100 + d;
    if (start <= key && start > latest) {
      latest = start;
      sign = index;
    }
  });
  return sign;
}

export { moonPath } from '../../components/MoonGlyph';
