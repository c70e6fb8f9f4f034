import { AstroTime, e_tilt } from 'astronomy-engine';
import { elpMoonState } from './elp';
import { norm360 } from './ephemeris';

/** The chart's sensitive points besides the planets. */
export {
  CHART_POINT_IDS as POINT_IDS,
  type ChartPointId as PointId,
} from '@starlit/contracts/constants';
export { NODE_KINDS, type NodeKind } from '@starlit/contracts/constants';

/** TT centuries since J2000, and the nutation in longitude (degrees) to reach the true equinox. */
function epochOf(utc: Date) {
  const time = new AstroTime(utc);
  return { time, T: time.tt / 36525, nutation: e_tilt(time).dpsi / 3600 };
}

/** Mean longitude of the Moon's ascending node (Meeus, ch. 47), degrees of the true equinox. */
export function meanNode(utc: Date): number {
  const { T, nutation } = epochOf(utc);
  const mean = 125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441;
  return norm360(mean + nutation);
}

/**
 * Black Moon Lilith: the mean lunar apogee, 180° from the Moon's mean perigee (its mean
 * longitude less its mean anomaly; Meeus, ch. 47), degrees of the true equinox.
 */
export function meanLilith(utc: Date): number {
  const { T, nutation } = epochOf(utc);
  const perigee = 83.3532465 + 4069.0137287 * T - 0.01032 * T * T - (T * T * T) / 80053;
  return norm360(perigee + 180 + nutation);
}

const cross = (a: readonly number[], b: readonly number[]) => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];
/** G(M_earth + M_moon) in km³/day². */
const GM_EARTH_MOON = 403_503.2355 * 86_400 ** 2;
/** The longitude of (x, y) on the ecliptic, moved by `nutation` to the true equinox. */
const lonOf = (x: number, y: number, nutation: number) =>
  norm360((Math.atan2(y, x) * 180) / Math.PI + nutation);

/**
 * The Moon's momentary (osculating) orbit: its ascending node, where it crosses the ecliptic
 * going north, and its apogee, the far end of its Kepler ellipse (the true Lilith).
 */
export function osculatingMoon(utc: Date): { node: number; apogee: number } {
  const { T, nutation } = epochOf(utc);
  const { r, v } = elpMoonState(T);
  const h = cross(r, v);
  const vh = cross(v, h);
  const dist = Math.hypot(r[0], r[1], r[2]);
  const e = [0, 1, 2].map((i) => vh[i]! / GM_EARTH_MOON - r[i]! / dist);
  return { node: lonOf(-h[1]!, h[0]!, nutation), apogee: lonOf(-e[0]!, -e[1]!, nutation) };
}

/** The true (osculating) ascending node. */
export const trueNode = (utc: Date): number => osculatingMoon(utc).node;

/** The osculating ("true") lunar apogee. */
export const trueLilith = (utc: Date): number => osculatingMoon(utc).apogee;

/**
 * Part of Fortune: Asc + Moon − Sun by day, Asc + Sun − Moon by night. Day is the Sun on the
 * half of the ecliptic above the horizon (from the Descendant through the MC to the
 * Ascendant), whatever the house system.
 */
export function partOfFortune(asc: number, sun: number, moon: number): number {
  const day = norm360(sun - asc) >= 180;
  return norm360(day ? asc + moon - sun : asc + sun - moon);
}
