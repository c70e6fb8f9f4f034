import { boolean, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsz, userRef } from './schema';

/** Tarot shuffles, readings and dice rolls: what the server drew, kept with the user. */

/** A server-side shuffle waiting for the user's picks; used once. */
export const tarotShuffles = pgTable(
  'tarot_shuffles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    spreadId: text('spread_id').notNull(),
    /** card ids in shuffled order */
    deck: jsonb('deck').$type<string[]>().notNull(),
    createdAt: createdAt(),
    usedAt: tsz('used_at'),
  },
  (t) => [index('tarot_shuffles_user_idx').on(t.userId, t.createdAt)],
);

/** A drawn spread with its question; the full reading is stored once produced. */
export const tarotReadings = pgTable(
  'tarot_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    spreadId: text('spread_id').notNull(),
    question: text('question').notNull(),
    topic: text('topic').notNull(),
    cards: jsonb('cards')
      .$type<Array<{ cardId: string; position: string; reversed: boolean }>>()
      .notNull(),
    /** set when the full reading was paid for (or was free): opening it again costs nothing */
    analysisPaid: boolean('analysis_paid').notNull().default(false),
    analysis: text('analysis'),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('tarot_readings_user_idx').on(t.userId, t.createdAt)],
);

export const diceRolls = pgTable(
  'dice_rolls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    question: text('question').notNull(),
    planet: text('planet').notNull(),
    sign: text('sign').notNull(),
    house: smallint('house').notNull(),
    analysisPaid: boolean('analysis_paid').notNull().default(false),
    analysis: text('analysis'),
    createdAt: createdAt(),
  },
  (t) => [index('dice_rolls_user_idx').on(t.userId, t.createdAt)],
);
