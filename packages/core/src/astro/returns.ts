import { AstroTime } from 'astronomy-engine';
import { angleDiff, apparentLongitude, norm360 } from './ephemeris';
import { chart, signOf, type Chart, type ChartOptions } from './chart';
import { houseOf } from './houses';
import { ayanamsa } from './sidereal';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** The tropical year in days: a year of life is a day of progression. */
export const TROPICAL_YEAR_DAYS = 365.24219;

const sunAt = (ms: number) => apparentLongitude('sun', new AstroTime(new Date(ms)));

/**
 * The first instant at or after `fromMs` when the apparent Sun reaches `lon`, by the secant
 * method on the VSOP87 Sun (to 0.001″, a few hundredths of a second of time): solar returns,
 * and the solar terms of the Chinese calendar.
 */
export function sunReaches(lon: number, fromMs: number): Date {
  let t0 = fromMs;
  let f0 = -norm360(lon - sunAt(fromMs));
  // the Sun's mean motion gives the first guess, within two days
  let t1 = fromMs + (-f0 / 0.98560911) * DAY;
  let f1 = angleDiff(lon, sunAt(t1));
  for (let i = 0; i < 10 && Math.abs(f1) > 3e-7 && f1 !== f0; i++) {
    const t2 = t1 - (f1 * (t1 - t0)) / (f1 - f0);
    [t0, f0] = [t1, f1];
    t1 = t2;
    f1 = angleDiff(lon, sunAt(t1));
  }
  return new Date(Math.round(t1));
}

/**
 * The solar return of a year: the first instant on or after 1 January (UTC) of `year` when the
 * Sun is back at its natal longitude.
 */
export function solarReturnInstant(natalUtc: Date, year: number): Date {
  return sunReaches(sunAt(natalUtc.getTime()), Date.UTC(year, 0, 1));
}

/** The year's return chart at the place where the member spends that birthday. */
export function solarReturn(
  natalUtc: Date,
  year: number,
  place: { lat: number; lon: number },
  options: ChartOptions = {},
): { utc: Date; chart: Chart } {
  const utc = solarReturnInstant(natalUtc, year);
  return { utc, chart: chart({ utc, ...place, ...options }) };
}

/**
 * Secondary progressions, a day for a year: the progressed instant for a date is the natal
 * instant plus as many days as the person has lived tropical years at 00:00 UTC of that date.
 */
export function progressedInstant(natalUtc: Date, on: string): Date {
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  const age = (Date.UTC(y, m - 1, d) - natalUtc.getTime()) / DAY / TROPICAL_YEAR_DAYS;
  return new Date(natalUtc.getTime() + age * DAY);
}

/** The progressed chart for a date, at the birthplace. */
export function progressedChart(
  natal: { utc: Date; lat: number; lon: number },
  on: string,
  options: ChartOptions = {},
): Chart {
  return chart({ ...natal, ...options, utc: progressedInstant(natal.utc, on) });
}

export interface ProgressedMoonStep {
  /** the calendar date (UTC) the progressed Moon makes the change */
  date: string;
  /** the sign (0 Aries … 11 Pisces) and natal house (1–12) it is in from then */
  sign: number;
  house: number;
  /** what changed: it entered a sign, a house, or both */
  entered: ('sign' | 'house')[];
}

/**
 * The progressed Moon's way through the signs and the natal houses between two dates: where it
 * is on the first, and each change after (about one every two and a half years per kind). The
 * cusps are the natal chart's, in the zodiac the options name.
 */
export function progressedMoon(
  natal: { utc: Date; cusps: readonly number[] },
  from: string,
  to: string,
  options: Pick<ChartOptions, 'zodiac' | 'ayanamsa'> = {},
): { now: { sign: number; house: number; lon: number }; changes: ProgressedMoonStep[] } {
  const moonOn = (day: number) => {
    const age = (day - natal.utc.getTime()) / DAY / TROPICAL_YEAR_DAYS;
    const utc = new Date(natal.utc.getTime() + age * DAY);
    const shift = options.zodiac === 'sidereal' ? ayanamsa(utc, options.ayanamsa ?? 'lahiri') : 0;
    return norm360(apparentLongitude('moon', new AstroTime(utc)) - shift);
  };
  const placeOf = (day: number) => {
    const lon = moonOn(day);
    return { sign: signOf(lon), house: houseOf(lon, natal.cusps), lon };
  };
  const same = (a: { sign: number; house: number }, b: { sign: number; house: number }) =>
    a.sign === b.sign && a.house === b.house;
  const end = Date.parse(`${to}T00:00:00Z`);
  let day = Date.parse(`${from}T00:00:00Z`);
  const now = placeOf(day);
  let before = now;
  const changes: ProgressedMoonStep[] = [];
  // the progressed Moon moves about 1° a month: look a week ahead, then find the day
  while (day < end) {
    const next = Math.min(day + WEEK, end);
    if (same(placeOf(next), before)) {
      day = next;
      continue;
    }
    let lo = day;
    let hi = next;
    while (hi - lo > DAY) {
      const mid = lo + Math.floor((hi - lo) / 2 / DAY) * DAY;
      if (same(placeOf(mid), before)) lo = mid;
      else hi = mid;
    }
    const after = placeOf(hi);
    const entered = [
      ...(after.sign !== before.sign ? (['sign'] as const) : []),
      ...(after.house !== before.house ? (['house'] as const) : []),
    ];
    changes.push({
      date: new Date(hi).toISOString().slice(0, 10),
      sign: after.sign,
      house: after.house,
      entered,
    });
    before = after;
    day = hi;
  }
  return { now, changes };
}
