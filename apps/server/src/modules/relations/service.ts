import {
  ErrorCode,
  type DeductionType,
  type DepthHistoryItem,
  type DepthReport,
  type Lang,
  type MansionChart,
  type SynastryReport,
} from '@starlit/contracts';
import {
  composeSynastryOverview,
  davison,
  synastry,
  type ChartOptions,
  type ReportSection,
} from '@starlit/core/astro';
import { birthMansion } from '@starlit/core/mansions';
import type { Db } from '../../db/client';
import type { ProfileRow } from '../../db/schema-astro';
import type { DepthReportRow } from '../../db/schema-relations';
import { AppError } from '../../lib/errors';
import { chartData, natalChart, sectionsFromText } from '../astrology/charts';
import { profileFor } from '../astrology/service';
import { interpret, type InterpretTask, type Interpreter } from '../interpret';
import { charge } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import { chartOptionsOf } from '../settings/service';
import { roundAspect } from './pairing';
import {
  fromSnapshot,
  genderOf,
  pairOf,
  pairPerson,
  pairStamp,
  publicPerson,
  snapshot,
} from './people';
import * as repo from './repository';
import { mansionChart } from './ties';

const SERENDIPITY = 'serendipity';

/** One profile's mansion chart (the own profile when no id is given). */
export async function mansionChartOf(
  db: Db,
  userId: string,
  profileId: number | undefined,
  lang: Lang,
): Promise<MansionChart> {
  return mansionChart(await profileFor(db, userId, profileId), lang);
}

async function price(db: Db, type: DeductionType) {
  return chargeRule(await economyRules(db), type).cost;
}

/** A report's text: composed at once by the embedded engine, or written once by a model and kept. */
async function reportText(
  db: Db,
  interpreter: Interpreter,
  at: { userId: string; key: string; stamp: string },
  task: InterpretTask,
  lang: Lang,
): Promise<ReportSection[]> {
  if (interpreter.compose) return sectionsFromText(interpreter.compose(task, lang));
  const stored = await repo.storedText(db, at.key, lang);
  if (stored && stored.stamp === at.stamp) return sectionsFromText(stored.text);
  const text = await interpret(interpreter, task, lang);
  await repo.storeText(db, { ...at, lang, text });
  return sectionsFromText(text);
}

const side = (row: ProfileRow, options: ChartOptions) => ({
  archiveId: row.id,
  nickname: row.nickname,
  gender: genderOf(row.gender),
  timeUnknown: row.timeUnknown,
  chart: chartData(natalChart(row, options), row.birth.utcOffsetMinutes),
});

/**
 * Synastry of any two profiles (serendipity/together): free overview, the whole report once the pair
 * is unlocked (unlockSerendipityTogether, once per pair in either order).
 */
export async function serendipity(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
  unlock = false,
): Promise<SynastryReport> {
  const pair = await pairOf(db, userId, ids.a, ids.b);
  const [ra, rb] = pair;
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  if (unlock)
    await db.transaction(async (tx) => {
      if (!(await repo.claimPairUnlock(tx, userId, ra.id, rb.id, SERENDIPITY))) return;
      const ref = `${SERENDIPITY}:${repo.pairKey(ra.id, rb.id)}`;
      const paid = await charge(tx, userId, 'unlockSerendipityTogether', { ref, rules });
      await repo.setPairMode(tx, ra.id, rb.id, SERENDIPITY, paid.mode);
    });
  const open = unlock || (await repo.pairUnlocked(db, ra.id, rb.id, SERENDIPITY));
  const options = await chartOptionsOf(db, userId);
  const a = pairPerson(ra, options);
  const b = pairPerson(rb, options);
  const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
  const task: InterpretTask = { kind: 'synastry', a, b, synastry: syn };
  const [ka, kb] = repo.ordered(ra.id, rb.id);
  const sections = open
    ? await reportText(
        db,
        interpreter,
        { userId, key: `${SERENDIPITY}:${ka}:${kb}:${ra.id}`, stamp: pairStamp(ra, rb, options) },
        task,
        lang,
      )
    : [composeSynastryOverview(a, b, syn, lang)];
  return {
    people: [side(ra, options), side(rb, options)],
    overall: syn.overall,
    scores: syn.scores,
    aspects: syn.aspects.slice(0, 30).map(roundAspect),
    overlays: syn.overlays,
    unlocked: open,
    price: await price(db, 'unlockSerendipityTogether'),
    sections,
  };
}

/**
 * A kept report's task: both people as kept (drawn with the default options, so a later change
 * of settings never rewrites it), their Davison chart, its year ahead from the day it was made.
 */
function depthTask(row: DepthReportRow): InterpretTask {
  const [pa, pb] = row.people;
  const a = fromSnapshot(pa);
  const b = fromSnapshot(pb);
  const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
  const moment = (p: typeof pa) => ({ utc: new Date(p.birthUtc), lat: p.lat, lon: p.lon });
  const davisonChart = davison(moment(pa), moment(pb));
  return { kind: 'depth', a, b, synastry: syn, from: row.createdAt, davison: davisonChart };
}

async function keptReport(
  db: Db,
  interpreter: Interpreter,
  row: DepthReportRow,
  lang: Lang,
): Promise<DepthReport> {
  const at = { userId: row.userId, key: `depth:${row.id}`, stamp: 'kept' };
  return {
    reportId: row.id,
    people: [publicPerson(row.people[0]), publicPerson(row.people[1])],
    overall: row.overall,
    unlocked: true,
    price: await price(db, 'unlockDepthReport'),
    createdAt: row.createdAt.toISOString(),
    sections: await reportText(db, interpreter, at, depthTask(row), lang),
  };
}

/** A kept deep report (1501 when it no longer exists). */
export async function depthById(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  id: number,
  lang: Lang,
) {
  const row = await repo.depthById(db, userId, id);
  if (!row) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return keptReport(db, interpreter, row, lang);
}

/**
 * A pair's deep report: the kept one when there is one, else a locked preview (the people,
 * the score and the price; no sections: the report's text is its own, written once unlocked).
 */
export async function depthForPair(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
): Promise<DepthReport> {
  const pair = await pairOf(db, userId, ids.a, ids.b);
  const kept = await repo.depthByPair(db, userId, repo.pairKey(ids.a, ids.b));
  if (kept) return keptReport(db, interpreter, kept, lang);
  const a = pairPerson(pair[0]);
  const b = pairPerson(pair[1]);
  const syn = synastry(a.chart, b.chart, { aTimeKnown: a.timeKnown, bTimeKnown: b.timeKnown });
  return {
    people: [publicPerson(snapshot(pair[0])), publicPerson(snapshot(pair[1]))],
    overall: syn.overall,
    unlocked: false,
    price: await price(db, 'unlockDepthReport'),
    sections: [],
  };
}

/**
 * Unlocks a pair's deep report into the history (unlockDepthReport). The report row is
 * claimed first and the charge follows in the same transaction: a concurrent second unlock
 * waits on the pair's unique index, finds the kept report and pays nothing.
 */
export async function unlockDepth(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  ids: { a: number; b: number },
  lang: Lang,
): Promise<DepthReport> {
  const pair = await pairOf(db, userId, ids.a, ids.b);
  const key = repo.pairKey(ids.a, ids.b);
  const people: [ReturnType<typeof snapshot>, ReturnType<typeof snapshot>] = [
    snapshot(pair[0]),
    snapshot(pair[1]),
  ];
  const a = pairPerson(pair[0]);
  const b = pairPerson(pair[1]);
  const { overall } = synastry(a.chart, b.chart, {
    aTimeKnown: a.timeKnown,
    bTimeKnown: b.timeKnown,
  });
  // the mansions of both birthdays must be computable before anything is charged
  people.forEach((p) => birthMansion(p.birthDate));
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  await db.transaction(async (tx) => {
    const row = await repo.insertDepthReport(tx, { userId, pair: key, people, overall });
    if (!row) return;
    const paid = await charge(tx, userId, 'unlockDepthReport', { ref: `depth:${row.id}`, rules });
    await repo.setDepthMode(tx, row.id, paid.mode);
  });
  const kept = await repo.depthByPair(db, userId, key);
  if (!kept) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return keptReport(db, interpreter, kept, lang);
}

export async function depthHistory(db: Db, userId: string): Promise<DepthHistoryItem[]> {
  const rows = await repo.depthList(db, userId);
  return rows.map((row) => ({
    reportId: row.id,
    people: [publicPerson(row.people[0]), publicPerson(row.people[1])],
    overall: row.overall,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Deletes kept deep reports; 1501 when none of them exists any more. */
export async function deleteDepth(db: Db, userId: string, ids: number[]) {
  const deleted = await db.transaction((tx) => repo.deleteDepth(tx, userId, ids));
  if (deleted === 0) throw new AppError(ErrorCode.REPORT_UNAVAILABLE);
  return { deleted };
}
