import { birthInstant, chart, type HouseSystem } from '../src/astro';
import { isTimeZone } from '../src/time';

export class CliError extends Error {}

const SYSTEMS: HouseSystem[] = ['placidus', 'wholeSign', 'equal'];
const round = (x: number, digits = 6) => Math.round(x * 10 ** digits) / 10 ** digits;

function num(input: Record<string, unknown>, key: string, min: number, max: number): number {
  const v = input[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    throw new CliError(`"${key}" must be a number from ${min} to ${max}`);
  return v;
}

/** The instant of the input: `utc`, or `local` + `tz` (IANA rules, LMT before standard time). */
function instant(input: Record<string, unknown>, lon: number) {
  if (typeof input.utc === 'string') {
    const utc = new Date(input.utc);
    if (Number.isNaN(utc.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/.test(input.utc))
      throw new CliError('"utc" must be an ISO date-time with Z or an offset');
    return { utc, utcOffsetMinutes: 0 };
  }
  const local =
    typeof input.local === 'string' ? /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)$/.exec(input.local) : null;
  if (!local) throw new CliError('give "utc", or "local" as YYYY-MM-DDTHH:mm with "tz"');
  if (typeof input.tz !== 'string' || !isTimeZone(input.tz))
    throw new CliError('"tz" must be an IANA time zone such as Asia/Shanghai');
  const override =
    input.utcOffsetMinutes === undefined ? null : num(input, 'utcOffsetMinutes', -720, 840);
  try {
    const b = birthInstant({
      date: local[1]!,
      time: local[2]!,
      tz: input.tz,
      lon,
      overrideMinutes: override,
    });
    const { utc, ...how } = b;
    return { utc, ...how };
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

/** One JSON document: the instant, the planets with sign and house, angles, cusps, aspects. */
export function chartCommand(json: string) {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    throw new CliError('the argument is not JSON');
  }
  if (typeof input !== 'object' || input === null)
    throw new CliError('the argument must be a JSON object');
  const data = input as Record<string, unknown>;
  const lat = num(data, 'lat', -90, 90);
  const lon = num(data, 'lon', -180, 180);
  const houseSystem = (data.houseSystem ?? 'placidus') as HouseSystem;
  if (!SYSTEMS.includes(houseSystem))
    throw new CliError(`"houseSystem" must be one of ${SYSTEMS.join(', ')}`);
  const { utc, ...how } = instant(data, lon);
  const c = chart({ utc, lat, lon, houseSystem });
  return {
    utc: c.utc,
    ...how,
    planets: c.planets.map((p) => ({ ...p, lon: round(p.lon), speed: round(p.speed) })),
    northNode: round(c.northNode),
    ascendant: round(c.ascendant),
    mc: round(c.mc),
    houses: c.houses.map((h) => round(h)),
    houseSystem: c.houseSystem,
    ...(c.fallbackFrom ? { fallbackFrom: c.fallbackFrom } : {}),
    aspects: c.aspects.map(({ a, b, kind, orb, applying }) => ({
      a,
      b,
      kind,
      orb: round(orb, 4),
      applying,
    })),
  };
}
