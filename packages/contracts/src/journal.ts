import { z } from 'zod';
import { baseBody, baseQuery, safeName, safeText } from './common';
import { JOURNAL_KINDS, JOURNAL_LIMITS, JOURNAL_MOODS } from './constants';
import { endpoints } from './endpoints';
import { defineRoutes } from './route';

/**
 * The reading journal: a member's own note, mood and tags on a tarot reading, a dice roll, an
 * answers-book answer, a fortune day or a companion conversation. Entries are private to their
 * member; what an entry is about is kept as the server found it (ids and numbers) and put into
 * words in the request's language when read.
 */

export { JOURNAL_KINDS, JOURNAL_LIMITS, JOURNAL_MOODS };
export const journalKindSchema = z.enum(JOURNAL_KINDS);
export type JournalKind = z.infer<typeof journalKindSchema>;
export const journalMoodSchema = z.enum(JOURNAL_MOODS);
export type JournalMood = z.infer<typeof journalMoodSchema>;

/** A calendar day, YYYY-MM-DD (the server refuses one that is no real date). */
export const journalDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** One tag: trimmed, 1..20 characters (a leading # is dropped by the server). */
export const journalTagSchema = safeName().min(1).max(JOURNAL_LIMITS.tagMax);
/** What an entry is about: a reading's, roll's, conversation's or entry's id, or a fortune's day. */
export const journalRefSchema = z.union([z.uuid(), journalDaySchema]);

// ---- save (upsert) and delete --------------------------------------------------------------

/**
 * Writes the note on one thing, creating the entry or replacing its note, mood and tags.
 * - tarot, dice, chat: `refId` is the member's reading, roll or conversation (1501 otherwise);
 * - fortune: `refId` is the day (within a year of today);
 * - answers: the server does not keep answers-book pages, so a new entry carries the page
 *   `index` and the question asked, and gets an id of its own as `refId`; saving again with that
 *   `refId` edits it.
 */
export const journalSaveBody = baseBody.extend({
  kind: journalKindSchema,
  refId: journalRefSchema.optional(),
  index: z
    .number()
    .int()
    .min(0)
    .max(JOURNAL_LIMITS.answerPages - 1)
    .optional(),
  question: safeText().trim().max(JOURNAL_LIMITS.questionMax).optional(),
  note: safeText().trim().max(JOURNAL_LIMITS.noteMax).default(''),
  mood: journalMoodSchema.nullable().default(null),
  tags: z.array(journalTagSchema).max(JOURNAL_LIMITS.tagsMax).default([]),
});
export type JournalSaveBody = z.input<typeof journalSaveBody>;

export const journalRemoveBody = baseBody.extend({ id: z.uuid() });
export const journalRemoveResponse = z.object({ deleted: z.number().int() });

// ---- entries ---------------------------------------------------------------------------------

export const journalEntrySchema = z.object({
  id: z.uuid(),
  kind: journalKindSchema,
  refId: z.string(),
  /** the day of the reading itself, in the member's zone */
  day: z.string(),
  note: z.string(),
  mood: journalMoodSchema.nullable(),
  tags: z.array(z.string()),
  /** in the request's language: the spread, "Zodiac dice", "The Answers Book", the companion … */
  title: z.string(),
  /** the cards, the dice faces, the answer, the day's score or the conversation's last line */
  summary: z.string(),
  /** the question asked (tarot, dice, answers), else null */
  question: z.string().nullable(),
  /** the spread of a tarot reading, else null */
  spreadId: z.string().nullable(),
  /** the companion of a conversation, else null */
  companionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalDayGroupSchema = z.object({
  day: z.string(),
  entries: z.array(journalEntrySchema),
});
export type JournalDay = z.infer<typeof journalDayGroupSchema>;

// ---- list, one entry, tags, this day -----------------------------------------------------------

export const journalListQuery = baseQuery.extend({
  /** words to find in the notes, the tags and the questions */
  q: safeText().trim().max(JOURNAL_LIMITS.searchMax).optional(),
  kind: journalKindSchema.optional(),
  tag: journalTagSchema.optional(),
  /** the cursor: only days before this one */
  before: journalDaySchema.optional(),
  /** about this many entries; a page always ends with a whole day */
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const journalListResponse = z.object({
  /** newest day first; within a day, the latest written first */
  days: z.array(journalDayGroupSchema),
  /** the next page's `before`, null at the end */
  nextBefore: z.string().nullable(),
});
export type JournalList = z.infer<typeof journalListResponse>;

export const journalEntryQuery = baseQuery.extend({
  kind: journalKindSchema,
  refId: journalRefSchema,
});
export const journalEntryResponse = journalEntrySchema.nullable();

export const journalTagsResponse = z.object({
  /** most used first */
  list: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type JournalTags = z.infer<typeof journalTagsResponse>;

export const journalOnThisDayQuery = baseQuery.extend({
  /** defaults to today in the member's zone */
  day: journalDaySchema.optional(),
});
/** The same day of the month before and of the year before (null when that date does not exist). */
export const journalOnThisDayResponse = z.object({
  day: z.string(),
  lastMonth: journalDayGroupSchema.nullable(),
  lastYear: journalDayGroupSchema.nullable(),
});
export type JournalOnThisDay = z.infer<typeof journalOnThisDayResponse>;

// ---- routes ----------------------------------------------------------------------------------

export const journalRoutes = defineRoutes(endpoints.journal, {
  list: { query: journalListQuery, response: journalListResponse },
  entry: { query: journalEntryQuery, response: journalEntryResponse },
  save: { body: journalSaveBody, response: journalEntrySchema },
  remove: { body: journalRemoveBody, response: journalRemoveResponse },
  tags: { query: baseQuery, response: journalTagsResponse },
  onThisDay: { query: journalOnThisDayQuery, response: journalOnThisDayResponse },
});
