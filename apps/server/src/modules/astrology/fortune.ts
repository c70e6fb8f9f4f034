import type { Fortune, Lang } from '@starlit/contracts';
import { dayFortune, fortuneTexts, type DayFortune } from '@starlit/core/astro';
import { addDays, localDate } from '@starlit/core/time';
import type { ProfileRow } from '../../db/schema-astro';
import { ViewCache } from '../../lib/view-cache';
import { localNoon, natalChart } from './charts';

/**
 * Today's fortune of a profile, computed once per profile, day and language and then kept
 * in-process (36 h): the key carries the profile's last edit, so an edit is never served stale.
 */
const cache = new ViewCache<Fortune>(36 * 3600_000, 20000);

/** The day of the profile: its current residence's zone gives "today" and the noon sky. */
export function dayOf(row: ProfileRow, date: string): DayFortune {
  const natal = natalChart(row).planets;
  return dayFortune(natal, localNoon(date, row.residence.tz, row.residence.lon));
}

export function todayAt(row: ProfileRow, now = new Date()): string {
  return localDate(now, row.residence.tz);
}

export function fortuneOf(row: ProfileRow, lang: Lang, date = todayAt(row)): Fortune {
  const key = `${row.id}:${row.updatedAt.getTime()}:${date}:${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const started = Date.now();
  const natal = natalChart(row).planets;
  const at = (d: string) => dayFortune(natal, localNoon(d, row.residence.tz, row.residence.lon));
  const day = at(date);
  const fortune: Fortune = {
    archiveId: row.id,
    nickname: row.nickname,
    date,
    sign: row.sunSign,
    overall: day.overall,
    scores: day.scores,
    texts: fortuneTexts(day, lang, `${row.id}:${date}`),
    transits: day.transits.slice(0, 5).map(({ transit, natal: n, kind, orb }) => ({
      transit,
      natal: n,
      kind,
      orb: Math.round(orb * 100) / 100,
    })),
    week: [-6, -5, -4, -3, -2, -1, 0].map((d) => {
      const when = addDays(date, d);
      return { date: when, overall: d === 0 ? day.overall : at(when).overall };
    }),
  };
  cache.set(key, fortune, started);
  return fortune;
}

export const clearFortuneCache = () => cache.clear();
