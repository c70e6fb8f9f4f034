import { angleDiff } from './ephemeris';
import type { PlanetId } from '../planets';

export const ASPECTS = [
  { kind: 'conjunction', angle: 0, orb: 8 },
  { kind: 'sextile', angle: 60, orb: 5 },
  { kind: 'square', angle: 90, orb: 7 },
  { kind: 'trine', angle: 120, orb: 7 },
  { kind: 'opposition', angle: 180, orb: 8 },
] as const;
export type AspectKind = (typeof ASPECTS)[number]['kind'];

/**
 * How wide each planet's orbs are, as a factor of the aspect's base orb: the lights widest,
 * the slow outer planets narrowest. A pair's orb is the base orb times the mean of the two
 * (Sun–Moon conjunction 10°, Uranus–Pluto square 5.25°).
 */
export const ORB_FACTOR: Record<PlanetId, number> = {
  sun: 1.25,
  moon: 1.25,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 0.9,
  saturn: 0.9,
  uranus: 0.75,
  neptune: 0.75,
  pluto: 0.75,
};

export interface Aspect {
  a: PlanetId;
  b: PlanetId;
  kind: AspectKind;
  /** degrees from exact */
  orb: number;
  /** the largest orb this pair allows for this aspect */
  maxOrb: number;
  /** the aspect is getting tighter */
  applying: boolean;
}

interface Body {
  id: PlanetId;
  lon: number;
  speed: number;
}

/** The aspect between two bodies, if any, with `scale` narrowing the orbs (transits use ½). */
export function aspectBetween(p: Body, q: Body, scale = 1): Aspect | null {
  const sep = Math.abs(angleDiff(p.lon, q.lon));
  const factor = (ORB_FACTOR[p.id] + ORB_FACTOR[q.id]) / 2;
  for (const asp of ASPECTS) {
    const maxOrb = asp.orb * factor * scale;
    const orb = Math.abs(sep - asp.angle);
    if (orb <= maxOrb) {
      // the separation a moment later, from the relative motion
      const later = Math.abs(angleDiff(p.lon + p.speed * 0.001, q.lon + q.speed * 0.001));
      const applying = Math.abs(later - asp.angle) < orb;
      return { a: p.id, b: q.id, kind: asp.kind, orb, maxOrb, applying };
    }
  }
  return null;
}

/** Every major aspect among a chart's planets, tightest first. */
export function aspectsOf(planets: readonly Body[]): Aspect[] {
  const found: Aspect[] = [];
  for (let i = 0; i < planets.length; i++)
    for (let j = i + 1; j < planets.length; j++) {
      const asp = aspectBetween(planets[i]!, planets[j]!);
      if (asp) found.push(asp);
    }
  return found.sort((x, y) => x.orb - y.orb);
}

export interface Transit {
  /** the moving planet of the day */
  transit: PlanetId;
  /** the natal planet it touches */
  natal: PlanetId;
  kind: AspectKind;
  orb: number;
  maxOrb: number;
  applying: boolean;
}

/** Transits of one moment's planets to a natal chart's planets (orbs halved), tightest first. */
export function transitsTo(natal: readonly Body[], sky: readonly Body[]): Transit[] {
  const found: Transit[] = [];
  for (const t of sky)
    for (const n of natal) {
      const asp = aspectBetween(t, { ...n, speed: 0 }, 0.5);
      if (asp) {
        const { kind, orb, maxOrb, applying } = asp;
        found.push({ transit: t.id, natal: n.id, kind, orb, maxOrb, applying });
      }
    }
  return found.sort((x, y) => x.orb / x.maxOrb - y.orb / y.maxOrb);
}
