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
  /** equal houses from the composite Ascendant, else null */
  houses: number[] | null;
}

/** The nearer midpoint of two longitudes (the one on the shorter arc between them). */
export function midpoint(x: number, y: number): number {
  return norm360(x + angleDiff(x, y) / 2);
}

/**
 * The composite chart of two people by the midpoint method: each point is the nearer midpoint
 * of the two people's positions of that point. With both birth times known the Ascendant is the
 * midpoint of the two Ascendants and the houses are equal houses from it (the midpoints of two
 * sets of Placidus cusps do not make a consistent set of cusps).
 */
export function compositeChart(a: Chart, b: Chart, opts: SynastryOptions = {}): Composite {
  const bothTimes = (opts.aTimeKnown ?? true) && (opts.bTimeKnown ?? true);
  const ascendant = bothTimes ? midpoint(a.ascendant, b.ascendant) : null;
  const houses =
    ascendant === null ? null : Array.from({ length: 12 }, (_, i) => norm360(ascendant + 30 * i));
  const lonOf = (c: Chart, id: PlanetId) => c.planets.find((p) => p.id === id)!.lon;
  const point = (id: CompositePointId, lon: number): CompositePoint => ({
    id,
    lon,
    sign: signOf(lon),
    house: houses ? houseOf(lon, houses) : null,
  });
  const points = COMPOSITE_PLANETS.map((id) => point(id, midpoint(lonOf(a, id), lonOf(b, id))));
  if (ascendant !== null) points.push(point('asc', ascendant));
  return { points, ascendant, houses };
}
