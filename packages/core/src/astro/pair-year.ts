import { ASPECTS, type AspectKind } from './aspects';
import type { Chart } from './chart';
import { signOf } from './chart';
import { compositePoints, type Composite, type CompositePointId } from './composite';
import { angleDiff } from './ephemeris';
import { houseOf } from './houses';
import {
  ingresses,
  skyTrack,
  stations,
  trackDay,
  transitsToPair,
  type Lunation,
  type PairTarget,
  type PairTransit,
  type SkyTrack,
  type TrackPlanet,
} from './pair-transits';
import type { SynastryOptions } from './synastry';
import { compositeOf } from './relationship-charts';

export type PairPointId = CompositePointId;
export type PairYearTarget = PairTarget<PairPointId>;
export type PairYearTransit = PairTransit<PairPointId>;

/** One moving planet within a month: its sign on the first day, its sign changes and stations. */
export interface MonthMotion {
  sign: number;
  ingresses: Array<{ day: number; sign: number }>;
  stations: Array<{ day: number; turn: 'retro' | 'direct' }>;
}

export interface MonthLunation extends Lunation {
  sign: number;
  /** the composite house it falls in (both birth times known) */
  house: number | null;
  /** the closest point of the pair it meets by conjunction or opposition within 4° */
  touches: { target: PairYearTarget; kind: AspectKind } | null;
}

export interface MonthFacts {
  /** 0 … 11 */
  index: number;
  /** the first day of the month (UTC) */
  start: Date;
  /** track day indices: [fromDay, toDay) */
  fromDay: number;
  toDay: number;
  sun: MonthMotion;
  mercury: MonthMotion;
  venus: MonthMotion;
  mars: MonthMotion;
  lunations: MonthLunation[];
  /** the Sun, Venus and Mars exact to a point of the pair this month, strongest first */
  fast: Array<{ planet: TrackPlanet; target: PairYearTarget; kind: AspectKind; day: number }>;
  /** Jupiter and Saturn aspects in force (within orb) during the month */
  slow: PairYearTransit[];
}

export interface PairYear {
  track: SkyTrack;
  /** the day index of the date the year is read from */
  startDay: number;
  composite: Composite;
  /** the whole composite chart the points are read from */
  compositeChart: Chart;
  /** Jupiter and Saturn to either person's Sun, Moon and Venus and to the composite points */
  slow: PairYearTransit[];
  months: MonthFacts[];
}

/** Orb (degrees) within which a Jupiter or Saturn aspect is in force. */
export const SLOW_ORB = 2;

const PERSONAL_TARGETS: readonly PairPointId[] = ['sun', 'moon', 'venus', 'mars', 'mercury'];
const SLOW_TARGETS = new Set<PairPointId>(['sun', 'moon', 'venus']);
const FAST_KINDS: readonly AspectKind[] = ['conjunction', 'opposition', 'square', 'trine'];

/** How much a moving planet's touch to a point counts, to pick the few a month is read from. */
const PLANET_RANK: Partial<Record<TrackPlanet, number>> = { venus: 3, mars: 2.5, sun: 2 };
const POINT_RANK: Record<PairPointId, number> = {
  venus: 3,
  moon: 2.8,
  sun: 2.5,
  mars: 2.2,
  asc: 2,
  mercury: 1.5,
};
const KIND_RANK: Record<AspectKind, number> = {
  conjunction: 3,
  opposition: 2.4,
  square: 2.2,
  trine: 2,
  sextile: 1,
};
const toneKey = (kind: AspectKind) =>
  kind === 'trine' || kind === 'sextile' ? 1 : kind === 'conjunction' ? 0 : -1;
const ownerRank = (t: PairYearTarget) => (t.owner === 'composite' ? 1.2 : 1);

function targetsOf(a: Chart, b: Chart, composite: Composite): PairYearTarget[] {
  const of = (owner: 'a' | 'b', c: Chart) =>
    PERSONAL_TARGETS.map((point) => ({
      owner,
      point,
      lon: c.planets.find((p) => p.id === point)!.lon,
    }));
  const comp = composite.points
    .filter((p) => p.id !== 'mercury' && p.id !== 'mars')
    .map((p) => ({ owner: 'composite' as const, point: p.id, lon: p.lon }));
  return [...of('a', a), ...of('b', b), ...comp];
}

function motion(track: SkyTrack, planet: TrackPlanet, from: number, to: number): MonthMotion {
  return {
    sign: signOf(track.lon[planet][from]!),
    ingresses: ingresses(track, planet, from, to),
    stations: stations(track, planet, from, to),
  };
}

function lunationOf(l: Lunation, targets: readonly PairYearTarget[], c: Composite): MonthLunation {
  let touches: MonthLunation['touches'] = null;
  let best = 4;
  for (const target of targets)
    for (const asp of ASPECTS.filter((x) => x.angle === 0 || x.angle === 180)) {
      const orb = Math.abs(Math.abs(angleDiff(target.lon, l.lon)) - asp.angle);
      if (orb < best) {
        best = orb;
        touches = { target, kind: asp.kind };
      }
    }
  return { ...l, sign: signOf(l.lon), house: c.houses ? houseOf(l.lon, c.houses) : null, touches };
}

/**
 * A pair's year ahead from a date: the composite chart, Jupiter's and Saturn's aspects to
 * either person's Sun, Moon and Venus and to the composite Sun, Moon, Venus and Ascendant
 * (exact at least once from that date to the end of the twelfth month), and for each of the
 * twelve months the Sun's, Mercury's, Venus's and Mars's signs and stations, the new and full
 * moons and the Sun's, Venus's and Mars's exact aspects to the pair.
 */
export function pairYear(a: Chart, b: Chart, from: Date, opts: SynastryOptions = {}): PairYear {
  const track = skyTrack(from);
  const startDay = Math.max(0, Math.floor(trackDay(track, from)));
  const compositeChart = compositeOf(a, b);
  const composite = compositePoints(compositeChart, opts);
  const targets = targetsOf(a, b, composite);
  const slow = transitsToPair(
    track,
    targets.filter((t) => SLOW_TARGETS.has(t.point) || t.owner === 'composite'),
    { planets: ['jupiter', 'saturn'], orb: SLOW_ORB, fromDay: startDay },
  );
  const fastAll = transitsToPair(track, targets, {
    planets: ['sun', 'venus', 'mars'],
    kinds: FAST_KINDS,
    orb: 1,
  });
  const months = track.months.slice(0, 12).map((start, index): MonthFacts => {
    const fromDay = Math.round(trackDay(track, start));
    const toDay = Math.round(trackDay(track, track.months[index + 1]!));
    const ranked = fastAll
      .flatMap((t) =>
        t.exact
          .filter((d) => d >= fromDay && d < toDay)
          .map((day) => ({ planet: t.planet, target: t.target, kind: t.kind, day })),
      )
      .map((h) => ({
        h,
        rank:
          (PLANET_RANK[h.planet] ?? 1) *
          POINT_RANK[h.target.point] *
          KIND_RANK[h.kind] *
          ownerRank(h.target),
      }))
      .sort((x, y) => y.rank - x.rank || x.h.day - y.h.day)
      .map((x) => x.h);
    // the strongest first, then the strongest of another planet or tone on another day
    const lead = ranked[0];
    const other = lead
      ? ranked.find(
          (h) =>
            Math.floor(h.day) !== Math.floor(lead.day) &&
            (h.planet !== lead.planet || toneKey(h.kind) !== toneKey(lead.kind)),
        )
      : undefined;
    const fast = [
      ...(lead ? [lead] : []),
      ...(other ? [other] : []),
      ...ranked.filter((h) => h !== lead && h !== other),
    ];
    return {
      index,
      start,
      fromDay,
      toDay,
      sun: motion(track, 'sun', fromDay, toDay),
      mercury: motion(track, 'mercury', fromDay, toDay),
      venus: motion(track, 'venus', fromDay, toDay),
      mars: motion(track, 'mars', fromDay, toDay),
      lunations: track.lunations
        .filter((l) => {
          const d = trackDay(track, l.date);
          return d >= fromDay && d < toDay;
        })
        .map((l) => lunationOf(l, targets, composite)),
      fast,
      slow: slow.filter((t) => t.from < toDay && t.to >= fromDay),
    };
  });
  return { track, startDay, composite, compositeChart, slow, months };
}
