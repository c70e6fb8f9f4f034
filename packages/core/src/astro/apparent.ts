import { e_tilt, type AstroTime } from 'astronomy-engine';
import { heliocentric, type VsopBody } from './vsop';

const rad = Math.PI / 180;
const deg = 180 / Math.PI;
/** light time per AU, days */
const LIGHT_DAYS_PER_AU = 0.0057755183;
/** the constant of aberration, arc-seconds */
const KAPPA = 20.49552;

/** Geocentric ecliptic longitude, latitude (radians) and distance (AU) of a planet at TT. */
function geocentric(
  body: Exclude<VsopBody, 'earth'>,
  tt: number,
  earth: ReturnType<typeof heliocentric>,
) {
  const e = earth;
  const ex = e.range * Math.cos(e.lat) * Math.cos(e.lon);
  const ey = e.range * Math.cos(e.lat) * Math.sin(e.lon);
  const ez = e.range * Math.sin(e.lat);
  let lightTime = 0;
  let out = { lon: 0, lat: 0, dist: 0 };
  // the planet where it was when the light seen now left it: two passes are enough (the
  // light time is then right to a hundredth of a second)
  for (let pass = 0; pass < 2; pass++) {
    const p = heliocentric(body, tt - lightTime);
    const x = p.range * Math.cos(p.lat) * Math.cos(p.lon) - ex;
    const y = p.range * Math.cos(p.lat) * Math.sin(p.lon) - ey;
    const z = p.range * Math.sin(p.lat) - ez;
    const dist = Math.hypot(x, y, z);
    out = { lon: Math.atan2(y, x), lat: Math.asin(z / dist), dist };
    lightTime = LIGHT_DAYS_PER_AU * dist;
  }
  return out;
}

/**
 * The apparent geocentric longitude (true equinox of date, degrees) of the Sun or a planet from
 * VSOP87D: light time, annual aberration (Meeus 23.2), VSOP's dynamical frame brought to FK5
 * (Meeus 32.3), nutation, and the precession of date brought from the theory's (IAU 1976) to
 * IAU 2006, 0.3″ a century slower.
 */
export function apparentVsopLongitude(body: Exclude<VsopBody, 'earth'> | 'sun', time: AstroTime) {
  const T = time.tt / 36525;
  const earth = heliocentric('earth', time.tt);
  const sun = earth.lon + Math.PI;
  let lon: number;
  let lat: number;
  let aberration: number;
  if (body === 'sun') {
    lon = sun;
    lat = -earth.lat;
    aberration = -20.4898 / earth.range;
  } else {
    ({ lon, lat } = geocentric(body, time.tt, earth));
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
  return d < 0 ? d + 360 : d;
}
