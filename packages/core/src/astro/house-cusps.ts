import { norm360 } from './ephemeris';

/**
 * The intermediate cusps (11, 12, 2, 3) of the quadrant house systems. Each takes the local
 * sidereal angle `ramc`, the true obliquity and the latitude (degrees) and returns the four
 * cusps in the order [11, 12, 2, 3], or null where the system is undefined (inside the polar
 * circles, where some ecliptic degrees never rise).
 */
export type QuadrantCusps = [number, number, number, number];

const rad = Math.PI / 180;
const deg = 180 / Math.PI;

/** Ascendant: the ecliptic point rising on the eastern horizon at latitude `lat`. */
export function ascendant(ramc: number, obliquity: number, lat: number): number {
  const r = ramc * rad;
  const e = obliquity * rad;
  return norm360(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(lat * rad) * Math.sin(e))) * deg,
  );
}

/** MC: the ecliptic point on the meridian, from the local sidereal angle RAMC and obliquity. */
export function midheaven(ramc: number, obliquity: number): number {
  return norm360(
    Math.atan2(Math.sin(ramc * rad), Math.cos(ramc * rad) * Math.cos(obliquity * rad)) * deg,
  );
}

/** The ecliptic longitude of the point with right ascension `ra` on the ecliptic. */
const longitudeOfRa = (ra: number, e: number) =>
  norm360(Math.atan2(Math.sin(ra * rad), Math.cos(ra * rad) * Math.cos(e)) * deg);

/**
 * Placidus: the cusp is the ecliptic point whose diurnal (or nocturnal) semi-arc is trisected
 * at this house, solved by fixed-point iteration on its right ascension.
 */
function placidusCusp(
  ramc: number,
  e: number,
  phi: number,
  offset: number,
  fraction: number,
  above: boolean,
) {
  let ra = norm360(ramc + offset);
  for (let i = 0; i < 60; i++) {
    const decl = Math.asin(Math.sin(e) * Math.sin(longitudeOfRa(ra, e) * rad));
    const x = Math.tan(phi) * Math.tan(decl);
    if (Math.abs(x) >= 1) return Number.NaN;
    const ad = Math.asin(x) * deg; // ascensional difference
    const next = above
      ? norm360(ramc + fraction * (90 + ad))
      : norm360(ramc + 180 - fraction * (90 - ad));
    const moved = Math.abs(((next - ra + 540) % 360) - 180);
    ra = next;
    if (moved < 1e-9) break;
  }
  return longitudeOfRa(ra, e);
}

export function placidus(ramc: number, obliquity: number, lat: number): QuadrantCusps | null {
  const e = obliquity * rad;
  const phi = lat * rad;
  const cusps: QuadrantCusps = [
    placidusCusp(ramc, e, phi, 30, 1 / 3, true),
    placidusCusp(ramc, e, phi, 60, 2 / 3, true),
    placidusCusp(ramc, e, phi, 120, 2 / 3, false),
    placidusCusp(ramc, e, phi, 150, 1 / 3, false),
  ];
  return cusps.every(Number.isFinite) ? cusps : null;
}

/**
 * Koch (birthplace houses): the time the MC degree takes to climb from the horizon to the
 * meridian (its semi-diurnal arc) is cut in thirds; cusps 11 and 12 are the degrees rising at
 * those moments, and cusps 2 and 3 the degrees rising as long after birth.
 */
export function koch(ramc: number, obliquity: number, lat: number): QuadrantCusps | null {
  const mc = midheaven(ramc, obliquity);
  const decl = Math.asin(Math.sin(obliquity * rad) * Math.sin(mc * rad));
  const x = Math.tan(lat * rad) * Math.tan(decl);
  if (Math.abs(x) >= 1) return null;
  const third = (90 + Math.asin(x) * deg) / 3;
  const rising = (offset: number) => ascendant(ramc + offset, obliquity, lat);
  return [rising(-2 * third), rising(-third), rising(third), rising(2 * third)];
}

type Vec = [number, number, number];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const mix = (a: Vec, ka: number, b: Vec, kb: number): Vec => [
  a[0] * ka + b[0] * kb,
  a[1] * ka + b[1] * kb,
  a[2] * ka + b[2] * kb,
];

/** The local sphere in equatorial coordinates of date: zenith, east point, north point. */
function localFrame(ramc: number, lat: number) {
  const r = ramc * rad;
  const phi = lat * rad;
  const meridian: Vec = [Math.cos(r), Math.sin(r), 0];
  const pole: Vec = [0, 0, 1];
  return {
    zenith: mix(meridian, Math.cos(phi), pole, Math.sin(phi)),
    east: [-Math.sin(r), Math.cos(r), 0] as Vec,
    north: mix(meridian, -Math.sin(phi), pole, Math.cos(phi)),
  };
}

const eclipticPoleOf = (obliquity: number): Vec => [
  0,
  -Math.sin(obliquity * rad),
  Math.cos(obliquity * rad),
];

/** The ecliptic longitude of a direction given in equatorial coordinates of date. */
function longitudeOf(d: Vec, obliquity: number): number {
  const e = obliquity * rad;
  return norm360(Math.atan2(d[1] * Math.cos(e) + d[2] * Math.sin(e), d[0]) * deg);
}

/**
 * A cusp of the systems whose house circles all pass through the north and south points of
 * the horizon: where the circle through the north point and `through` meets the ecliptic. Of
 * the two crossings it is the one where the ecliptic, read forward, passes below the circle, as
 * the Ascendant is where it passes below the horizon.
 */
function cuspThrough(through: Vec, north: Vec, obliquity: number): number {
  const pole = eclipticPoleOf(obliquity);
  const normal = cross(north, through);
  const d = cross(normal, pole);
  const below = dot(cross(pole, d), normal) > 0;
  return longitudeOf(below ? d : mix(d, -1, d, 0), obliquity);
}

/** The houses 11, 12, 2, 3 lie 30°, 60°, 120° and 150° east of the meridian on their circle. */
const STEPS = [30, 60, 120, 150];

/** Regiomontanus: the house circles cut the celestial equator into twelve equal arcs. */
export function regiomontanus(ramc: number, obliquity: number, lat: number): QuadrantCusps {
  const { north } = localFrame(ramc, lat);
  const onEquator = (step: number): Vec => [
    Math.cos((ramc + step) * rad),
    Math.sin((ramc + step) * rad),
    0,
  ];
  return STEPS.map((s) => cuspThrough(onEquator(s), north, obliquity)) as QuadrantCusps;
}

/** Campanus: the house circles cut the prime vertical (zenith, east point) into equal arcs. */
export function campanus(ramc: number, obliquity: number, lat: number): QuadrantCusps {
  const { north, zenith, east } = localFrame(ramc, lat);
  const onPrimeVertical = (step: number) =>
    mix(zenith, Math.cos(step * rad), east, Math.sin(step * rad));
  return STEPS.map((s) => cuspThrough(onPrimeVertical(s), north, obliquity)) as QuadrantCusps;
}

/** Porphyry: each quadrant of the ecliptic between the angles cut in three equal parts. */
export function porphyry(asc: number, mc: number): QuadrantCusps {
  const q1 = norm360(norm360(mc + 180) - asc) / 3; // houses 1–3: ASC → IC
  const q4 = norm360(asc - mc) / 3; // houses 10–12: MC → ASC
  return [norm360(mc + q4), norm360(mc + 2 * q4), norm360(asc + q1), norm360(asc + 2 * q1)];
}

/**
 * The Vertex: where the ecliptic crosses the prime vertical (the circle through the zenith and
 * the east point, whose pole is the north point) in the west.
 */
export function vertex(ramc: number, obliquity: number, lat: number): number {
  const { north, east } = localFrame(ramc, lat);
  const d = cross(north, eclipticPoleOf(obliquity));
  return longitudeOf(dot(d, east) > 0 ? mix(d, -1, d, 0) : d, obliquity);
}
