import type { Astrolabe, ChartData, ChartPointAspect, Lang } from '@starlit/contracts';
import { angleDiff, birthInstant, chart, type Chart, type ChartOptions } from '@starlit/core/astro';
import type { ProfileRow } from '../../db/schema-astro';

/**
 * The natal chart of a profile: computed from the stored UTC instant and birthplace, drawn
 * with its member's chart options (settings.chartOptionsOf; the defaults when none are given).
 */
export function natalChart(row: ProfileRow, options: ChartOptions = {}): Chart {
  return chart({ utc: row.birthUtc, lat: row.birthPlace.lat, lon: row.birthPlace.lon, ...options });
}

/** The options part of a chart key: a changed setting is another chart. */
export const optionsKey = (o: ChartOptions) =>
  `${o.houseSystem ?? 'placidus'}/${o.zodiac ?? 'tropical'}/${o.zodiac === 'sidereal' ? (o.ayanamsa ?? 'lahiri') : '-'}/${o.node ?? 'mean'}`;

/**
 * What a stored report was written for: a profile edit that moves the chart, or chart options
 * that draw it otherwise, make it stale.
 */
export const chartKey = (row: ProfileRow, options: ChartOptions = {}) =>
  `${row.birthUtc.toISOString()}|${row.birthPlace.lat},${row.birthPlace.lon}|${row.timeUnknown ? 1 : 0}|${optionsKey(options)}`;

/** How far from exact a point's conjunction or opposition to a planet may be (degrees). */
export const POINT_ORB = 3;
/** The points the wheel draws and whose contacts the tables list. */
const CONTACT_POINTS = new Set(['northNode', 'southNode', 'lilith', 'fortune', 'vertex']);

/** Conjunctions and oppositions of the chart's points to its planets, tightest first. */
export function pointAspects(c: Chart): ChartPointAspect[] {
  const out: ChartPointAspect[] = [];
  for (const point of c.points) {
    if (!CONTACT_POINTS.has(point.id)) continue;
    for (const planet of c.planets) {
      const sep = Math.abs(angleDiff(point.lon, planet.lon));
      const kind = sep <= POINT_ORB ? 'conjunction' : sep >= 180 - POINT_ORB ? 'opposition' : null;
      if (kind)
        out.push({
          point: point.id,
          planet: planet.id,
          kind,
          orb: r6(kind === 'conjunction' ? sep : 180 - sep),
        });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A chart as the API shows it (degrees rounded to 0.0036″). */
export function chartData(c: Chart, utcOffsetMinutes: number): ChartData {
  return {
    utc: c.utc,
    utcOffsetMinutes,
    planets: c.planets.map((p) => ({
      id: p.id,
      lon: r6(p.lon),
      speed: r6(p.speed),
      retrograde: p.retrograde,
      sign: p.sign,
      house: p.house,
    })),
    northNode: r6(c.northNode),
    ascendant: r6(c.ascendant),
    mc: r6(c.mc),
    houses: c.houses.map(r6),
    houseSystem: c.houseSystem,
    ...(c.fallbackFrom ? { fallbackFrom: c.fallbackFrom } : {}),
    aspects: c.aspects.map(({ a, b, kind, orb, applying }) => ({
      a,
      b,
      kind,
      orb: r6(orb),
      applying,
    })),
    points: c.points.map(({ id, lon, sign, house }) => ({ id, lon: r6(lon), sign, house })),
    pointAspects: pointAspects(c),
    zodiac: c.zodiac,
    ...(c.ayanamsa ? { ayanamsa: { kind: c.ayanamsa.kind, degrees: r6(c.ayanamsa.degrees) } } : {}),
    nodeKind: c.nodeKind,
  };
}

export function astrolabeOf(row: ProfileRow, options: ChartOptions = {}): Astrolabe {
  return {
    archiveId: row.id,
    nickname: row.nickname,
    timeUnknown: row.timeUnknown,
    chart: chartData(natalChart(row, options), row.birth.utcOffsetMinutes),
  };
}

/** The instant of local noon of a date at a place (the sky a day's fortune is read from). */
export function localNoon(date: string, tz: string, lon: number): Date {
  return birthInstant({ date, time: '12:00', tz, lon }).utc;
}

/** "## title\n\ntext" blocks → report sections. */
export function sectionsFromText(text: string) {
  return text
    .split(/^## /m)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, i) => {
      const newline = block.indexOf('\n');
      const title = newline < 0 ? block : block.slice(0, newline).trim();
      return { key: `s${i + 1}`, title, text: newline < 0 ? '' : block.slice(newline).trim() };
    });
}

export type { Lang };
