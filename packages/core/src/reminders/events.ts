import { AstroTime, SearchMoonPhase } from 'astronomy-engine';
import { angleDiff, apparentLongitude, norm360 } from '../astro/ephemeris';
import { MOON_PHASES } from '@starlit/contracts/constants';

/** The sky events a member may be reminded of: lunations, the Moon's ingresses, Mercury's stations. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type MoonEventKind = 'new' | 'full' | 'ingress';

export interface MoonEvent {
  kind: MoonEventKind;
  at: Date;
  /** the sign the Moon is in (a lunation) or enters (an ingress), 0 Aries … 11 Pisces */
  sign: number;
}

export interface MercuryStation {
  /** 'retro': Mercury turns retrograde; 'direct': it turns direct again */
  turn: 'retro' | 'direct';
  at: Date;
  sign: number;
}

const signAt = (lon: number) => Math.floor(norm360(lon) / 30);
const moonLon = (t: number) => apparentLongitude('moon', new AstroTime(new Date(t)));

/** New and full moons in [from, to), in time order. */
export function lunations(from: Date, to: Date): MoonEvent[] {
  const out: MoonEvent[] = [];
  for (const [kind, target] of [
    ['new', 0],
    ['full', 180],
  ] as const) {
    let t = new AstroTime(from);
    for (;;) {
      const found = SearchMoonPhase(target, t, 40);
      if (!found || found.date.getTime() >= to.getTime()) break;
      out.push({ kind, at: found.date, sign: signAt(apparentLongitude('moon', found)) });
      t = found.AddDays(1);
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Narrows [lo, hi] (ms), where `after(lo)` is false and `after(hi)` true, to a minute. */
function bisect(lo: number, hi: number, after: (t: number) => boolean): number {
  while (hi - lo > 60_000) {
    const mid = (lo + hi) / 2;
    if (after(mid)) hi = mid;
    else lo = mid;
  }
  return Math.round(hi / 60_000) * 60_000;
}

/**
 * The instants in [from, to) when the Moon enters `sign` (to the minute). The Moon moves less
 * than 1° an hour, so two-hour steps never pass over a sign.
 */
export function moonIngresses(from: Date, to: Date, sign: number): MoonEvent[] {
  const out: MoonEvent[] = [];
  const step = 2 * HOUR;
  // steps on a fixed grid, so every search finds the same minute whatever its start
  let t = Math.floor(from.getTime() / step) * step;
  let inSign = signAt(moonLon(t)) === sign;
  while (t < to.getTime()) {
    const next = t + step;
    const entered = signAt(moonLon(next)) === sign;
    if (entered && !inSign) {
      const at = bisect(t, next, (x) => signAt(moonLon(x)) === sign);
      if (at >= from.getTime() && at < to.getTime())
        out.push({ kind: 'ingress', at: new Date(at), sign });
    }
    inSign = entered;
    t = next;
  }
  return out;
}

/** Mercury's daily motion (degrees per day) at an instant, over ±6 hours. */
function mercurySpeed(t: number): number {
  const at = (x: number) => apparentLongitude('mercury', new AstroTime(new Date(x)));
  return angleDiff(at(t - DAY / 4), at(t + DAY / 4)) / 0.5;
}

/**
 * Mercury's stations in [from, to): where its motion changes direction, to the minute. Looked
 * for a day at a time (a station is months from the next), then narrowed.
 */
export function mercuryStations(from: Date, to: Date): MercuryStation[] {
  const out: MercuryStation[] = [];
  // days from 00:00 UTC, so every search finds the same minute whatever its start
  let t = Math.floor(from.getTime() / DAY) * DAY;
  let before = mercurySpeed(t);
  while (t < to.getTime()) {
    const next = t + DAY;
    const after = mercurySpeed(next);
    if (Math.sign(before) !== Math.sign(after) && after !== 0) {
      const turn = after < 0 ? 'retro' : 'direct';
      const at = bisect(t, next, (x) =>
        turn === 'retro' ? mercurySpeed(x) < 0 : mercurySpeed(x) > 0,
      );
      const lon = apparentLongitude('mercury', new AstroTime(new Date(at)));
      if (at >= from.getTime() && at < to.getTime())
        out.push({ turn, at: new Date(at), sign: signAt(lon) });
    }
    before = after;
    t = next;
  }
  return out;
}

/** The eight phases of the Moon by the Sun–Moon elongation, 0 new … 4 full … 7 waning crescent. */
export const MOON_PHASE_KEYS = MOON_PHASES;
export type MoonPhaseKey = (typeof MOON_PHASES)[number];
