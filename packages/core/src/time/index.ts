/**
 * IANA time zones and calendar days: which zones the runtime knows, and the local date of an
 * instant in a zone. The server (check-in days, allowances, fortunes) and the domain logic use
 * these same rules.
 */

/** Caches never grow past this many zones (zone names come from requests). */
const CACHE_MAX = 1000;

const knownZones = new Set<string>();

/** Whether the runtime knows this IANA zone (names match regardless of case, as Intl does). */
export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size >= CACHE_MAX) knownZones.clear();
  knownZones.add(zone);
  return true;
}

/** A date formatter per zone: building one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) of an instant in an IANA zone; an unknown zone counts as UTC. */
export function localDate(now: Date, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    if (dayFormats.size >= CACHE_MAX) dayFormats.clear();
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: isTimeZone(zone) ? zone : 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(now);
}

/** A YYYY-MM-DD date moved by whole days (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
