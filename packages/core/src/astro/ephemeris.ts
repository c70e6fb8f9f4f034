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
import { apparentVsop } from './apparent';

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
  if (body !== 'moon' && body !== 'pluto') return apparentVsop(body, time).lon;
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

/**
 * The ten planets at a UTC instant, with their daily motion: from VSOP87's own rates for the
 * Sun to Neptune, from a central difference over ±6 h for the Moon, a 6 h step for Pluto.
 */
export function planetPositions(utc: Date): PlanetPosition[] {
  const time = new AstroTime(utc);
  return PLANETS.map((id) => {
    if (id !== 'moon' && id !== 'pluto') {
      const { lon, speed } = apparentVsop(id, time);
      return { id, lon, speed, retrograde: speed < 0 };
    }
    const lon = apparentLongitude(id, time);
    // Pluto's motion hardly changes in a day: a step forward is enough (0.1″ a day)
    const speed =
      id === 'pluto'
        ? angleDiff(lon, apparentLongitude(id, time.AddDays(0.25))) / 0.25
        : angleDiff(
            apparentLongitude(id, time.AddDays(-0.25)),
            apparentLongitude(id, time.AddDays(0.25)),
          ) / 0.5;
    return { id, lon, speed, retrograde: speed < 0 };
  });
}

/** Greenwich apparent sidereal time (hours) and the true obliquity (degrees) of an instant. */
export function skyFrame(utc: Date): { gast: number; obliquity: number; time: AstroTime } {
  const time = new AstroTime(utc);
  return { gast: SiderealTime(time), obliquity: e_tilt(time).tobl, time };
}
