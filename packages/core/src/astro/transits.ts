import { PLANETS, type PlanetId } from './ephemeris';
import { crossings, LongitudeTrack } from './longitude-track';

export const TRANSIT_ASPECTS = [
  { id: 'conjunction', angle: 0 },
  { id: 'sextile', angle: 60 },
  { id: 'square', angle: 90 },
  { id: 'trine', angle: 120 },
  { id: 'opposition', angle: 180 },
] as const;
export type TransitAspect = (typeof TRANSIT_ASPECTS)[number]['id'];
export type NatalPointId = PlanetId | 'ascendant' | 'mc';

/** How far (degrees) from exact a transit counts as in orb, by the transiting planet. */
export const TRANSIT_ORB: Record<PlanetId, number> = {
  sun: 1,
  moon: 1,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 1,
  saturn: 1,
  uranus: 1,
  neptune: 1,
  pluto: 1,
};

export interface NatalPoint {
  id: NatalPointId;
  lon: number;
}

export interface TransitEvent {
  planet: PlanetId;
  natalPoint: NatalPointId;
  aspect: TransitAspect;
  /** the aspect's exact angle as a longitude the planet passes */
  target: number;
  exact: Date;
  /** the transiting planet moving backwards at that moment (a retrograde pass) */
  retrograde: boolean;
  /** when the orb pass holding this exact moment begins and ends */
  enters: Date;
  leaves: Date;
}

const DAY = 86_400_000;
/** Farthest to look for the start or end of an orb pass (Pluto's longest passes). */
const ORB_SEARCH_DAYS = 1200;

/** The natal points transits are read to: the ten planets, the Ascendant and the MC. */
export function natalPointsOf(chart: {
  planets: { id: PlanetId; lon: number }[];
  ascendant: number;
  mc: number;
}): NatalPoint[] {
  return [
    ...chart.planets.map((p) => ({ id: p.id, lon: p.lon })),
    { id: 'ascendant', lon: chart.ascendant },
    { id: 'mc', lon: chart.mc },
  ];
}

/** Each longitude a planet makes an aspect to a natal point at (both sides of the zodiac). */
function targetsOf(points: NatalPoint[]) {
  return points.flatMap((point) =>
    TRANSIT_ASPECTS.flatMap(({ id, angle }) =>
      (angle === 0 || angle === 180 ? [angle] : [angle, -angle]).map((a) => ({
        point: point.id,
        aspect: id as TransitAspect,
        lon: point.lon + a,
      })),
    ),
  );
}

/**
 * Where the orb pass around an exact moment begins (dir −1) or ends (dir 1): the nearest
 * moment before or after it when the planet is `orb` from the target, on either side.
 */
function orbEdge(track: LongitudeTrack, exact: number, target: number, orb: number, dir: 1 | -1) {
  const first = track.indexOf(exact);
  const limit = Math.ceil((ORB_SEARCH_DAYS * DAY) / track.stepMs);
  for (let k = 0; k <= limit; k++) {
    const seg = track.segment(first + dir * k);
    const times = [target - orb, target + orb]
      .flatMap((lon) => crossings(seg, lon))
      .filter((t) => (dir > 0 ? t > exact : t < exact));
    if (times.length > 0) return dir > 0 ? Math.min(...times) : Math.max(...times);
  }
  return exact + dir * ORB_SEARCH_DAYS * DAY;
}

/**
 * Every exact aspect (conjunction, sextile, square, trine, opposition) the transiting planets
 * make to the natal points between `from` and `to`, in time order; a retrograde loop gives
 * one event per pass. Each comes with the orb pass it belongs to.
 */
export function transits(
  natal: NatalPoint[],
  from: Date,
  to: Date,
  planets: readonly PlanetId[] = PLANETS,
): TransitEvent[] {
  const targets = targetsOf(natal);
  const events: TransitEvent[] = [];
  for (const planet of planets) {
    const track = new LongitudeTrack(planet);
    for (let i = track.indexOf(from.getTime()); i <= track.indexOf(to.getTime()); i++) {
      const seg = track.segment(i);
      for (const target of targets) {
        for (const t of crossings(seg, target.lon)) {
          if (t < from.getTime() || t > to.getTime()) continue;
          const s = (t - seg.start) / seg.span;
          const orb = TRANSIT_ORB[planet];
          events.push({
            planet,
            natalPoint: target.point,
            aspect: target.aspect,
            target: ((target.lon % 360) + 360) % 360,
            exact: new Date(t),
            retrograde: seg.at(Math.min(s + 1e-4, 1)) < seg.at(Math.max(s - 1e-4, 0)),
            enters: new Date(orbEdge(track, t, target.lon, orb, -1)),
            leaves: new Date(orbEdge(track, t, target.lon, orb, 1)),
          });
        }
      }
    }
  }
  return events.sort((a, b) => a.exact.getTime() - b.exact.getTime());
}
