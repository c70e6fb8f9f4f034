// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- astronomia ships no types, and every workspace that compiles this file must see them
/// <reference path="../types/astronomia.d.ts" />
import elp from 'astronomia/data/elpMppDe';

/**
 * ELP/MPP02 fitted to DE405 (Chapront & Francou 2003; the series as astronomia ships them):
 * the Moon's geocentric longitude, latitude and distance on the mean ecliptic of date, with
 * their rates from the series' own derivative. The node and apogee of the Moon's momentary
 * orbit magnify its velocity's errors about elevenfold, so they need this theory rather than a
 * short one. Terms whose effect on position or velocity stays under 0.02″ (0.1 km in
 * distance) at a century from J2000 are dropped once, at load: a thousand of five thousand.
 */

const SMALLEST = 0.02;
const ARCSEC = Math.PI / 180 / 3600;
/** the Moon's mean motion in radians per century; faster terms move velocity more */
const MEAN_MOTION = 8399.68;
/** km per arc-second at the Moon's mean distance, to weigh distance terms alike */
const KM_PER_ARCSEC = 384_400 * ARCSEC;
/** IAU 1976 general precession in longitude (″, powers of T), from γ'2000 to the equinox of date */
const PRECESSION = [0, 5029.0966 - 0.29965, 1.112, 0.000077, -0.00002353];

/** One coordinate: per power of time, the kept terms' amplitudes and phase polynomials. */
type Coordinate = { a: Float64Array; phase: Float64Array[] }[];

function compile(series: Record<string, number[][]>, unit: number): Coordinate {
  return Object.keys(series)
    .sort((x, y) => Number(x) - Number(y))
    .map((power) => {
      const kept = series[power]!.filter(
        (t) => (Math.abs(t[0]!) / unit) * Math.max(1, Math.abs(t[2]!) / MEAN_MOTION) >= SMALLEST,
      );
      return {
        a: Float64Array.from(kept, (t) => t[0]!),
        phase: [1, 2, 3, 4, 5].map((k) => Float64Array.from(kept, (t) => t[k] ?? 0)),
      };
    });
}

let theory: { L: Coordinate; B: Coordinate; R: Coordinate } | null = null;
const loaded = () =>
  (theory ??= { L: compile(elp.L, 1), B: compile(elp.B, 1), R: compile(elp.R, KM_PER_ARCSEC) });

/** A polynomial in T and its derivative. */
function poly(c: ArrayLike<number>, T: number): [number, number] {
  let v = 0;
  let d = 0;
  for (let i = c.length - 1; i >= 0; i--) {
    d = d * T + v;
    v = v * T + c[i]!;
  }
  return [v, d];
}

/** A coordinate's value and its rate per century at `T` centuries from J2000 (TT). */
function evaluate(coordinate: Coordinate, T: number): [number, number] {
  let value = 0;
  let rate = 0;
  coordinate.forEach(({ a, phase: [p0, p1, p2, p3, p4] }, power) => {
    let s = 0;
    let ds = 0;
    for (let i = 0; i < a.length; i++) {
      const angle = p0![i]! + T * (p1![i]! + T * (p2![i]! + T * (p3![i]! + T * p4![i]!)));
      const speed = p1![i]! + T * (2 * p2![i]! + T * (3 * p3![i]! + T * 4 * p4![i]!));
      s += a[i]! * Math.sin(angle);
      ds += a[i]! * Math.cos(angle) * speed;
    }
    value += s * T ** power;
    rate += ds * T ** power + (power ? power * s * T ** (power - 1) : 0);
  });
  return [value, rate];
}

/**
 * The Moon's geocentric position (km) and velocity (km a day), rectangular on the mean
 * ecliptic and equinox of date, at `T` Julian centuries of TT from J2000.
 */
type Vec = [number, number, number];
export function elpMoonState(T: number): { r: Vec; v: Vec } {
  const t = loaded();
  const [w, dw] = poly(elp.W1, T);
  const [pa, dpa] = poly(PRECESSION, T);
  const [l, dl] = evaluate(t.L, T);
  const L = w + (l + pa) * ARCSEC;
  const dL = dw + (dl + dpa) * ARCSEC;
  const [b, db] = evaluate(t.B, T);
  const [B, dB] = [b * ARCSEC, db * ARCSEC];
  const [R, dR] = evaluate(t.R, T);
  const [cb, sb, cl, sl] = [Math.cos(B), Math.sin(B), Math.cos(L), Math.sin(L)];
  const perDay = 1 / 36525;
  return {
    r: [R * cb * cl, R * cb * sl, R * sb],
    v: [
      (dR * cb * cl - R * sb * dB * cl - R * cb * sl * dL) * perDay,
      (dR * cb * sl - R * sb * dB * sl + R * cb * cl * dL) * perDay,
      (dR * sb + R * cb * dB) * perDay,
    ],
  };
}
