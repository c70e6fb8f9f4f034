import {
  AYANAMSAS,
  birthInstant,
  HOUSE_SYSTEMS,
  NODE_KINDS,
  ZODIACS,
  type ChartOptions,
} from '../src/astro';
import { isTimeZone } from '../src/time';

/** A message for the person at the command line (printed, exit status 2); not a crash. */
export class CliError extends Error {}

export type Json = Record<string, unknown>;

/** The argument as a JSON object. */
export function parseObject(json: string): Json {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    throw new CliError('the argument is not JSON');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new CliError('the argument must be a JSON object');
  return input as Json;
}

export function num(input: Json, key: string, min: number, max: number): number {
  const v = input[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    throw new CliError(`"${key}" must be a number from ${min} to ${max}`);
  return v;
}

/** An object field (a natal chart's place and time, one of two people). */
export function objectField(input: Json, key: string): Json {
  const v = input[key];
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new CliError(`"${key}" must be an object with "utc" (or "local" and "tz"), "lat", "lon"`);
  return v as Json;
}

/** An ISO instant with Z or an offset. */
export function isoInstant(input: Json, key: string): Date {
  const v = input[key];
  const utc = typeof v === 'string' ? new Date(v) : new Date(Number.NaN);
  if (typeof v !== 'string' || Number.isNaN(utc.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/.test(v))
    throw new CliError(`"${key}" must be an ISO date-time with Z or an offset`);
  return utc;
}

/** The instant of the input: `utc`, or `local` + `tz` (IANA rules, LMT before standard time). */
function instant(input: Json, lon: number) {
  if (typeof input.utc === 'string') return { utc: isoInstant(input, 'utc'), utcOffsetMinutes: 0 };
  const local =
    typeof input.local === 'string' ? /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)$/.exec(input.local) : null;
  if (!local) throw new CliError('give "utc", or "local" as YYYY-MM-DDTHH:mm with "tz"');
  if (typeof input.tz !== 'string' || !isTimeZone(input.tz))
    throw new CliError('"tz" must be an IANA time zone such as Asia/Shanghai');
  const override =
    input.utcOffsetMinutes === undefined ? null : num(input, 'utcOffsetMinutes', -720, 840);
  try {
    const { utc, ...how } = birthInstant({
      date: local[1]!,
      time: local[2]!,
      tz: input.tz,
      lon,
      overrideMinutes: override,
    });
    return { utc, ...how };
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** A place and moment: `{utc, lat, lon}` or `{local, tz, lat, lon}`, with how the time was read. */
export function moment(input: Json) {
  const lat = num(input, 'lat', -90, 90);
  const lon = num(input, 'lon', -180, 180);
  const { utc, ...how } = instant(input, lon);
  return { utc, lat, lon, how };
}

function oneOf<T extends string>(input: Json, key: string, allowed: readonly T[]): T | undefined {
  const v = input[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !allowed.includes(v as T))
    throw new CliError(`"${key}" must be one of ${allowed.join(', ')}`);
  return v as T;
}

/** The chart options: house system, zodiac, ayanamsa and node kind. */
export function chartOptions(input: Json): ChartOptions {
  return {
    houseSystem: oneOf(input, 'houseSystem', HOUSE_SYSTEMS) ?? 'placidus',
    zodiac: oneOf(input, 'zodiac', ZODIACS) ?? 'tropical',
    ayanamsa: oneOf(input, 'ayanamsa', AYANAMSAS) ?? 'lahiri',
    node: oneOf(input, 'node', NODE_KINDS) ?? 'mean',
  };
}
