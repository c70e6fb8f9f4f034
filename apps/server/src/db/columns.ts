import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The column vocabulary of the schema files: a helper is one column, or one set of columns that
 * several tables keep for the same reason. Helpers that point at a table live beside it.
 */

/** A timestamp with time zone column. */
export const tsz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => tsz('created_at').notNull().defaultNow();

export const updatedAt = () => tsz('updated_at').notNull().defaultNow();

/** A whole number that starts at zero: a tally, a total or a balance. */
export const count = <N extends string>(name: N) => integer(name).notNull().default(0);

/** Where a row stands in its list: smaller first. */
export const sort = () => integer('sort').notNull().default(0);

/** Words an operator or issuer added; empty when none were given. */
export const note = () => text('note').notNull().default('');

/** A language code ('zh' | 'en'). */
export const lang = () => text('lang').notNull();

/**
 * Failed sign-ins of one account: `failures` counts the checks since `windowStartedAt`; while
 * `lockedUntil` is ahead, password sign-in is refused.
 */
export const signInGuard = () => ({
  failures: integer('failures').notNull(),
  windowStartedAt: tsz('window_started_at').notNull(),
  lockedUntil: tsz('locked_until'),
});

/** A paid unlock: how it was paid ('vip' | 'points' | …), and when. */
export const paidUnlock = () => ({
  mode: text('mode').notNull(),
  createdAt: createdAt(),
});

/** A text as the writer (a language model or the interpreter) produced it, and when. */
export const writtenText = () => ({
  text: text('text').notNull(),
  createdAt: createdAt(),
});
