// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- astronomia ships no types, and every workspace that compiles this file must see them
/// <reference path="../types/astronomia.d.ts" />
import earth from 'astronomia/data/vsop87Dearth';
import mercury from 'astronomia/data/vsop87Dmercury';
import venus from 'astronomia/data/vsop87Dvenus';
import mars from 'astronomia/data/vsop87Dmars';
import jupiter from 'astronomia/data/vsop87Djupiter';
import saturn from 'astronomia/data/vsop87Dsaturn';
import uranus from 'astronomia/data/vsop87Duranus';
import neptune from 'astronomia/data/vsop87Dneptune';

/**
 * VSOP87D (Bretagnon & Francou 1988; the series as astronomia ships them): heliocentric
 * ecliptic coordinates of date of the Earth and the planets Mercury to Neptune. Terms too small
 * to matter are dropped once, at load: with amplitudes under 3·10⁻⁸ (radians or AU) at a
 * century from J2000 gone, each coordinate stays within 0.2″ of the full theory from 1900 to
 * 2100, at a fifth of the cost.
 */
export type VsopBody =
  'earth' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune';

const SMALLEST = 3e-8;

/** One coordinate: for each power of time, the kept terms' amplitudes, phases, frequencies. */
type Coordinate = { a: Float64Array; b: Float64Array; c: Float64Array }[];

function compile(series: Record<string, [number, number, number][]>): Coordinate {
  return Object.keys(series)
    .sort((x, y) => Number(x) - Number(y))
    .map((power) => {
      const kept = series[power]!.filter(([a]) => a * 0.1 ** Number(power) >= SMALLEST);
      return {
        a: Float64Array.from(kept, (t) => t[0]),
        b: Float64Array.from(kept, (t) => t[1]),
        c: Float64Array.from(kept, (t) => t[2]),
      };
    });
}

const DATA = { earth, mercury, venus, mars, jupiter, saturn, uranus, neptune };
const compiled = new Map<VsopBody, [Coordinate, Coordinate, Coordinate]>();

function theory(body: VsopBody) {
  let t = compiled.get(body);
  if (!t) {
    const d = DATA[body];
    t = [compile(d.L), compile(d.B), compile(d.R)];
    compiled.set(body, t);
  }
  return t;
}

/** A coordinate's value and its rate per millennium at `tau`. */
function evaluate(coordinate: Coordinate, tau: number): [number, number] {
  let value = 0;
  let rate = 0;
  let power = 1;
  let lower = 0; // tau^(k−1), times k
  for (let k = 0; k < coordinate.length; k++) {
    const { a, b, c } = coordinate[k]!;
    let s = 0;
    let ds = 0;
    for (let i = 0; i < a.length; i++) {
      const angle = b[i]! + c[i]! * tau;
      s += a[i]! * Math.cos(angle);
      ds -= a[i]! * c[i]! * Math.sin(angle);
    }
    value += s * power;
    rate += ds * power + s * lower;
    lower = (k + 1) * power;
    power *= tau;
  }
  return [value, rate];
}

/** Position and velocity, heliocentric, rectangular on the ecliptic of date: AU, AU a day. */
export interface HelioState {
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
  /** longitude and latitude (radians) and distance (AU) */
  lon: number;
  lat: number;
  range: number;
}

const MILLENNIUM_DAYS = 365250;

/** Heliocentric state of a body, ecliptic and equinox of date, at TT (days from J2000). */
export function heliocentric(body: VsopBody, ttDays: number): HelioState {
  const [L, B, R] = theory(body);
  const tau = ttDays / MILLENNIUM_DAYS;
  const [lon, dl] = evaluate(L, tau);
  const [lat, db] = evaluate(B, tau);
  const [range, dr] = evaluate(R, tau);
  const [dlon, dlat, drange] = [dl, db, dr].map((d) => d / MILLENNIUM_DAYS) as [
    number,
    number,
    number,
  ];
  const cl = Math.cos(lon);
  const sl = Math.sin(lon);
  const cb = Math.cos(lat);
  const sb = Math.sin(lat);
  return {
    x: range * cb * cl,
    y: range * cb * sl,
    z: range * sb,
    vx: drange * cb * cl - range * sb * dlat * cl - range * cb * sl * dlon,
    vy: drange * cb * sl - range * sb * dlat * sl + range * cb * cl * dlon,
    vz: drange * sb + range * cb * dlat,
    lon,
    lat,
    range,
  };
}
