import {
  ErrorCode,
  type Lang,
  type PlaceSnapshot,
  type ProgressedMoonView,
  type SolarReturnView,
} from '@starlit/contracts';
import {
  composeProgressedMoon,
  composeSolarReturn,
  progressedMoon,
  solarReturn,
  zoneOffset,
} from '@starlit/core/astro';
import { addDays, localDate } from '@starlit/core/time';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { AppError, paramError } from '../../lib/errors';
import { placeById } from '../places/service';
import { chargeRule, economyRules } from '../points/rules';
import { userClock } from '../points/zone';
import { chartOptionsOf } from '../settings/service';
import { chartData, natalChart } from './charts';
import * as repo from './repository';
import { profileFor, unlockOnce } from './service';

/** The unlock of a profile's solar-return themes of a year. */
export const solarReturnKind = (year: number) => `solarReturn:${year}`;
/** How far ahead the progressed Moon's next change is looked for (a change comes every ~2.5 years at most). */
const PROGRESSED_LOOK_DAYS = 4 * 366;

const locale = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en-GB');

/** An instant as a date and clock time in a zone, in the reader's language. */
function momentIn(at: Date, zone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: zone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
}

/** The return's moment as the reading says it: the clock at the place it is cast for. */
function localMoment(at: Date, place: PlaceSnapshot, lang: Lang): string {
  const moment = momentIn(at, place.tz, lang);
  return lang === 'zh' ? `${moment}（当地时间）` : `${moment} local time`;
}

/** A calendar date (YYYY-MM-DD) in the reader's language. */
function dayIn(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The years a return may be asked for: this year's and next, in the member's zone. */
export function offeredYears(zone: string, now: Date): number[] {
  const year = Number(localDate(now, zone).slice(0, 4));
  return [year, year + 1];
}

/**
 * A place's name for a sentence in the reader's language (the snapshot's own when the place is
 * gone): the city alone in Chinese, with its region and country in English.
 */
function placeName(place: PlaceSnapshot, lang: Lang): string {
  const now = placeById(place.id, lang) ?? place;
  return lang === 'zh' ? now.name : now.fullName;
}

/** A place snapshot with its names in the reader's language. */
function placeIn(place: PlaceSnapshot, lang: Lang): PlaceSnapshot {
  const now = placeById(place.id, lang);
  return now ? { ...place, name: now.name, fullName: now.fullName } : place;
}

/** Where the year's return is cast: that year's choice, else the latest choice, else home. */
async function placeFor(db: DbOrTx, row: ProfileRow, year: number) {
  const chosen = await repo.solarReturnPlacesOf(db, row.id);
  const exact = chosen.find((c) => c.year === year);
  if (exact) return { place: exact.place, source: 'chosen' as const };
  const latest = chosen[0];
  if (latest) return { place: latest.place, source: 'lastChosen' as const };
  return { place: row.residence, source: 'residence' as const };
}

/** The member's profile and zone for a solar return of `year`, 1001 unless the year is offered. */
async function offeredReturn(
  db: DbOrTx,
  userId: string,
  profileId: number | undefined,
  year: number,
  now: Date,
) {
  const row = await profileFor(db, userId, profileId);
  const { zone } = await userClock(db, userId, now);
  const years = offeredYears(zone, now);
  if (!years.includes(year)) throw paramError('year');
  return { row, zone, years };
}

/**
 * A profile's solar return of a year, cast where the member spends that birthday, in the
 * member's chart options: the moment, the chart, the title and tone free; the year's arenas
 * once unlocked. Without a birth time the natal Sun (and so the moment) may be off by half a
 * day: no chart and no words then. Reads only.
 */
export async function solarReturnView(
  db: DbOrTx,
  userId: string,
  profileId: number | undefined,
  year: number,
  lang: Lang,
  now = new Date(),
): Promise<SolarReturnView> {
  const { row, zone, years } = await offeredReturn(db, userId, profileId, year, now);
  const [options, { place, source }, unlocked, rules] = await Promise.all([
    chartOptionsOf(db, userId),
    placeFor(db, row, year),
    repo.isUnlocked(db, row.id, solarReturnKind(year)),
    economyRules(db),
  ]);
  const ret = solarReturn(row.birthUtc, year, { lat: place.lat, lon: place.lon }, options);
  const known = !row.timeUnknown;
  const reading = known
    ? composeSolarReturn(ret.chart, year, lang, {
        moment: localMoment(ret.utc, place, lang),
        place: placeName(place, lang),
      })
    : null;
  return {
    profileId: row.id,
    nickname: row.nickname,
    year,
    years,
    utc: ret.utc.toISOString(),
    zone,
    place: placeIn(place, lang),
    placeSource: source,
    birthPlace: placeIn(row.birthPlace, lang),
    residence: placeIn(row.residence, lang),
    timeUnknown: row.timeUnknown,
    chart: known ? chartData(ret.chart, zoneOffset(zone, ret.utc.getTime())) : null,
    headline: reading
      ? { title: reading.title, when: reading.when ?? '', tone: reading.tone }
      : null,
    unlocked,
    price: chargeRule(rules, 'unlockSolarReturn').cost,
    themes:
      reading && unlocked
        ? { arena: reading.arena, needs: reading.needs, angular: reading.angular }
        : null,
  };
}

/** Remembers where the member spends that birthday (a place id, else 1001) and answers the return there. */
export async function chooseSolarReturnPlace(
  db: DbOrTx,
  userId: string,
  input: { profileId?: number; year: number; placeId: string },
  lang: Lang,
  now = new Date(),
): Promise<SolarReturnView> {
  const { row } = await offeredReturn(db, userId, input.profileId, input.year, now);
  const found = placeById(input.placeId, lang);
  if (!found) throw paramError('placeId');
  const { id, name, fullName, lat, lon, tz } = found;
  await repo.saveSolarReturnPlace(
    db,
    { userId, profileId: row.id, year: input.year, place: { id, name, fullName, lat, lon, tz } },
    now,
  );
  return solarReturnView(db, userId, row.id, input.year, lang, now);
}

/**
 * Unlocks a profile's solar-return themes of a year (unlockSolarReturn), charged once per
 * profile and year whatever place is chosen later; 1501 without a birth time (nothing to read).
 */
export async function unlockSolarReturn(
  db: Db,
  userId: string,
  profileId: number | undefined,
  year: number,
  lang: Lang,
  now = new Date(),
): Promise<SolarReturnView> {
  const { row } = await offeredReturn(db, userId, profileId, year, now);
  if (row.timeUnknown) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  await unlockOnce(db, userId, row.id, solarReturnKind(year), 'unlockSolarReturn');
  return solarReturnView(db, userId, row.id, year, lang, now);
}

/** An unlocked year's words as report sections (what "download my data" keeps). */
export async function solarReturnSections(
  db: DbOrTx,
  userId: string,
  profileId: number,
  year: number,
  lang: Lang,
) {
  const row = await profileFor(db, userId, profileId);
  const { place } = await placeFor(db, row, year);
  const options = await chartOptionsOf(db, userId);
  const ret = solarReturn(row.birthUtc, year, { lat: place.lat, lon: place.lon }, options);
  const r = composeSolarReturn(ret.chart, year, lang, {
    moment: localMoment(ret.utc, place, lang),
    place: placeName(place, lang),
  });
  const text = [r.when, r.tone, r.arena, r.needs, ...r.angular].filter(Boolean).join('\n\n');
  return { sections: [{ title: r.title, text }] };
}

/**
 * The progressed Moon of a profile now (its sign and natal house in the member's chart
 * options) and its next change, dated in the member's zone, with words. It needs a birth time:
 * a day of uncertainty is a year of progression.
 */
export async function progressedMoonView(
  db: DbOrTx,
  userId: string,
  profileId: number | undefined,
  lang: Lang,
  now = new Date(),
): Promise<ProgressedMoonView> {
  const row = await profileFor(db, userId, profileId);
  if (row.timeUnknown)
    return { profileId: row.id, timeUnknown: true, now: null, next: null, reading: null };
  const [options, { zone }] = await Promise.all([
    chartOptionsOf(db, userId),
    userClock(db, userId, now),
  ]);
  const natal = natalChart(row, options);
  const today = localDate(now, zone);
  const walk = progressedMoon(
    { utc: row.birthUtc, cusps: natal.houses },
    today,
    addDays(today, PROGRESSED_LOOK_DAYS),
    options,
  );
  const next = walk.changes[0] ?? null;
  return {
    profileId: row.id,
    timeUnknown: false,
    now: { sign: walk.now.sign, house: walk.now.house },
    next: next && { date: next.date, sign: next.sign, house: next.house, entered: next.entered },
    reading: composeProgressedMoon(walk, lang, (d) => dayIn(d, lang)),
  };
}
