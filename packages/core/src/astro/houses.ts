import { norm360 } from './ephemeris';

export type HouseSystem = 'placidus' | 'wholeSign' | 'equal' | 'porphyry';

const rad = Math.PI / 180;
const deg = 180 / Math.PI;

/** MC: the ecliptic point on the meridian, from the local sidereal angle RAMC and obliquity. */
export function midheaven(ramc: number, obliquity: number): number {
  return norm360(
    Math.atan2(Math.sin(ramc * rad), Math.cos(ramc * rad) * Math.cos(obliquity * rad)) * deg,
  );
}

/** Ascendant: the ecliptic point rising on the eastern horizon at latitude `lat`. */
export function ascendant(ramc: number, obliquity: number, lat: number): number {
  const r = ramc * rad;
  const e = obliquity * rad;
  return norm360(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(lat * rad) * Math.sin(e))) * deg,
  );
}

/** Right ascension of an ecliptic longitude (latitude 0). */
function rightAscension(lon: number, obliquity: number): number {
  return norm360(
    Math.atan2(Math.sin(lon * rad) * Math.cos(obliquity * rad), Math.cos(lon * rad)) * deg,
  );
}

/**
 * A Placidus cusp: the ecliptic point whose diurnal (or nocturnal) semi-arc is trisected at
 * this house, solved by fixed-point iteration on the right ascension.
 */
function placidusCusp(
  ramc: number,
  obliquity: number,
  lat: number,
  offset: number,
  fraction: number,
  above: boolean,
): number {
  const e = obliquity * rad;
  const phi = lat * rad;
  let ra = norm360(ramc + offset);
  for (let i = 0; i < 60; i++) {
    const lon = norm360(Math.atan2(Math.sin(ra * rad), Math.cos(ra * rad) * Math.cos(e)) * deg);
    const decl = Math.asin(Math.sin(e) * Math.sin(lon * rad));
    const x = Math.tan(phi) * Math.tan(decl);
    if (Math.abs(x) >= 1) return Number.NaN;
    const ad = Math.asin(x) * deg; // ascensional difference
    const semiArc = above ? 90 + ad : 90 - ad;
    const next = norm360(ramc + (above ? fraction * semiArc : 180 - fraction * semiArc));
    if (Math.abs(((next - ra + 540) % 360) - 180) < 1e-9) {
      ra = next;
      break;
    }
    ra = next;
  }
  return norm360(Math.atan2(Math.sin(ra * rad), Math.cos(ra * rad) * Math.cos(e)) * deg);
}

export interface Houses {
  system: HouseSystem;
  /** twelve cusps, house 1 first, degrees [0, 360) */
  cusps: number[];
  ascendant: number;
  mc: number;
  /** set when the asked system could not be used (Placidus inside the polar circles) */
  fallbackFrom?: HouseSystem;
}

function porphyry(asc: number, mc: number): number[] {
  const ic = norm360(mc + 180);
  const dsc = norm360(asc + 180);
  const q1 = norm360(ic - asc) / 3; // houses 1–3: ASC → IC
  const q2 = norm360(dsc - ic) / 3; // houses 4–6: IC → DSC
  return [
    asc,
    norm360(asc + q1),
    norm360(asc + 2 * q1),
    ic,
    norm360(ic + q2),
    norm360(ic + 2 * q2),
    dsc,
    norm360(dsc + q1),
    norm360(dsc + 2 * q1),
    mc,
    norm360(mc + q2),
    norm360(mc + 2 * q2),
  ];
}

/**
 * House cusps for a sidereal moment (`ramc` = local apparent sidereal time in degrees) at a
 * latitude. Placidus is the default; where it is undefined (beyond the polar circles, where
 * some ecliptic degrees never rise) it falls back to Porphyry and says so.
 */
export function houses(
  ramc: number,
  obliquity: number,
  lat: number,
  system: HouseSystem = 'placidus',
): Houses {
  const asc = ascendant(ramc, obliquity, lat);
  const mc = midheaven(ramc, obliquity);
  if (system === 'wholeSign') {
    const first = Math.floor(asc / 30) * 30;
    return {
      system,
      cusps: Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i)),
      ascendant: asc,
      mc,
    };
  }
  if (system === 'equal') {
    return {
      system,
      cusps: Array.from({ length: 12 }, (_, i) => norm360(asc + 30 * i)),
      ascendant: asc,
      mc,
    };
  }
  if (system === 'placidus') {
    const c11 = placidusCusp(ramc, obliquity, lat, 30, 1 / 3, true);
    const c12 = placidusCusp(ramc, obliquity, lat, 60, 2 / 3, true);
    const c2 = placidusCusp(ramc, obliquity, lat, 120, 2 / 3, false);
    const c3 = placidusCusp(ramc, obliquity, lat, 150, 1 / 3, false);
    if ([c11, c12, c2, c3].every(Number.isFinite) && Math.abs(lat) < 90 - obliquity) {
      const cusps = [
        asc,
        c2,
        c3,
        norm360(mc + 180),
        norm360(c11 + 180),
        norm360(c12 + 180),
        norm360(asc + 180),
        norm360(c2 + 180),
        norm360(c3 + 180),
        mc,
        c11,
        c12,
      ];
      return { system, cusps, ascendant: asc, mc };
    }
    return {
      system: 'porphyry',
      cusps: porphyry(asc, mc),
      ascendant: asc,
      mc,
      fallbackFrom: 'placidus',
    };
  }
  return { system, cusps: porphyry(asc, mc), ascendant: asc, mc };
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

export { rightAscension };
