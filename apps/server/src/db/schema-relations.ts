import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profileRef } from './schema-astro';
import { lang, paidUnlock, writtenText } from './columns';
import { userRef } from './schema';

/** Relationship readings bought for a pair of profiles, and the deep reports kept in a history. */

/** What a deep report was written about: each person as they were when it was unlocked. */
export interface DepthPerson {
  nickname: string;
  /** as entered on the profile; null when none was (relationship readings never read it) */
  gender: 1 | 2 | null;
  birthDate: string;
  sign: number;
  /** the UTC birth instant (ISO), the birthplace and whether the time was known */
  birthUtc: string;
  lat: number;
  lon: number;
  timeUnknown: boolean;
  utcOffsetMinutes: number;
}

/** A paid synastry report of a pair (profile_a < profile_b: the pair in either order). */
export const relationUnlocks = pgTable(
  'relation_unlocks',
  {
    userId: userRef(),
    profileA: profileRef('profile_a'),
    profileB: profileRef('profile_b'),
    /** 'serendipity' */
    kind: text('kind').notNull(),
    ...paidUnlock(),
  },
  (t) => [primaryKey({ columns: [t.profileA, t.profileB, t.kind] })],
);

/**
 * A deep report in the user's history. It keeps a snapshot of both people, so it stays readable
 * when a profile is edited or deleted; `pair` ("a:b", smaller id first) holds one report per
 * pair while it is kept, so a second unlock of the same pair returns it and pays nothing.
 */
export const depthReports = pgTable(
  'depth_reports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    pair: text('pair').notNull(),
    people: jsonb('people').$type<[DepthPerson, DepthPerson]>().notNull(),
    overall: integer('overall').notNull(),
    ...paidUnlock(),
  },
  (t) => [
    index('depth_reports_user_idx').on(t.userId, t.id),
    uniqueIndex('depth_reports_pair_uq').on(t.userId, t.pair),
  ],
);

/**
 * A relationship report's text in a language, kept when a language model wrote it (so it is
 * paid for once): key 'serendipity:<a>:<b>' or 'depth:<id>'; `stamp` is the birth data it was
 * written for (an edit of either profile makes it stale).
 */
export const relationTexts = pgTable(
  'relation_texts',
  {
    userId: userRef(),
    key: text('key').notNull(),
    lang: lang(),
    stamp: text('stamp').notNull(),
    ...writtenText(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

export type DepthReportRow = typeof depthReports.$inferSelect;
