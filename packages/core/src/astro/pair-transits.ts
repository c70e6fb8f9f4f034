import { AstroTime, SearchMoonPhase } from 'astronomy-engine';
import { ASPECTS, type AspectKind } from './aspects';
import { angleDiff, apparentLongitude, norm360 } from './ephemeris';

/** The moving planets a year ahead is read from. */
export const TRACK_PLANETS = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type TrackPlanet = (typeof TRACK_PLANETS)[number];

export interface Lunation {
  kind: 'new' | 'full';
  date: Date;
  /** the Moon's longitude at that instant */
  lon: number;
}

/**
 * The sky of twelve calendar months: each moving planet's longitude at 00:00 UTC of every day,
 * from the first day of a month, and the new and full moons in between.
 */
export interface SkyTrack {
  /** 00:00 UTC of the first day of the first month */
  start: Date;
  /** the first days of the twelve months and of the month after them (13 dates) */
  months: Date[];
  /** days covered (index 0 = start) */
  days: number;
  lon: Record<TrackPlanet, Float64Array>;
  lunations: Lunation[];
}

const DAY = 86_400_000;
const cache = new Map<string, SkyTrack>();

/** The twelve months that begin with the month of `from` (UTC). Kept for the last few months asked. */
export function skyTrack(from: Date): SkyTrack {
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const key = start.toISOString();
  const hit = cache.get(key);
  if (hit) return hit;
  const months = Array.from(
    { length: 13 },
    (_, i) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)),
  );
  const days = Math.round((months[12]!.getTime() - start.getTime()) / DAY) + 1;
  const lon = {} as Record<TrackPlanet, Float64Array>;
  for (const id of TRACK_PLANETS) {
    const row = new Float64Array(days);
    for (let d = 0; d < days; d++)
      row[d] = apparentLongitude(id, new AstroTime(new Date(start.getTime() + d * DAY)));
    lon[id] = row;
  }
  const lunations: Lunation[] = [];
  for (const [kind, target] of [
    ['new', 0],
    ['full', 180],
  ] as const) {
    let t = new AstroTime(start);
    for (;;) {
      const found = SearchMoonPhase(target, t, 40);
      if (!found || found.date.getTime() >= months[12]!.getTime()) break;
      lunations.push({ kind, date: found.date, lon: apparentLongitude('moon', found) });
      t = found.AddDays(1);
    }
  }
  lunations.sort((x, y) => x.date.getTime() - y.date.getTime());
  const track: SkyTrack = { start, months, days, lon, lunations };
  cache.set(key, track);
  if (cache.size > 6) cache.delete(cache.keys().next().value!);
  return track;
}

/** A date of the track from a fractional day index. */
export const trackDate = (track: SkyTrack, day: number): Date =>
  new Date(track.start.getTime() + day * DAY);

/** The day index of a date in the track (fractional). */
export const trackDay = (track: SkyTrack, date: Date): number =>
  (date.getTime() - track.start.getTime()) / DAY;

/** A point of the pair that transits touch. */
export interface PairTarget<P extends string = string> {
  /** 'a', 'b' or 'composite' */
  owner: 'a' | 'b' | 'composite';
  point: P;
  lon: number;
}

/** A moving planet's aspect to a point of the pair within the track, with its exact dates. */
export interface PairTransit<P extends string = string> {
  planet: TrackPlanet;
  target: PairTarget<P>;
  kind: AspectKind;
  /** the days (track indices, fractional) the aspect is exact, in order */
  exact: number[];
  /** the first and last day within the orb (around the exact passes) */
  from: number;
  to: number;
}

export interface TransitSearch {
  planets: readonly TrackPlanet[];
  kinds?: readonly AspectKind[];
  /** degrees either side of exact that count as in force */
  orb: number;
  /** the first day index searched (default 0) */
  fromDay?: number;
}

/**
 * Every aspect the given moving planets make to the pair's points within the track, each
 * with the days it is exact (a planet turning retrograde can pass the same degree three times)
 * and the span it stays within `orb`. Only aspects exact at least once are kept. Sorted by the
 * first exact day.
 */
export function transitsToPair<P extends string>(
  track: SkyTrack,
  targets: readonly PairTarget<P>[],
  search: TransitSearch,
): PairTransit<P>[] {
  const found: PairTransit<P>[] = [];
  const kinds = ASPECTS.filter((x) => !search.kinds || search.kinds.includes(x.kind));
  const first = search.fromDay ?? 0;
  for (const planet of search.planets) {
    const row = track.lon[planet];
    for (const target of targets)
      for (const asp of kinds) {
        const aims =
          asp.angle === 0 || asp.angle === 180
            ? [norm360(target.lon + asp.angle)]
            : [norm360(target.lon + asp.angle), norm360(target.lon - asp.angle)];
        const exact: number[] = [];
        let from = Infinity;
        let to = -Infinity;
        for (const aim of aims) {
          let prev = 0;
          for (let d = first; d < track.days; d++) {
            // the signed distance of the planet past the aim, in (−180, 180]
            let cur = row[d]! - aim;
            if (cur > 180) cur -= 360;
            else if (cur <= -180) cur += 360;
            if (cur <= search.orb && cur >= -search.orb) {
              if (d < from) from = d;
              if (d > to) to = d;
            }
            // a change of sign near the aim (not the jump at the far side of the circle)
            if (
              d > first &&
              ((prev < 0 && cur >= 0) || (prev >= 0 && cur < 0)) &&
              prev - cur < 20 &&
              cur - prev < 20
            )
              exact.push(d - 1 + prev / (prev - cur));
            prev = cur;
          }
        }
        if (exact.length > 0)
          found.push({
            planet,
            target,
            kind: asp.kind,
            exact: exact.sort((x, y) => x - y),
            from,
            to,
          });
      }
  }
  return found.sort((x, y) => x.exact[0]! - y.exact[0]!);
}

/** A planet's sign changes within days [fromDay, toDay): the day it happens on and the new sign. */
export function ingresses(
  track: SkyTrack,
  planet: TrackPlanet,
  fromDay: number,
  toDay: number,
): Array<{ day: number; sign: number }> {
  const row = track.lon[planet];
  const out: Array<{ day: number; sign: number }> = [];
  for (let d = Math.max(0, fromDay); d < Math.min(toDay, track.days - 1); d++) {
    const [s0, s1] = [Math.floor(row[d]! / 30), Math.floor(row[d + 1]! / 30)];
    if (s0 !== s1) out.push({ day: d, sign: s1 });
  }
  return out;
}

/**
 * Where a planet turns retrograde ('retro') or direct ('direct') within days [fromDay, toDay):
 * the day (fractional) where its daily motion, taken between the days around it, passes zero.
 */
export function stations(
  track: SkyTrack,
  planet: TrackPlanet,
  fromDay: number,
  toDay: number,
): Array<{ day: number; turn: 'retro' | 'direct' }> {
  const row = track.lon[planet];
  const out: Array<{ day: number; turn: 'retro' | 'direct' }> = [];
  for (let d = Math.max(1, fromDay - 1); d < Math.min(toDay + 1, track.days - 1); d++) {
    const before = angleDiff(row[d - 1]!, row[d]!);
    const after = angleDiff(row[d]!, row[d + 1]!);
    const turn = before > 0 && after <= 0 ? 'retro' : before < 0 && after >= 0 ? 'direct' : null;
    if (!turn) continue;
    const day = d - 0.5 + before / (before - after);
    if (day >= fromDay && day < toDay) out.push({ day, turn });
  }
  return out;
}
