import type { Chart } from './chart';
import { signOf } from './chart';
import { angleDiff, norm360 } from './ephemeris';
import { houseOf } from './houses';
import type { PlanetId } from '../planets';
import type { SynastryOptions } from './synastry';

/** The points a composite chart is read from: the personal planets and, with both times, the Ascendant. */
export type CompositePointId =
  Extract<PlanetId, 'sun' | 'moon' | 'mercury' | 'venus' | 'mars'> | 'asc';

export const COMPOSITE_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;

export interface CompositePoint {
  id: CompositePointId;
  /** degrees [0, 360) */
  lon: number;
  /** 0 Aries … 11 Pisces */
  sign: number;
  /** 1–12, only when both birth times are known */
  house: number | null;
}

export interface Composite {
  points: CompositePoint[];
  /** the midpoint of the two Ascendants (both birth times known), else null */
  ascendant: number | null;
  /** the composite's cusps (midpoints of the two sets), else null */
  houses: number[] | null;
}

/** The nearer midpoint of two longitudes (the one on the shorter arc between them). */
export function midpoint(x: number, y: number): number {
  return norm360(x + angleDiff(x, y) / 2);
}

/**
 * The points a pair's year and the deep report read from a composite chart (compositeOf: every
 * longitude the midpoint of the two on the shorter arc, cusps included): the personal planets
 * and, with both birth times known, the Ascendant and the houses; without them neither.
 */
export function compositePoints(c: Chart, opts: SynastryOptions = {}): Composite {
  const bothTimes = (opts.aTimeKnown ?? true) && (opts.bTimeKnown ?? true);
  const ascendant = bothTimes ? c.ascendant : null;
  const houses = bothTimes ? c.houses : null;
  const point = (id: CompositePointId, lon: number): CompositePoint => ({
    id,
    lon,
    sign: signOf(lon),
    house: houses ? houseOf(lon, houses) : null,
  });
  const points = COMPOSITE_PLANETS.map((id) => point(id, c.planets.find((p) => p.id === id)!.lon));
  if (ascendant !== null) points.push(point('asc', ascendant));
  return { points, ascendant, houses };
}
