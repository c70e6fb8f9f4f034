import { jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lang, paidUnlock, writtenText } from './columns';
import { historyTable, userRef } from './schema';

/** The 16-type personality test: kept results (the history), report unlocks, report texts. */

/**
 * A scored test in the user's history. `percents` (every pole's integer percentage) and
 * `clarity` (per dichotomy, 0–100) are the result as scored then, so a later change to the
 * scoring never rewrites a kept result; `answers` are kept as given. `share_token` is made on
 * demand (mbti/share) and opens a public summary.
 */
export const mbtiResults = historyTable(
  'mbti_results',
  {
    /** 'simplified' | 'standard' | 'full' */
    level: text('level').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    /** the four letters, e.g. 'INFP' */
    type: text('type').notNull(),
    percents: jsonb('percents').$type<Record<string, number>>().notNull(),
    clarity: jsonb('clarity').$type<Record<string, number>>().notNull(),
    shareToken: text('share_token'),
  },
  (t) => [uniqueIndex('mbti_results_share_uq').on(t.shareToken)],
);

/** The result a row is about, deleted with the result. */
const resultRef = () =>
  uuid('result_id')
    .notNull()
    .references(() => mbtiResults.id, { onDelete: 'cascade' });

/**
 * A result's paid report (unlockMbti), once per result: the row is claimed first and the
 * charge follows in the same transaction, so racing unlocks pay once. `mode` is how it was
 * paid ('vip' | 'points').
 */
export const mbtiUnlocks = pgTable('mbti_unlocks', {
  resultId: resultRef().primaryKey(),
  userId: userRef(),
  ...paidUnlock(),
});

/** A report written by a language model, kept per result and language so it is paid for once. */
export const mbtiTexts = pgTable(
  'mbti_texts',
  {
    resultId: resultRef(),
    lang: lang(),
    ...writtenText(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.lang] })],
);

export type MbtiResultRow = typeof mbtiResults.$inferSelect;
