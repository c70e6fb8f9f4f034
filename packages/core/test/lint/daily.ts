/**
 * The daily fortune's variety, measured: for sample members with fixed birth data, a run of
 * days of free views and paid reports, and how often their lines and sentences come back.
 */
import { chart, composeDailyDeep, dailyTexts, daySky, type DailyTexts } from '../../src/astro';
import { addDays } from '../../src/time';
import { calendarPasses, deepDayOf } from '../deep-day';
import type { Lang } from './rules';
import { prng, sentencesOf } from './sentences';

export interface Member {
  id: string;
  planets: ReturnType<typeof chart>['planets'];
  ascendant: number;
  mc: number;
  houses: number[] | null;
  /** east longitude of home: the day's noon */
  lon: number;
}

/** Members born 1950–2008 from 45° S to 60° N, one in five without a birth time. */
export function sampleMembers(count: number, seed = 20261206): Member[] {
  const rand = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const utc = new Date(Date.UTC(1950, 0, 1) + Math.floor(rand() * 58 * 365.25 * 864e5));
    const lat = -45 + rand() * 105;
    const lon = -180 + rand() * 360;
    const c = chart({ utc, lat, lon });
    const houses = i % 5 === 4 ? null : c.houses;
    return { id: `m${i}`, planets: c.planets, ascendant: c.ascendant, mc: c.mc, houses, lon };
  });
}

export interface MemberDay {
  date: string;
  free: DailyTexts;
  paid: string[];
}

/** The whole-hour zone nearest a longitude ("Etc/GMT-8" is UTC+8) and its offset in hours. */
function zoneAt(lon: number) {
  const h = Math.round(lon / 15);
  return { hours: h, zone: h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}` };
}

/**
 * A member's days from `start`: the free texts and the paid report's section texts, the paid
 * report timing the calendar's transits of each day in the member's zone.
 */
export function memberDays(m: Member, start: string, days: number, lang: Lang): MemberDay[] {
  const { hours, zone } = zoneAt(m.lon);
  const midnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - hours * 3_600_000);
  const passes = calendarPasses(
    m,
    m.houses !== null,
    midnight(start),
    midnight(addDays(start, days + 1)),
  );
  return Array.from({ length: days }, (_, k) => {
    const date = addDays(start, k);
    const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (m.lon / 15) * 3_600_000);
    const sky = daySky(m, noon);
    const ctx = { date, seed: m.id };
    const calendar = deepDayOf(passes, m.houses, midnight(date), zone, lang);
    return {
      date,
      free: dailyTexts(sky, lang, ctx),
      paid: composeDailyDeep(sky, lang, calendar).map((s) => s.text),
    };
  });
}

export interface Variety {
  /** distinct overall lines / lines, the lowest of any member */
  overall: number;
  /** distinct area lines / lines (per area), the lowest of any member and area */
  area: number;
  /** distinct sentences of the overall lines / sentences, the lowest of any member */
  overallSentences: number;
  /** a line equal to the one of the day before (any member, any line) */
  consecutive: number;
  /** paid sentences that also appear in the member's free views of the run */
  paidInFree: number;
  paidSentences: number;
}

const share = (lines: string[]) => new Set(lines).size / lines.length;

/** The variety of a run of days for many members in one language. */
export function measureVariety(
  members: Member[],
  start: string,
  days: number,
  lang: Lang,
): Variety {
  const out: Variety = {
    overall: 1,
    area: 1,
    overallSentences: 1,
    consecutive: 0,
    paidInFree: 0,
    paidSentences: 0,
  };
  for (const m of members) {
    const run = memberDays(m, start, days, lang);
    out.overall = Math.min(out.overall, share(run.map((d) => d.free.overall)));
    out.overallSentences = Math.min(
      out.overallSentences,
      share(run.flatMap((d) => sentencesOf(d.free.overall, lang))),
    );
    for (const dim of ['emotions', 'health', 'wealth', 'career'] as const)
      out.area = Math.min(out.area, share(run.map((d) => d.free[dim])));
    run.forEach((d, k) => {
      const before = run[k - 1];
      if (before)
        for (const key of Object.keys(d.free) as Array<keyof DailyTexts>)
          if (d.free[key] === before.free[key]) out.consecutive += 1;
    });
    const free = new Set(
      run.flatMap((d) => Object.values(d.free).flatMap((t) => sentencesOf(t, lang))),
    );
    for (const d of run)
      for (const s of d.paid.flatMap((t) => sentencesOf(t, lang))) {
        out.paidSentences += 1;
        if (free.has(s)) out.paidInFree += 1;
      }
  }
  return out;
}
