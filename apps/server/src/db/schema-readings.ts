import { boolean, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, lang, tsz } from './columns';
import { historyTable, ownedRow, userTimeIndex } from './schema';

/** Tarot shuffles, readings and dice rolls: what the server drew, kept with the user. */

/** A reading's full analysis, once produced, and whether it was paid for. */
const paidAnalysis = () => ({
  /** set when the full reading was paid for (or was free): opening it again costs nothing */
  analysisPaid: boolean('analysis_paid').notNull().default(false),
  analysis: text('analysis'),
});

/** A server-side shuffle waiting for the user's picks; used once. */
export const tarotShuffles = pgTable(
  'tarot_shuffles',
  {
    ...ownedRow(),
    spreadId: text('spread_id').notNull(),
    /** card ids in shuffled order */
    deck: jsonb('deck').$type<string[]>().notNull(),
    createdAt: createdAt(),
    usedAt: tsz('used_at'),
  },
  (t) => [userTimeIndex('tarot_shuffles_user_idx', t)],
);

/** A drawn spread with its question; the full reading is stored once produced. */
export const tarotReadings = historyTable('tarot_readings', {
  spreadId: text('spread_id').notNull(),
  question: text('question').notNull(),
  topic: text('topic').notNull(),
  cards: jsonb('cards')
    .$type<Array<{ cardId: string; position: string; reversed: boolean }>>()
    .notNull(),
  ...paidAnalysis(),
  lang: lang().default('en'),
});

export const diceRolls = historyTable('dice_rolls', {
  question: text('question').notNull(),
  planet: text('planet').notNull(),
  sign: text('sign').notNull(),
  house: smallint('house').notNull(),
  ...paidAnalysis(),
});
