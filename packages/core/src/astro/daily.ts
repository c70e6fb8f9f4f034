/**
 * The sky of one day for one person: the transits in orb to the natal chart (with the house the
 * moving planet crosses, when it turns exact, what it moves in each area), the Moon's sign,
 * phase and house, and the planets that are retrograde or standing still. Numbers and ids
 * only; the texts are composed from them in compose-daily.ts.
 */
import { transitsTo, type Transit } from './aspects';
import { angleDiff, norm360, planetPositions, type PlanetPosition } from './ephemeris';
import {
  aspectWeight,
  DIMENSION_WEIGHTS,
  FORTUNE_DIMENSIONS,
  scoreFortune,
  type DayFortune,
} from './fortune';
import { houseOf } from './houses';
import { signOf } from './chart';
import type { PlanetId } from '../planets';
import type { FortuneDimension } from './content/types';

export interface NatalInput {
  planets: ReadonlyArray<{ id: PlanetId; lon: number; speed: number; house: number }>;
  /** the natal cusps; null when the birth time is unknown (no houses are told) */
  houses: readonly number[] | null;
}

export interface DayTransit extends Transit {
  /** the natal house the moving planet crosses today (null without a birth time) */
  house: number | null;
  /** the natal planet's own house (null without a birth time) */
  natalHouse: number | null;
  /** hours from the day's noon to the exact aspect (negative: already past); null when it
   * stays out of reach of a linear estimate (a planet about to turn) */
  exactIn: number | null;
  /** exact within this day (12 h either side of noon), or a planet about to turn within 0.1° */
  exact: boolean;
  /** what this transit adds to each area's raw score (signed) */
  moves: Record<FortuneDimension, number>;
}

/** 0 new, 1 waxing crescent, 2 first quarter, 3 waxing gibbous, 4 full, 5 waning gibbous,
 * 6 last quarter, 7 waning crescent */
export type MoonPhase = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DayMoon {
  sign: number;
  /** how far through its sign: 0 early (under 10°), 1 middle, 2 late (20° on) */
  part: 0 | 1 | 2;
  phase: MoonPhase;
  /** the natal house the Moon crosses (null without a birth time) */
  house: number | null;
  /** hours from noon until the Moon enters the next sign */
  signChangeIn: number;
}

export interface PlanetMotion {
  id: PlanetId;
  retrograde: boolean;
  /** standing still before turning: 'retrograde' (about to turn back) or 'direct' */
  station: 'retrograde' | 'direct' | null;
  house: number | null;
}

export interface DaySky extends DayFortune {
  transits: DayTransit[];
  moon: DayMoon;
  /** the planets (Mercury outwards) that are retrograde or stationing today */
  motions: PlanetMotion[];
  /** per area, the transits that moved its score most, strongest first (at most two) */
  drivers: Record<FortuneDimension, DayTransit[]>;
}

const FAST = new Set<PlanetId>(['sun', 'moon', 'mercury', 'venus', 'mars']);

/** Typical daily motion (degrees): a planet below a twelfth of it is standing still. */
const MEAN_SPEED: Partial<Record<PlanetId, number>> = {
  mercury: 1.1,
  venus: 1.1,
  mars: 0.5,
  jupiter: 0.08,
  saturn: 0.033,
  uranus: 0.012,
  neptune: 0.006,
  pluto: 0.004,
};
const stationary = (p: PlanetPosition) => {
  const mean = MEAN_SPEED[p.id];
  return mean !== undefined && Math.abs(p.speed) < mean / 12;
};

/** Hours from now to the exact aspect, from the moving planet's speed (natal points stand). */
function hoursToExact(t: Transit, sky: PlanetPosition, natalLon: number): number | null {
  const diff = angleDiff(natalLon, sky.lon);
  const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[t.kind];
  const gap = Math.abs(diff) - angle;
  const rate = Math.sign(diff || 1) * sky.speed;
  if (Math.abs(rate) < 1e-6) return null;
  const days = -gap / rate;
  return Math.abs(days) > 60 ? null : days * 24;
}

const houseIn = (lon: number, cusps: readonly number[] | null) =>
  cusps ? houseOf(lon, cusps) : null;

/** What a transit adds to each area (aspect weight × closeness × the two planets' weights). */
export function transitMoves(t: Transit): Record<FortuneDimension, number> {
  const weight = aspectWeight(t.kind, t.transit) * (1 - t.orb / t.maxOrb);
  const out = { emotions: 0, health: 0, wealth: 0, career: 0 };
  for (const dim of FORTUNE_DIMENSIONS) {
    const w = DIMENSION_WEIGHTS[dim];
    out[dim] = weight * ((w[t.transit] ?? 0) + (w[t.natal] ?? 0));
  }
  return out;
}

/**
 * The day's sky for a natal chart at `moment` (the person's local noon). The scores are those
 * of dayFortune; everything else says where they come from.
 */
export function daySky(natal: NatalInput, moment: Date): DaySky {
  const sky = planetPositions(moment);
  const at = (id: PlanetId) => sky.find((p) => p.id === id)!;
  const base = transitsTo(natal.planets, sky);
  const transits: DayTransit[] = base.map((t) => {
    const n = natal.planets.find((p) => p.id === t.natal)!;
    const exactIn = hoursToExact(t, at(t.transit), n.lon);
    return {
      ...t,
      house: houseIn(at(t.transit).lon, natal.houses),
      natalHouse: natal.houses ? n.house : null,
      exactIn,
      exact: exactIn === null ? t.orb <= 0.1 : Math.abs(exactIn) <= 12,
      moves: transitMoves(t),
    };
  });
  const moonPos = at('moon');
  const elongation = norm360(moonPos.lon - at('sun').lon);
  const moon: DayMoon = {
    sign: signOf(moonPos.lon),
    part: Math.floor((norm360(moonPos.lon) % 30) / 10) as 0 | 1 | 2,
    phase: (Math.floor((elongation + 22.5) / 45) % 8) as MoonPhase,
    house: houseIn(moonPos.lon, natal.houses),
    signChangeIn: ((30 - (norm360(moonPos.lon) % 30)) / moonPos.speed) * 24,
  };
  const turning = sky.filter(stationary);
  const tomorrow = turning.length ? planetPositions(new Date(moment.getTime() + 86_400_000)) : [];
  const motions: PlanetMotion[] = sky
    .filter((p) => p.retrograde || stationary(p))
    .map((p) => {
      const next = tomorrow.find((q) => q.id === p.id);
      const station =
        !stationary(p) || !next ? null : next.speed < p.speed ? 'retrograde' : 'direct';
      return { id: p.id, retrograde: p.retrograde, station, house: houseIn(p.lon, natal.houses) };
    });
  const drivers = {} as Record<FortuneDimension, DayTransit[]>;
  for (const dim of FORTUNE_DIMENSIONS) {
    const ranked = transits
      .filter((t) => Math.abs(t.moves[dim]) >= 0.05)
      .sort((x, y) => Math.abs(y.moves[dim]) - Math.abs(x.moves[dim]));
    const [first] = ranked;
    const others = ranked.filter((t) => t.transit !== first?.transit);
    const second = others.find((t) => FAST.has(t.transit)) ?? others[0];
    drivers[dim] = first ? (second ? [first, second] : [first]) : [];
  }
  return { ...scoreFortune(base), transits, moon, motions, drivers };
}
