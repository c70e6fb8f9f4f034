import { AstroTime, e_tilt } from 'astronomy-engine';

import type { Ayanamsa } from '@starlit/contracts/constants';

export { AYANAMSAS, ZODIACS, type Ayanamsa, type Zodiac } from '@starlit/contracts/constants';

/**
 * Each ayanamsa is fixed by its value at one epoch (Julian day, TT): Lahiri as India's
 * Calendar Reform Committee defined it (23°15′00.658″ on 21 March 1956, as Swiss Ephemeris
 * corrects it to the committee's own equinox), Fagan–Bradley by the synetic vernal point of
 * 5°57′28.64″ Pisces in 1950.
 */
const EPOCH: Record<Ayanamsa, { jd: number; degrees: number }> = {
  lahiri: { jd: 2435553.5, degrees: 23.250182778 - 0.004658035 },
  faganBradley: { jd: 2433282.42346, degrees: 24.042044444 },
};

/** General precession in longitude since J2000 (IAU 2006), arc-seconds, T in TT centuries. */
const precession = (T: number) =>
  (((-0.000023857 * T + 0.00007964) * T + 1.1054348) * T + 5028.796195) * T;

/**
 * The ayanamsa at an instant: the tropical zodiac's lead over the sidereal one, degrees. It
 * grows by the precession since the epoch, and includes nutation in longitude, because it is
 * taken off apparent (true equinox of date) longitudes.
 */
export function ayanamsa(utc: Date, kind: Ayanamsa): number {
  const time = new AstroTime(utc);
  const epoch = EPOCH[kind];
  const T = time.tt / 36525;
  const T0 = (epoch.jd - 2451545.0) / 36525;
  const mean = epoch.degrees + (precession(T) - precession(T0)) / 3600;
  return mean + e_tilt(time).dpsi / 3600;
}
