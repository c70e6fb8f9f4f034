/**
 * Daily check-in: a cycle of N days with rising rewards. Missing a day starts the cycle
 * again at day 1; after the last day the next check-in is day 1 of a new cycle.
 */
import { addDays, isTimeZone, localDate } from '../time';

/** The date before a YYYY-MM-DD date. */
export const previousDate = (isoDate: string): string => addDays(isoDate, -1);

export interface LastCheckIn {
  /** local date of the last check-in */
  date: string;
  /** its day in the cycle, 1-based */
  cycleDay: number;
}

/**
 * Where the user stands today: days already signed in the current cycle, whether today is
 * done, and which cycle day the next check-in would be.
 */
export function checkInState(
  today: string,
  last: LastCheckIn | null,
  cycleLength: number,
): { signedDays: number; signedToday: boolean; nextDay: number } {
  if (!last) return { signedDays: 0, signedToday: false, nextDay: 1 };
  if (last.date === today) {
    return {
      signedDays: last.cycleDay,
      signedToday: true,
      nextDay: last.cycleDay >= cycleLength ? 1 : last.cycleDay + 1,
    };
  }
  if (last.date === previousDate(today) && last.cycleDay < cycleLength) {
    return { signedDays: last.cycleDay, signedToday: false, nextDay: last.cycleDay + 1 };
  }
  return { signedDays: 0, signedToday: false, nextDay: 1 };
}

/** The start of the next local day, as an instant (when daily counters reset). */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const today = localDate(now, zone);
  // walk forward hour by hour: zones change dates on the hour or quarter hour
  let t = Math.floor(now.getTime() / 900_000) * 900_000;
  for (let i = 0; i < 200; i++) {
    t += 900_000;
    if (localDate(new Date(t), zone) !== today) return new Date(t);
  }
  return new Date(now.getTime() + 86_400_000);
}
