import {
  ErrorCode,
  type DeductionType,
  type DestinyReport,
  type HoroscopeReport,
  type HoroscopeStatus,
  type Lang,
  type SampleReport,
  type ZodiacSignInfo,
} from '@starlit/contracts';
import {
  birthInstant,
  chart,
  composeNatalReport,
  natalOverview,
  SIGNS,
  type ChartOptions,
  type ReportSection,
} from '@starlit/core/astro';
import { SIGN_FACES } from '@starlit/core/dice';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import { AppError } from '../../lib/errors';
import { charge } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { interpret, type InterpretTask, type Interpreter } from '../interpret';
import { cachedProfile } from '../profiles/cache';
import { chartOptionsOf } from '../settings/service';
import { chartData, chartKey, natalChart, sectionsFromText } from './charts';
import { calendarDayOf, dayOf, daySeed, todayAt } from './fortune';
import * as repo from './repository';

export function signList(lang: Lang): ZodiacSignInfo[] {
  return SIGNS.map((s) => ({
    constellationID: s.id,
    key: s.key,
    name: SIGN_FACES[s.key][lang].name,
    from: s.from,
    to: s.to,
    element: s.element,
    modality: s.modality,
    ruler: s.ruler,
    glyph: s.glyph,
    img: `/zodiac/${s.key}.svg`,
  }));
}

/** A calendar date within a year of today (a device's "today" anywhere on Earth, and then some). */
export function plausibleDay(date: string, now = Date.now()): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return false;
  return Math.abs(ms - now) <= 366 * 86_400_000;
}

/** The profile a call is about (its id, else the current one); 1602 when the user has none. */
export async function profileFor(db: DbOrTx, userId: string, id?: number): Promise<ProfileRow> {
  const row = await cachedProfile(db, userId, id);
  if (!row) throw new AppError(ErrorCode.OWN_PROFILE_MISSING);
  return row;
}

/** The profile a call is about and the chart options its member draws charts with. */
export async function chartedProfile(db: DbOrTx, userId: string, id?: number) {
  const [row, options] = await Promise.all([
    profileFor(db, userId, id),
    chartOptionsOf(db, userId),
  ]);
  return { row, options };
}

/**
 * The overall score (0..100) of a day for the member's current profile, or null for a member
 * without a profile (what a journal entry on that day's fortune keeps).
 */
export async function dayScoreOf(
  db: DbOrTx,
  userId: string,
  date: string,
): Promise<{ profileId: number; overall: number } | null> {
  const row = await cachedProfile(db, userId);
  if (!row) return null;
  return { profileId: row.id, overall: dayOf(row, date, await chartOptionsOf(db, userId)).overall };
}

/**
 * A report's text in a language: kept when produced, so a language model is paid for once;
 * kept for its chart (birth data and chart options), never served for another.
 */
async function reportText(
  db: Db,
  interpreter: Interpreter,
  chartOf: { row: ProfileRow; options: ChartOptions },
  kind: string,
  task: InterpretTask,
  lang: Lang,
): Promise<ReportSection[]> {
  if (interpreter.compose) return sectionsFromText(interpreter.compose(task, lang));
  const { row } = chartOf;
  const key = chartKey(row, chartOf.options);
  const stored = await repo.storedReport(db, row.id, kind, lang);
  if (stored && stored.chartKey === key) return sectionsFromText(stored.text);
  const text = await interpret(interpreter, task, lang);
  await repo.storeReport(db, { profileId: row.id, kind, lang, chartKey: key, text });
  return sectionsFromText(text);
}

const unlocked = (db: DbOrTx, profileId: number, kind: string): Promise<boolean> =>
  repo.isUnlocked(db, profileId, kind);

/**
 * Unlocks once: the unlock row is written first and the charge follows in the same
 * transaction, so a concurrent second unlock waits on the row, finds it, and pays nothing;
 * a short balance (1201) rolls both back.
 */
export async function unlockOnce(
  db: Db,
  userId: string,
  profileId: number,
  kind: string,
  type: DeductionType,
) {
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  await db.transaction(async (tx) => {
    if (!(await repo.claimUnlock(tx, { userId, profileId, kind }))) return;
    const paid = await charge(tx, userId, type, { ref: `${kind}:${profileId}`, rules });
    await repo.setUnlockMode(tx, profileId, kind, paid.mode);
  });
}

const natalTask = (row: ProfileRow, options: ChartOptions): InterpretTask => ({
  kind: 'natal',
  chart: natalChart(row, options),
  timeUnknown: row.timeUnknown,
  asOf: new Date(),
});

/**
 * The natal report: the Sun, Moon and Rising overview is free; once unlocked (unlockDestiny)
 * it is followed by the paid sections, none of which repeats a free text.
 */
export async function destiny(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  profileId: number | undefined,
  lang: Lang,
  unlock = false,
): Promise<DestinyReport> {
  const row = await profileFor(db, userId, profileId);
  if (unlock) await unlockOnce(db, userId, row.id, 'destiny', 'unlockDestiny');
  const open = unlock || (await unlocked(db, row.id, 'destiny'));
  const price = chargeRule(await economyRules(db), 'unlockDestiny').cost;
  const options = await chartOptionsOf(db, userId);
  const sections = open
    ? await reportText(db, interpreter, { row, options }, 'destiny', natalTask(row, options), lang)
    : [natalOverview(natalChart(row, options), lang, { timeUnknown: row.timeUnknown })];
  return { archiveId: row.id, unlocked: open, price, sections };
}

/** Today's in-depth horoscope of a profile, charged once a day (analysis4Fortune). */
export async function horoscopeReport(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  profileId: number | undefined,
  lang: Lang,
  day?: string,
): Promise<HoroscopeReport> {
  const row = await profileFor(db, userId, profileId);
  const date = day ?? todayAt(row);
  const kind = `horoscope:${date}`;
  await unlockOnce(db, userId, row.id, kind, 'analysis4Fortune');
  const options = await chartOptionsOf(db, userId);
  const task: InterpretTask = {
    kind: 'horoscope',
    day: dayOf(row, date, options),
    context: { date, seed: daySeed(row) },
    calendar: calendarDayOf(row, date, options, lang),
  };
  return {
    archiveId: row.id,
    date,
    sections: await reportText(db, interpreter, { row, options }, kind, task, lang),
  };
}

/** Whether a day's in-depth report of a profile was opened (paid) already; reads only. */
export async function horoscopeStatus(
  db: Db,
  userId: string,
  profileId: number | undefined,
  day?: string,
): Promise<HoroscopeStatus> {
  const row = await profileFor(db, userId, profileId);
  const date = day ?? todayAt(row);
  return { archiveId: row.id, date, opened: await unlocked(db, row.id, `horoscope:${date}`) };
}

/** The free sample report: a made-up person born in Hangzhou on a spring morning of 1992. */
export function sampleReport(lang: Lang): SampleReport {
  const lon = 120.16;
  const birth = birthInstant({ date: '1992-04-06', time: '08:30', tz: 'Asia/Shanghai', lon });
  const c = chart({ utc: birth.utc, lat: 30.29, lon });
  return {
    // a name as each language writes it; the screen says it is a sample
    nickname: lang === 'zh' ? '小林' : 'Lin',
    chart: chartData(c, birth.utcOffsetMinutes),
    sections: composeNatalReport(c, lang, { now: new Date() }),
  };
}
