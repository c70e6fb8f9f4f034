import { AstroTime } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import {
  angleDiff,
  apparentLongitude,
  chart,
  compositeOf,
  compositePoints,
  midpoint,
  pairYear,
  skyTrack,
  stations,
  trackDate,
  trackDay,
  transitsToPair,
} from '../src/astro';

const A = chart({ utc: new Date('1990-05-17T04:30:00Z'), lat: 31.23, lon: 121.47 });
const B = chart({ utc: new Date('1988-11-01T23:00:00Z'), lat: 39.9, lon: 116.4 });
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('composite chart', () => {
  it('takes the nearer midpoint of each point', () => {
    expect(midpoint(350, 10)).toBeCloseTo(0, 9);
    expect(midpoint(10, 350)).toBeCloseTo(0, 9);
    expect(midpoint(100, 160)).toBeCloseTo(130, 9);
    expect(midpoint(300, 100)).toBeCloseTo(20, 9);
  });

  it('has the midpoint Ascendant and cusps only when both birth times are known', () => {
    const both = compositePoints(compositeOf(A, B));
    expect(both.ascendant).toBeCloseTo(midpoint(A.ascendant, B.ascendant), 9);
    expect(both.houses![0]).toBeCloseTo(both.ascendant!, 9);
    expect(both.houses![9]).toBeCloseTo(midpoint(A.mc, B.mc), 9);
    expect(both.points.map((p) => p.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'asc',
    ]);
    const sun = both.points[0]!;
    expect(sun.lon).toBeCloseTo(midpoint(A.planets[0]!.lon, B.planets[0]!.lon), 9);
    expect(sun.sign).toBe(Math.floor(sun.lon / 30));
    for (const p of both.points) expect(p.house).toBeGreaterThanOrEqual(1);
    const one = compositePoints(compositeOf(A, B), { bTimeKnown: false });
    expect(one.ascendant).toBeNull();
    expect(one.houses).toBeNull();
    expect(one.points.map((p) => p.house)).toEqual([null, null, null, null, null]);
  });
});

describe('the sky of a year', () => {
  const track = skyTrack(new Date('2025-01-20T10:00:00Z'));

  it('starts on the first of the month and covers twelve months', () => {
    expect(track.start.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(track.months.map(iso).slice(-2)).toEqual(['2025-12-01', '2026-01-01']);
    expect(track.days).toBe(366);
  });

  it('finds Mercury’s 2025 stations on their days (UTC)', () => {
    const found = stations(track, 'mercury', 0, track.days).map(
      (s) => `${s.turn} ${iso(trackDate(track, s.day))}`,
    );
    expect(found).toEqual([
      'retro 2025-03-15',
      'direct 2025-04-07',
      'retro 2025-07-18',
      'direct 2025-08-11',
      'retro 2025-11-09',
      'direct 2025-11-29',
    ]);
  });

  it('finds the new and full moons to the minute', () => {
    const january = track.lunations.filter((l) => l.date < track.months[1]!);
    expect(january.map((l) => `${l.kind} ${l.date.toISOString().slice(0, 16)}`)).toEqual([
      'full 2025-01-13T22:27',
      'new 2025-01-29T12:36',
    ]);
    expect(track.lunations.length).toBeGreaterThanOrEqual(24);
  });

  it('dates each transit where the planet stands exactly on its aim', () => {
    const target = { owner: 'a' as const, point: 'venus', lon: 123.4 };
    const hits = transitsToPair(track, [target], { planets: ['venus', 'mars', 'saturn'], orb: 1 });
    expect(hits.length).toBeGreaterThan(5);
    for (const hit of hits) {
      const aspect = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 }[
        hit.kind
      ];
      for (const day of hit.exact) {
        const lon = apparentLongitude(hit.planet, new AstroTime(trackDate(track, day)));
        const sep = Math.abs(angleDiff(target.lon, lon));
        expect(Math.abs(sep - aspect), `${hit.planet} ${hit.kind}`).toBeLessThan(0.05);
      }
    }
  });
});

describe('a pair’s year', () => {
  it('reads twelve months from the day it is made, each with its own sky', () => {
    const from = new Date('2025-06-10T08:00:00Z');
    const year = pairYear(A, B, from);
    expect(year.months).toHaveLength(12);
    expect(year.startDay).toBe(9);
    expect(iso(year.months[0]!.start)).toBe('2025-06-01');
    for (const m of year.months) {
      expect(m.sun.ingresses).toHaveLength(1);
      expect(m.lunations.length).toBeGreaterThan(0);
    }
    for (const t of year.slow) {
      expect(['jupiter', 'saturn']).toContain(t.planet);
      expect(t.exact[0]!).toBeGreaterThanOrEqual(year.startDay);
      expect(trackDay(year.track, trackDate(year.track, t.exact[0]!))).toBeCloseTo(t.exact[0]!, 6);
    }
    // another pair's year with the same sky, reversed: the same transits, the roles swapped
    const back = pairYear(B, A, from);
    expect(back.slow.length).toBe(year.slow.length);
  });
});
