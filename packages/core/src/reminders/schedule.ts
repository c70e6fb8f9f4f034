import { birthInstant } from '../astro/birth';
import { addDays, isTimeZone, localDate } from '../time';

/** When a reminder is due: local clock times in the member's zone, and quiet hours. */

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The local clock time ('HH:MM', 24-hour) of an instant in a zone (UTC for an unknown one). */
export function localClock(at: Date, zone: string): string {
  const tz = isTimeZone(zone) ? zone : 'UTC';
  let f = clockFormats.get(tz);
  if (!f) {
    if (clockFormats.size >= 1000) clockFormats.clear();
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(tz, f);
  }
  return f.format(at);
}

/**
 * The instant of a local date and clock time in a zone. A time the clocks skip (spring
 * forward) is read with the offset before the jump; a time that happens twice, the first.
 */
export function localInstant(date: string, clock: string, zone: string): Date {
  const tz = isTimeZone(zone) ? zone : 'UTC';
  return birthInstant({ date, time: clock, tz, lon: 0 }).utc;
}

export interface QuietHours {
  /** 'HH:MM' local; nothing is sent from start until end (over midnight when start > end) */
  start: string | null;
  end: string | null;
}

/** Whether a local clock time falls in the quiet hours. */
export function inQuiet(clock: string, quiet: QuietHours): boolean {
  const { start, end } = quiet;
  if (!start || !end || start === end) return false;
  return start < end ? clock >= start && clock < end : clock >= start || clock < end;
}

/**
 * When a reminder due at `at` may go: `at` itself, or, when that falls in the quiet hours,
 * the end of those quiet hours (the next local `end` after `at`).
 */
export function afterQuiet(at: Date, zone: string, quiet: QuietHours): Date {
  if (!quiet.end || !inQuiet(localClock(at, zone), quiet)) return at;
  const today = localDate(at, zone);
  for (const date of [today, addDays(today, 1)]) {
    const end = localInstant(date, quiet.end, zone);
    if (end.getTime() > at.getTime()) return end;
  }
  return at;
}

/**
 * The local days whose `clock` falls within [from, to): each day's instant of that clock time,
 * e.g. a daily reminder's times over the next day or so.
 */
export function clockTimesBetween(
  from: Date,
  to: Date,
  clock: string,
  zone: string,
): Array<{ date: string; at: Date }> {
  const out: Array<{ date: string; at: Date }> = [];
  const first = addDays(localDate(from, zone), -1);
  for (let i = 0; i < 4; i += 1) {
    const date = addDays(first, i);
    const at = localInstant(date, clock, zone);
    if (at.getTime() >= from.getTime() && at.getTime() < to.getTime()) out.push({ date, at });
  }
  return out;
}
