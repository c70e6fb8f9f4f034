/**
 * Gregorian date → Chinese lunar date, through lunar-typescript (6tail's calendar: new moons and
 * solar terms computed for China Standard Time, leap months by the no-major-solar-term rule).
 * The library computes far outside this window, but we accept only 1901-01-01..2099-12-31, the
 * span that published lunar tables (and our tests) cover.
 */
import { Solar } from 'lunar-typescript';

/** A day of the Chinese lunar calendar; `month` is 1..12 also in a leap month (then `leap`). */
export interface LunarDate {
  year: number;
  month: number;
  day: number;
  leap: boolean;
}

export const MANSION_DATE_MIN = '1901-01-01';
export const MANSION_DATE_MAX = '2099-12-31';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month and day of a real Gregorian 'YYYY-MM-DD' in the supported window, else RangeError. */
export function parseGregorian(date: string): { y: number; m: number; d: number } {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  if (!match) throw new RangeError(`"${String(date)}" is not a date in the form YYYY-MM-DD`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d)
    throw new RangeError(`"${date}" is not a real calendar date`);
  if (date < MANSION_DATE_MIN || date > MANSION_DATE_MAX)
    throw new RangeError(`"${date}" is outside ${MANSION_DATE_MIN}..${MANSION_DATE_MAX}`);
  return { y, m, d };
}

/** The lunar date of a Gregorian 'YYYY-MM-DD' (RangeError for a bad or out-of-range date). */
export function lunarDateOf(date: string): LunarDate {
  const { y, m, d } = parseGregorian(date);
  const lunar = Solar.fromYmd(y, m, d).getLunar();
  const month = lunar.getMonth(); // negative in a leap month
  return { year: lunar.getYear(), month: Math.abs(month), day: lunar.getDay(), leap: month < 0 };
}
