import type { Astrolabe, ChartData, Lang } from '@starlit/contracts';
import { birthInstant, chart, type Chart } from '@starlit/core/astro';
import type { ProfileRow } from '../../db/schema-astro';

/** The natal chart of a profile: computed from the stored UTC instant and birthplace. */
export function natalChart(row: ProfileRow): Chart {
  return chart({ utc: row.birthUtc, lat: row.birthPlace.lat, lon: row.birthPlace.lon });
}

/** What a stored report was written for: a profile edit that moves the chart makes it stale. */
export const chartKey = (row: ProfileRow) =>
  `${row.birthUtc.toISOString()}|${row.birthPlace.lat},${row.birthPlace.lon}|${row.timeUnknown ? 1 : 0}`;

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
  };
}

export function astrolabeOf(row: ProfileRow): Astrolabe {
  return {
    archiveId: row.id,
    nickname: row.nickname,
    timeUnknown: row.timeUnknown,
    chart: chartData(natalChart(row), row.birth.utcOffsetMinutes),
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
