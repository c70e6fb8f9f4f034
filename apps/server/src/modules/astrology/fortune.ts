import { MOON_PHASES, type Fortune, type Lang } from '@starlit/contracts';
import {
  birthInstant,
  dailyTexts,
  daySky,
  FORTUNE_DIMENSIONS,
  pointsOf,
  type ChartOptions,
  type DaySky,
  type DeepDay,
} from '@starlit/core/astro';
import { addDays, localDate } from '@starlit/core/time';
import type { ProfileRow } from '../../db/schema-astro';
import { ViewCache } from '../../lib/view-cache';
import { localNoon, natalChart, optionsKey } from './charts';
import { dayPillarLine } from './day-pillar';
import { dayTransits } from './transits';

/**
 * Today's fortune of a profile, computed once per profile, day and language and then kept
 * in-process (36 h): the key carries the profile's last edit, so an edit is never served stale.
 */
const cache = new ViewCache<Fortune>(36 * 3600_000, 20000);

/**
 * The day's sky of the profile: its current residence's zone gives "today" and the noon sky;
 * the natal houses are used only when the birth time is known. The member's house system and
 * node apply; the zodiac stays tropical, the one the day's transiting sky is measured in (an
 * aspect is the same in either zodiac, a transit's natal house would not be).
 */
export function dayOf(row: ProfileRow, date: string, options: ChartOptions = {}): DaySky {
  const c = natalChart(row, { ...options, zodiac: 'tropical' });
  const natal = { planets: c.planets, houses: row.timeUnknown ? null : c.houses };
  return daySky(natal, localNoon(date, row.residence.tz, row.residence.lon));
}

export function todayAt(row: ProfileRow, now = new Date()): string {
  return localDate(now, row.residence.tz);
}

/** A local date's span in a zone: its midnight to the next (the day the transits list covers). */
export function daySpan(date: string, tz: string, lon: number) {
  const at = (d: string) => birthInstant({ date: d, time: '00:00', tz, lon }).utc;
  return { start: at(date), end: at(addDays(date, 1)) };
}

/**
 * The calendar's transits of a profile's day for the paid daily report: the ones the free
 * fortune lists and the daily push names, with the day's start and the zone they read in.
 */
export function calendarDayOf(
  row: ProfileRow,
  date: string,
  options: ChartOptions,
  lang: Lang,
): DeepDay {
  const span = daySpan(date, row.residence.tz, row.residence.lon);
  const { entries } = dayTransits(row, options.houseSystem, span, lang);
  return {
    start: span.start,
    zone: row.residence.tz,
    transits: entries.map((e) => ({ ...e, exact: new Date(e.exact) })),
  };
}

/** What varies the day's texts between people who share a sky. */
export const daySeed = (row: ProfileRow) => String(row.id);

function why(sky: DaySky): Fortune['why'] {
  const out = {} as Fortune['why'];
  for (const dim of FORTUNE_DIMENSIONS)
    out[dim] = sky.drivers[dim].map((t) => ({
      transit: t.transit,
      natal: t.natal,
      kind: t.kind,
      points: pointsOf(dim, t.moves[dim]),
    }));
  return out;
}

export function fortuneOf(
  row: ProfileRow,
  lang: Lang,
  date = todayAt(row),
  options: ChartOptions = {},
): Fortune {
  const key = `${row.id}:${row.updatedAt.getTime()}:${date}:${lang}:${optionsKey(options)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const started = Date.now();
  const sky = dayOf(row, date, options);
  // the day's transits are the calendar's (1° orb passes of the Sun to Pluto); the scores stay
  // on the day's whole sky at noon (every planet, the Moon included, within each aspect's
  // wider orb), which is what makes one day differ from the next: the calendar's slow passes
  // hold for weeks and would leave most days' scores the same. The calendar leads the words.
  const today = dayTransits(
    row,
    options.houseSystem,
    daySpan(date, row.residence.tz, row.residence.lon),
    lang,
  );
  const ctx = { date, seed: daySeed(row), ...(today.lead ? { lead: today.lead } : {}) };
  const fortune: Fortune = {
    archiveId: row.id,
    nickname: row.nickname,
    date,
    zone: row.residence.tz,
    sign: row.sunSign,
    overall: sky.overall,
    scores: sky.scores,
    texts: dailyTexts(sky, lang, ctx),
    transits: today.entries,
    // the 八字 line is for Chinese readers: in English the terms need a gloss each, and the
    // line would read as a second, foreign system beside the astrology (docs/decisions.md)
    dayPillar: lang === 'zh' ? dayPillarLine(row, date) : null,
    why: why(sky),
    moon: { sign: sky.moon.sign, phase: MOON_PHASES[sky.moon.phase], house: sky.moon.house },
    retrogrades: sky.motions.map((m) => ({ planet: m.id, station: m.station })),
    week: [-6, -5, -4, -3, -2, -1, 0].map((d) => {
      const when = addDays(date, d);
      return { date: when, overall: d === 0 ? sky.overall : dayOf(row, when, options).overall };
    }),
  };
  cache.set(key, fortune, started);
  return fortune;
}

export const clearFortuneCache = () => cache.clear();
