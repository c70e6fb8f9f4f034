/**
 * A local birth time at a place → the UTC instant, with the runtime's IANA time-zone rules
 * (Intl, i.e. ICU's copy of the tz database: China's 1986–1991 summer time, wartime and
 * historical offsets included). Before a zone kept standard time the tz database gives the
 * local mean time of the zone's reference city; a birth then is reckoned in the local mean
 * time of the birthplace itself, from its longitude.
 */

export interface LocalBirth {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', 00:00–23:59, taken to the minute */
  time: string;
  /** IANA zone */
  tz: string;
  /** birthplace longitude, degrees east: used for local mean time */
  lon: number;
  /** a manual offset in minutes that replaces the zone's rules */
  overrideMinutes?: number | null;
}

export interface BirthInstantResult {
  utc: Date;
  utcOffsetMinutes: number;
  dst: boolean;
  lmt: boolean;
  ambiguous: boolean;
  skipped: boolean;
  overridden: boolean;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(tz, f);
  }
  return f;
}

/** The zone's UTC offset in minutes (seconds as a fraction) at an instant. */
export function zoneOffset(tz: string, utcMs: number): number {
  const parts: Record<string, string> = {};
  for (const p of formatFor(tz).formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  // the formatter drops milliseconds
  return (wall - (utcMs - (((utcMs % 1000) + 1000) % 1000))) / 60000;
}

const LMT_PROBE = Date.UTC(1800, 0, 1);
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Whether the zone is still on the local mean time it starts from in the tz database. */
function inLmtEra(tz: string, utcMs: number): boolean {
  const first = zoneOffset(tz, LMT_PROBE);
  // zones such as Etc/GMT-8 keep one whole offset forever: never LMT
  if (Number.isInteger(first / 15)) return false;
  return Math.abs(zoneOffset(tz, utcMs) - first) < 1e-9;
}

/** The zone's standard offset that year: the smallest of its offsets through the year. */
function standardOffset(tz: string, year: number): number {
  return Math.min(...[0, 3, 6, 9].map((m) => zoneOffset(tz, Date.UTC(year, m, 1, 12))));
}

/** The local date and time (to the minute, never rounded) as if it were UTC, in milliseconds. */
function parseWall(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!clock) throw new RangeError(`not a time of day (HH:mm): ${time}`);
  const [h, mi] = [Number(clock[1]), Number(clock[2])];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw new RangeError(`not a calendar date: ${date}`);
  return wall;
}

const DAY = 86_400_000;

/** The UTC instant of a local birth time, and how it was reckoned. */
export function birthInstant(input: LocalBirth): BirthInstantResult {
  const wall = parseWall(input.date, input.time);
  const base = { dst: false, lmt: false, ambiguous: false, skipped: false, overridden: false };
  if (input.overrideMinutes !== undefined && input.overrideMinutes !== null) {
    const utc = new Date(wall - input.overrideMinutes * 60000);
    return { ...base, utc, utcOffsetMinutes: input.overrideMinutes, overridden: true };
  }
  const { tz } = input;
  if (inLmtEra(tz, wall - zoneOffset(tz, wall) * 60000)) {
    const offset = input.lon * 4;
    return {
      ...base,
      utc: new Date(wall - offset * 60000),
      utcOffsetMinutes: round2(offset),
      lmt: true,
    };
  }
  // the offsets in force around that wall time; each one that maps back onto itself is a reading
  const before = zoneOffset(tz, wall - DAY);
  const after = zoneOffset(tz, wall + DAY);
  const candidates = [...new Set([before, zoneOffset(tz, wall), after])];
  const valid = candidates.filter((o) => zoneOffset(tz, wall - o * 60000) === o);
  let offset: number;
  let ambiguous = false;
  let skipped = false;
  if (valid.length === 0) {
    // clocks went forward over this time: read it with the offset before the jump
    offset = before;
    skipped = true;
  } else {
    // clocks went back: the time happened twice; take the first (the larger offset)
    offset = Math.max(...valid);
    ambiguous = valid.length > 1;
  }
  const utc = new Date(wall - offset * 60000);
  const dst = offset > standardOffset(tz, utc.getUTCFullYear());
  return { ...base, utc, utcOffsetMinutes: round2(offset), dst, ambiguous, skipped };
}
