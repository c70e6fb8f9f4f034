import { MOON_PHASES } from '@starlit/contracts/constants';
import { planetPositions, norm360 } from './ephemeris';
import { signOf } from './chart';

export type MoonPhaseName = (typeof MOON_PHASES)[number];

/** A body's place in the zodiac: its sign and degree within the sign (one decimal). */
export interface SkyBody {
  sign: number;
  degree: number;
}

/** The sky at an instant as the app shows it: the Sun, the Moon, its phase and lit share. */
export interface SkyNow {
  sun: SkyBody;
  moon: SkyBody;
  phase: MoonPhaseName;
  /** lit share of the Moon's disc, 0..1, two decimals */
  illumination: number;
}

const bodyAt = (lon: number): SkyBody => ({
  sign: signOf(lon),
  degree: Math.round((norm360(lon) % 30) * 10) / 10,
});

/**
 * The one reckoning of the Moon's phase: from the true Sun–Moon elongation of the ephemeris,
 * the phase by the nearest eighth of the cycle and the lit share as (1 − cos elongation) / 2.
 * Every screen that shows the Moon (the visitor's preview, Home) reads it from here.
 */
export function skyNow(at: Date): SkyNow {
  const [sun, moon] = planetPositions(at);
  const elongation = norm360(moon!.lon - sun!.lon);
  return {
    sun: bodyAt(sun!.lon),
    moon: bodyAt(moon!.lon),
    phase: MOON_PHASES[Math.floor(elongation / 45 + 0.5) % 8]!,
    illumination: Math.round(((1 - Math.cos((elongation * Math.PI) / 180)) / 2) * 100) / 100,
  };
}
