import { describe, expect, it } from 'vitest';
import { AstroTime } from 'astronomy-engine';
import {
  angleDiff,
  apparentLongitude,
  chart,
  natalPointsOf,
  PLANETS,
  transits,
  type TransitEvent,
} from '../src/astro';
import reference from './fixtures/swe-transits.json';

/**
 * Exact transits against a brute-force search on Swiss Ephemeris positions
 * (test/fixtures/swe-transits.json, written by scripts/swe-transits-reference.mjs): the Moon over
 * December 2026 and the other planets to April 2027, with a Mercury retrograde loop.
 */
interface RefEvent {
  planet: string;
  natalPoint: string;
  aspect: string;
  exactUtc: string;
  speed: number;
}
const ref = reference.events as RefEvent[];
const natal = chart({
  utc: new Date(reference.natal.utc),
  lat: reference.natal.lat,
  lon: reference.natal.lon,
});
const points = natalPointsOf(natal);
const DEC = new Date('2026-12-01T00:00:00Z');
const JAN = new Date('2027-01-01T00:00:00Z');
const APR = new Date('2027-04-01T00:00:00Z');

const ours = [
  ...transits(points, DEC, JAN, ['moon']),
  ...transits(
    points,
    DEC,
    APR,
    PLANETS.filter((p) => p !== 'moon'),
  ),
];
const key = (e: { planet: string; natalPoint: string; aspect: string }) =>
  `${e.planet} ${e.aspect} ${e.natalPoint}`;

describe('transits against Swiss Ephemeris', () => {
  it('finds the same exact aspects, each retrograde pass included', () => {
    const count = (list: { planet: string; natalPoint: string; aspect: string }[]) =>
      list.reduce((m, e) => m.set(key(e), (m.get(key(e)) ?? 0) + 1), new Map<string, number>());
    expect(ref.length).toBeGreaterThan(200);
    expect(Object.fromEntries(count(ours))).toEqual(Object.fromEntries(count(ref)));
    // Mercury turns back in this window: some aspect of it is exact three times
    expect([...count(ref.filter((e) => e.planet === 'mercury')).values()]).toContain(3);
  });

  it('times each within the time the planet takes to move 5″ (at least 2 minutes)', () => {
    const pool = new Map<string, TransitEvent[]>();
    for (const e of ours) pool.set(key(e), [...(pool.get(key(e)) ?? []), e]);
    for (const e of ref) {
      const t = Date.parse(e.exactUtc);
      const allowed = Math.max(120_000, (5 / 3600 / Math.abs(e.speed)) * 86_400_000);
      const nearest = Math.min(...pool.get(key(e))!.map((o) => Math.abs(o.exact.getTime() - t)));
      expect(nearest, `${key(e)} ${e.exactUtc}`).toBeLessThan(allowed);
    }
  });
});

describe('transits, by a second method', () => {
  it('agrees with a bisection on the ephemeris itself, and the planet is exact then', () => {
    for (const e of ours.filter((x) => x.planet === 'mars' || x.planet === 'moon').slice(0, 12)) {
      const lonAt = (ms: number) => apparentLongitude(e.planet, new AstroTime(new Date(ms)));
      // within 1″ of the aspect's longitude at the instant we give
      expect(Math.abs(angleDiff(e.target, lonAt(e.exact.getTime()))) * 3600).toBeLessThan(1);
    }
  });

  it('gives each exact moment the orb pass around it, and marks retrograde passes', () => {
    for (const e of ours) {
      expect(e.enters.getTime()).toBeLessThan(e.exact.getTime());
      expect(e.leaves.getTime()).toBeGreaterThan(e.exact.getTime());
      const at = (d: Date) => apparentLongitude(e.planet, new AstroTime(d));
      // 1° from exact at both edges of the pass
      expect(Math.abs(Math.abs(angleDiff(e.target, at(e.enters))) - 1) * 3600).toBeLessThan(2);
      expect(Math.abs(Math.abs(angleDiff(e.target, at(e.leaves))) - 1) * 3600).toBeLessThan(2);
    }
    const mercury = ours.filter((e) => e.planet === 'mercury');
    expect(mercury.some((e) => e.retrograde)).toBe(true);
    expect(mercury.some((e) => !e.retrograde)).toBe(true);
    // a Moon pass lasts hours, an outer planet's months
    const days = (e: TransitEvent) => (e.leaves.getTime() - e.enters.getTime()) / 86_400_000;
    expect(Math.max(...ours.filter((e) => e.planet === 'moon').map(days))).toBeLessThan(0.3);
    expect(Math.max(...ours.filter((e) => e.planet === 'pluto').map(days))).toBeGreaterThan(30);
  });
});
