import { angleDiff } from './ephemeris';
import { midpoint } from './composite';
import { chart, signOf, type Chart, type ChartOptions } from './chart';
import { houseOf } from './houses';
import { aspectsOf } from './aspects';

interface Moment {
  utc: Date;
  lat: number;
  lon: number;
}

/**
 * The composite chart of two charts drawn with the same options: every longitude (planets,
 * points, angles, house cusps) is the midpoint of the two on the shorter arc; signs, houses and
 * aspects are read again from those midpoints.
 */
export function compositeOf(a: Chart, b: Chart): Chart {
  const houses = a.houses.map((cusp, i) => midpoint(cusp, b.houses[i]!));
  const place = (lon: number) => ({ lon, sign: signOf(lon), house: houseOf(lon, houses) });
  const planets = a.planets.map((p, i) => {
    const q = b.planets[i]!;
    const speed = (p.speed + q.speed) / 2;
    return { ...p, ...place(midpoint(p.lon, q.lon)), speed, retrograde: speed < 0 };
  });
  const points = a.points.map((p, i) => ({ ...p, ...place(midpoint(p.lon, b.points[i]!.lon)) }));
  const north = points.find((p) => p.id === 'northNode')!.lon;
  return {
    ...a,
    utc: new Date((Date.parse(a.utc) + Date.parse(b.utc)) / 2).toISOString(),
    planets,
    northNode: north,
    points,
    ascendant: midpoint(a.ascendant, b.ascendant),
    mc: midpoint(a.mc, b.mc),
    houses,
    aspects: aspectsOf(planets),
  };
}

/** Composite chart of two moments and places. */
export function composite(a: Moment, b: Moment, options: ChartOptions = {}): Chart {
  return compositeOf(chart({ ...a, ...options }), chart({ ...b, ...options }));
}

/**
 * The Davison chart: a real sky, cast for the instant halfway between the two births, at the
 * mean latitude and the longitude halfway along the shorter arc between the two places.
 */
export function davisonMoment(a: Moment, b: Moment): Moment {
  return {
    utc: new Date((a.utc.getTime() + b.utc.getTime()) / 2),
    lat: (a.lat + b.lat) / 2,
    lon: angleDiff(0, midpoint(a.lon, b.lon)),
  };
}

export function davison(a: Moment, b: Moment, options: ChartOptions = {}): Chart {
  return chart({ ...davisonMoment(a, b), ...options });
}
