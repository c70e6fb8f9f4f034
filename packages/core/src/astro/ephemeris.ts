import {
  AstroTime,
  Body,
  DeltaT_JplHorizons,
  GeoVector,
  Rotation_EQJ_ECT,
  RotateVector,
  SetDeltaTFunction,
  SiderealTime,
  SphereFromVector,
  e_tilt,
} from 'astronomy-engine';
import { PLANETS, type PlanetId } from '../planets';
import { apparentVsopLongitude } from './apparent';

// ΔT (TT − UT) from JPL Horizons' model for every computation here (the one Swiss Ephemeris
// reference figures agree with best)
SetDeltaTFunction(DeltaT_JplHorizons);

export { PLANETS, type PlanetId };

const BODY = { moon: Body.Moon, pluto: Body.Pluto };

/** An angle in degrees folded into [0, 360). */
export const norm360 = (deg: number): number => ((deg % 360) + 360) % 360;

/** The signed difference b − a in degrees, in (−180, 180]. */
export const angleDiff = (a: number, b: number): number => {
  const d = norm360(b - a);
  return d > 180 ? d - 360 : d;
};

/**
 * Apparent geocentric tropical longitude of date. The Sun and Mercury to Neptune come from
 * VSOP87D (apparent.ts, within about 1″ of Swiss Ephemeris); the Moon and Pluto from
 * astronomy-engine: its geocentric position corrected for light time and aberration (J2000
 * equator), rotated to the true ecliptic and equinox of date (precession and nutation).
 */
export function apparentLongitude(body: PlanetId, time: AstroTime): number {
  if (body !== 'moon' && body !== 'pluto') return apparentVsopLongitude(body, time);
  const eqj = GeoVector(BODY[body], time, true);
  const ect = RotateVector(Rotation_EQJ_ECT(time), eqj);
  return norm360(SphereFromVector(ect).lon);
}

export interface PlanetPosition {
  id: PlanetId;
  /** degrees [0, 360) */
  lon: number;
  /** degrees per day */
  speed: number;
  retrograde: boolean;
}

/** The ten planets at a UTC instant, with their daily motion (central difference over ±6 h). */
export function planetPositions(utc: Date): PlanetPosition[] {
  const time = new AstroTime(utc);
  const before = time.AddDays(-0.25);
  const after = time.AddDays(0.25);
  return PLANETS.map((id) => {
    const speed = angleDiff(apparentLongitude(id, before), apparentLongitude(id, after)) / 0.5;
    return { id, lon: apparentLongitude(id, time), speed, retrograde: speed < 0 };
  });
}

/** Greenwich apparent sidereal time (hours) and the true obliquity (degrees) of an instant. */
export function skyFrame(utc: Date): { gast: number; obliquity: number; time: AstroTime } {
  const time = new AstroTime(utc);
  return { gast: SiderealTime(time), obliquity: e_tilt(time).tobl, time };
}
