import {
  ErrorCode,
  type Lang,
  type MbtiHistory,
  type MbtiQuestions,
  type MbtiReport,
  type MbtiResult,
  type ShareReport,
  type UserMbti,
} from '@starlit/contracts';
import {
  composeMbtiReport,
  levelInfo,
  mbtiQuestions,
  SCALE_MAX,
  SCALE_MIN,
  SCALE_NEUTRAL,
  tryScoreAnswers,
  typeProfile,
  type AnswerProblems,
  type MbtiLevel,
  type MbtiReportSection,
} from '@starlit/core/mbti';
import type { Db } from '../../db/client';
import type { MbtiResultRow } from '../../db/schema-mbti';
import { newToken } from '../../lib/crypto';
import { AppError, paramError } from '../../lib/errors';
import { shownKey } from '../../lib/validation';
import { sectionsFromText } from '../astrology/charts';
import { interpret, type InterpretTask, type Interpreter } from '../interpret';
import { charge } from '../points/charge';
import { chargeRule, economyRules } from '../points/rules';
import * as repo from './repository';
import { inputOf, resultView, shareView, historyItem } from './views';

const gone = () => new AppError(ErrorCode.REPORT_UNAVAILABLE);

/** A level's statements in the request's language, with the level's size and the scale. */
export function questions(level: MbtiLevel, lang: Lang): MbtiQuestions {
  const info = levelInfo(level);
  return {
    level,
    count: info.items,
    minutes: info.minutes,
    scale: { min: SCALE_MIN, max: SCALE_MAX, neutral: SCALE_NEUTRAL },
    questions: mbtiQuestions(level, lang),
  };
}

/**
 * "answers (missing: jp23, ei24; unknown: xx01)": at most 12 ids of each kind are named, and an
 * unknown id (the client's own key) only when it is a plain identifier, else as `*`.
 */
export function describeProblems(problems: AnswerProblems): string {
  const named = (all: string[]) => {
    const ids = [...new Set(all.map(shownKey))];
    return ids.length > 12 ? `${ids.slice(0, 12).join(', ')} +${ids.length - 12}` : ids.join(', ');
  };
  const parts = (['missing', 'invalid', 'unknown'] as const)
    .filter((k) => problems[k].length > 0)
    .map((k) => `${k}: ${named(problems[k])}`);
  return `answers (${parts.join('; ')})`;
}

/**
 * Scores a finished test and keeps it in the user's history. Every statement of the level must
 * be answered, the last one included (1001 names what is missing, invalid or unknown).
 */
export async function calculate(
  db: Db,
  userId: string,
  level: MbtiLevel,
  answers: Record<string, number>,
  lang: Lang,
): Promise<MbtiResult> {
  const outcome = tryScoreAnswers(level, answers);
  if (!outcome.ok) throw paramError(describeProblems(outcome.problems));
  const { score } = outcome;
  const clarity = Object.fromEntries(
    Object.values(score.dimensions).map((d) => [d.dimension, d.clarity]),
  );
  const row = await repo.insertResult(db, {
    userId,
    level,
    answers: { ...answers },
    type: score.type,
    percents: { ...score.percents },
    clarity,
  });
  return resultView(row, false, lang);
}

export async function history(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
  lang: Lang,
): Promise<MbtiHistory> {
  const { rows, total } = await repo.page(db, userId, page, pageSize);
  return { list: rows.map((row) => historyItem(row, lang)), total, page, pageSize };
}

/** Deletes kept results (their unlocks and texts too); 1501 when none of them is left. */
export async function deleteResults(db: Db, userId: string, ids: string[]) {
  const deleted = await repo.deleteResults(db, userId, [...new Set(ids)]);
  if (deleted === 0) throw gone();
  return { deleted };
}

async function price(db: Db) {
  return chargeRule(await economyRules(db), 'unlockMbti').cost;
}

/** Model sections take our keys when they keep our titles; others are s1, s2 … */
function keyed(text: string, ours: MbtiReportSection[]) {
  const byTitle = new Map(ours.map((s) => [s.title, s.key]));
  return sectionsFromText(text).map((s) => ({ ...s, key: byTitle.get(s.title) ?? s.key }));
}

/**
 * The whole report in a language: composed at once by the embedded engine, or written once by
 * a model and kept per result and language (so it is paid for once).
 */
async function fullSections(db: Db, interpreter: Interpreter, row: MbtiResultRow, lang: Lang) {
  const task: InterpretTask = { kind: 'mbti', result: inputOf(row) };
  const ours = composeMbtiReport(task.result, lang);
  if (interpreter.compose) return keyed(interpreter.compose(task, lang), ours);
  const stored = await repo.storedText(db, row.id, lang);
  if (stored) return keyed(stored, ours);
  const text = await interpret(interpreter, task, lang);
  try {
    return keyed(await repo.keepText(db, row.id, lang, text), ours);
  } catch (err) {
    // deleted while the model was writing
    if (!(await repo.resultOf(db, row.userId, row.id))) throw gone();
    throw err;
  }
}

/**
 * A kept result with its report: the overview while locked, everything once unlocked. With
 * `unlock`, the report is unlocked first (unlockMbti: 35 points, free for VIP), once per result.
 */
export async function report(
  db: Db,
  interpreter: Interpreter,
  userId: string,
  id: string,
  lang: Lang,
  unlock = false,
): Promise<MbtiReport> {
  if (unlock) await unlockOnce(db, userId, id);
  const kept = await repo.resultOf(db, userId, id);
  if (!kept) throw gone();
  const result = resultView(kept.row, kept.unlocked, lang);
  return {
    result,
    unlocked: kept.unlocked,
    price: await price(db),
    summary: typeProfile(result.type, lang).summary,
    sections: kept.unlocked
      ? await fullSections(db, interpreter, kept.row, lang)
      : composeMbtiReport(inputOf(kept.row), lang).slice(0, 1),
  };
}

/**
 * Unlocks a result's report. The unlock row is claimed first and the charge follows in the same
 * transaction: a racing unlock waits on the row, finds it and pays nothing; a short balance
 * (1201) rolls both back.
 */
async function unlockOnce(db: Db, userId: string, id: string) {
  if (!(await repo.resultOf(db, userId, id))) throw gone();
  // the rules from this app's cache (kept current on every instance), read before the transaction
  const rules = await economyRules(db);
  await db.transaction(async (tx) => {
    if (!(await repo.claimUnlock(tx, userId, id))) return;
    const paid = await charge(tx, userId, 'unlockMbti', { ref: `mbti:${id}`, rules });
    await repo.setUnlockMode(tx, id, paid.mode);
  });
}

/** The user's latest result and whether its report is unlocked; null before the first test. */
export async function latest(db: Db, userId: string, lang: Lang): Promise<UserMbti> {
  const kept = await repo.latestOf(db, userId);
  if (!kept) return null;
  return { result: resultView(kept.row, kept.unlocked, lang), price: await price(db) };
}

/** The result's share token (128 random bits), made on the first call and the same after. */
export async function share(db: Db, userId: string, id: string) {
  const token = await repo.shareToken(db, userId, id, newToken(16));
  if (!token) throw gone();
  return { token };
}

/** The public summary behind a share token (1501 when the token is unknown or deleted). */
export async function shared(db: Db, token: string, lang: Lang): Promise<ShareReport> {
  const row = await repo.resultByShareToken(db, token);
  if (!row) throw gone();
  return shareView(row, lang);
}
