import { e_tilt, type AstroTime } from 'astronomy-engine';
import { heliocentric, type HelioState, type VsopBody } from './vsop';

const deg = 180 / Math.PI;
const rad = Math.PI / 180;
/** light time per AU, days */
const LIGHT_DAYS_PER_AU = 0.0057755183;
/** the constant of aberration, arc-seconds */
const KAPPA = 20.49552;

export type VsopPlanet = Exclude<VsopBody, 'earth'> | 'sun';

/** The Earth at one instant, kept while a chart reads every planet at it. */
let lastEarth: { tt: number; state: HelioState } | null = null;
function earthAt(tt: number): HelioState {
  if (lastEarth?.tt !== tt) lastEarth = { tt, state: heliocentric('earth', tt) };
  return lastEarth.state;
}

/**
 * The apparent geocentric longitude (true equinox of date, degrees) of the Sun or a planet from
 * VSOP87D, with its daily motion (degrees a day) from the theory's own rates: light time,
 * annual aberration (Meeus 23.2), VSOP's dynamical frame brought to FK5 (Meeus 32.3),
 * nutation, and the precession of date brought from the theory's (IAU 1976) to IAU 2006, 0.3″ a
 * century slower.
 */
export function apparentVsop(body: VsopPlanet, time: AstroTime): { lon: number; speed: number } {
  const T = time.tt / 36525;
  const e = earthAt(time.tt);
  const sun = e.lon + Math.PI;
  let lon: number;
  let lat: number;
  let speed: number;
  let aberration: number;
  if (body === 'sun') {
    lon = sun;
    lat = -e.lat;
    speed = (e.x * e.vy - e.y * e.vx) / (e.x * e.x + e.y * e.y);
    aberration = -20.4898 / e.range;
  } else {
    const p = heliocentric(body, time.tt);
    // the planet where it was when the light seen now left it (its motion over the light
    // time taken as straight: a hundred-thousandth of an arc-second off)
    const gx = p.x - e.x;
    const gy = p.y - e.y;
    const gz = p.z - e.z;
    const lightTime = LIGHT_DAYS_PER_AU * Math.hypot(gx, gy, gz);
    const x = gx - lightTime * p.vx;
    const y = gy - lightTime * p.vy;
    const z = gz - lightTime * p.vz;
    lon = Math.atan2(y, x);
    lat = Math.atan2(z, Math.hypot(x, y));
    const [vx, vy] = [p.vx - e.vx, p.vy - e.vy];
    speed = (x * vy - y * vx) / (x * x + y * y);
    const eccentricity = 0.016708634 - 0.000042037 * T - 0.0000001267 * T * T;
    const perihelion = (102.93735 + 1.71946 * T + 0.00046 * T * T) * rad;
    aberration =
      (-KAPPA * Math.cos(sun - lon) + eccentricity * KAPPA * Math.cos(perihelion - lon)) /
      Math.cos(lat);
  }
  const fk5 = lon - (1.397 * T + 0.00031 * T * T) * rad;
  const toFk5 = -0.09033 + 0.03916 * (Math.cos(fk5) + Math.sin(fk5)) * Math.tan(lat);
  const seconds = aberration + toFk5 + e_tilt(time).dpsi - 0.3004 * T;
  const d = (lon * deg + seconds / 3600) % 360;
  return { lon: d < 0 ? d + 360 : d, speed: speed * deg };
}
