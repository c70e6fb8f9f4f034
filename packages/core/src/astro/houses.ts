import type { HouseSystem } from '@starlit/contracts/constants';
import { norm360 } from './ephemeris';
import {
  ascendant,
  campanus,
  koch,
  midheaven,
  placidus,
  porphyry,
  regiomontanus,
  type QuadrantCusps,
} from './house-cusps';

export { ascendant, midheaven, vertex } from './house-cusps';

export { HOUSE_SYSTEMS, type HouseSystem } from '@starlit/contracts/constants';

const rad = Math.PI / 180;
const deg = 180 / Math.PI;

/** Right ascension of an ecliptic longitude (latitude 0). */
export function rightAscension(lon: number, obliquity: number): number {
  return norm360(
    Math.atan2(Math.sin(lon * rad) * Math.cos(obliquity * rad), Math.cos(lon * rad)) * deg,
  );
}

export interface Houses {
  /** the system used */
  system: HouseSystem;
  /** twelve cusps, house 1 first, degrees [0, 360) */
  cusps: number[];
  ascendant: number;
  mc: number;
  /** set when the asked system could not be used (Placidus or Koch inside the polar circles) */
  fallbackFrom?: HouseSystem;
}

/** The twelve cusps from the angles and the four intermediate cusps [11, 12, 2, 3]. */
function quadrantHouses(asc: number, mc: number, [c11, c12, c2, c3]: QuadrantCusps): number[] {
  const half = [asc, c2, c3, norm360(mc + 180), norm360(c11 + 180), norm360(c12 + 180)];
  return [...half, ...half.map((c) => norm360(c + 180))];
}

const QUADRANT: Partial<
  Record<HouseSystem, (ramc: number, obliquity: number, lat: number) => QuadrantCusps | null>
> = { placidus, koch, regiomontanus, campanus };

/**
 * House cusps for a sidereal moment (`ramc` = local apparent sidereal time in degrees) at a
 * latitude. Placidus is the default. Placidus and Koch are undefined inside the polar circles
 * (some ecliptic degrees never rise there): Porphyry is used instead, and the answer says so.
 * With an `ayanamsa`, every longitude is sidereal (and whole signs are sidereal signs).
 */
export function houses(
  ramc: number,
  obliquity: number,
  lat: number,
  system: HouseSystem = 'placidus',
  ayanamsa = 0,
): Houses {
  const mc = norm360(midheaven(ramc, obliquity) - ayanamsa);
  // inside the polar circles the eastern horizon can meet the ecliptic behind the MC; the
  // Ascendant is then taken opposite, so that houses 10 to 1 still run forward (as astro.com)
  const east = norm360(ascendant(ramc, obliquity, lat) - ayanamsa);
  const asc = norm360(east - mc) > 180 ? norm360(east + 180) : east;
  const shift = (c: QuadrantCusps) => c.map((x) => norm360(x - ayanamsa)) as QuadrantCusps;
  const result = (used: HouseSystem, cusps: number[]): Houses => ({
    system: used,
    cusps,
    ascendant: asc,
    mc,
    ...(used === system ? {} : { fallbackFrom: system }),
  });
  if (system === 'wholeSign') {
    const first = Math.floor(asc / 30) * 30;
    return result(
      system,
      Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i)),
    );
  }
  if (system === 'equal') {
    return result(
      system,
      Array.from({ length: 12 }, (_, i) => norm360(asc + 30 * i)),
    );
  }
  const quadrant = QUADRANT[system];
  const polar = Math.abs(lat) >= 90 - obliquity;
  const cusps =
    quadrant && !(polar && (system === 'placidus' || system === 'koch'))
      ? quadrant(ramc, obliquity, lat)
      : null;
  if (!cusps) return result('porphyry', quadrantHouses(asc, mc, porphyry(asc, mc)));
  // Regiomontanus and Campanus stay defined there: when the Ascendant was taken opposite, the
  // whole wheel turns with it (each cusp opposite, the MC on cusp 4), as astro.com draws it
  const wheel = quadrantHouses(east, mc, shift(cusps));
  return result(system, asc === east ? wheel : wheel.map((c) => norm360(c + 180)));
}

/** Which house (1–12) a longitude falls in, given the cusps. */
export function houseOf(lon: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const end = cusps[(i + 1) % 12]!;
    const span = norm360(end - start);
    if (norm360(lon - start) < span) return i + 1;
  }
  return 1;
}
