import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, lang, note, tsz, updatedAt } from './columns';
import { ownedRow, userIndex, userRef, userTimeIndex } from './schema';

/** Background jobs, push reminders, the reading journal and data exports. */

/**
 * A unit of background work. Any instance may run it: a worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so each job runs on one instance; `dedupe_key` makes enqueueing the
 * same occurrence twice (by two instances planning the same day) a no-op. Finished rows are kept
 * a while as the record of what was done, then pruned.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** unique while the row exists: one job per occurrence */
    dedupeKey: text('dedupe_key'),
    runAt: tsz('run_at').notNull().defaultNow(),
    /** queued → running → done | failed (after the last attempt) */
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** a running job whose lease ran out (its instance died) is claimed again */
    lockedUntil: tsz('locked_until'),
    /**
     * written afresh by every claim: only the worker holding this token may renew the lease or
     * finish the job, so a worker whose lease was taken over cannot overwrite the new holder
     */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: tsz('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);

/** One browser's Web Push subscription (a device); gone when the push service says 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRow(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** the language the device's notifications are written in */
    lang: lang().default('en'),
    createdAt: createdAt(),
    lastSentAt: tsz('last_sent_at'),
    failures: smallint('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    userIndex('push_subscriptions_user_idx', t),
  ],
);

/** What a member wants to be reminded of, and when (local times in the account's zone). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: userRef().primaryKey(),
  daily: boolean('daily').notNull().default(true),
  /** HH:MM, local */
  dailyTime: text('daily_time').notNull().default('08:00'),
  moon: boolean('moon').notNull().default(true),
  mercury: boolean('mercury').notNull().default(true),
  streak: boolean('streak').notNull().default(true),
  companion: boolean('companion').notNull().default(true),
  /** on the member's birthday: their solar return */
  birthday: boolean('birthday').notNull().default(true),
  /** HH:MM local; nothing is sent between them (a reminder due then waits for the end) */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: updatedAt(),
});

/** A journal entry: a note, a mood and tags on one reading, roll, answer, day or conversation. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    ...ownedRow(),
    /** tarot | dice | answers | fortune | chat */
    kind: text('kind').notNull(),
    /** the reading's, roll's or conversation's id; the date for a fortune day; a draw's id */
    refId: text('ref_id').notNull(),
    /** the local day it belongs to (YYYY-MM-DD), for the list by day and "this day last year" */
    day: text('day').notNull(),
    note: note(),
    mood: text('mood'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** what the entry is about, as the server found it when the entry was written */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_ref_idx').on(t.userId, t.kind, t.refId),
    index('journal_entries_day_idx').on(t.userId, t.day),
    index('journal_entries_tags_idx').using('gin', t.tags),
  ],
);

/** A "download my data" file: built by a job, offered for 24 hours, then deleted. */
export const dataExports = pgTable(
  'data_exports',
  {
    ...ownedRow(),
    /** queued | ready | failed | expired */
    status: text('status').notNull().default('queued'),
    lang: lang().default('en'),
    /** the stored file's key (the uploads storage) */
    fileKey: text('file_key'),
    bytes: integer('bytes'),
    createdAt: createdAt(),
    readyAt: tsz('ready_at'),
    expiresAt: tsz('expires_at'),
  },
  (t) => [
    userTimeIndex('data_exports_user_idx', t),
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);
