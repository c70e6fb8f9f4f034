import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/match';
import { journalEntries } from '../../db/schema-engagement';
import { deletedCount, rowMatching, updatedRow } from '../../lib/rows';

export type JournalRow = typeof journalEntries.$inferSelect;

/** What a save writes on an entry. */
export interface EntryWords {
  note: string;
  mood: string | null;
  tags: string[];
}

/** The list's filters; `q` is matched case-insensitively in notes, tags and questions. */
export interface EntryFilter {
  q?: string | undefined;
  kind?: string | undefined;
  tag?: string | undefined;
}

const mine = (userId: string) => eq(journalEntries.userId, userId);

export async function entryByRef(db: DbOrTx, userId: string, kind: string, refId: string) {
  return rowMatching(db, journalEntries, { userId, kind, refId });
}

/** A new entry; one written meanwhile for the same subject gets these words instead. */
export async function upsertEntry(
  db: DbOrTx,
  values: EntryWords & {
    userId: string;
    kind: string;
    refId: string;
    day: string;
    snapshot: object;
  },
): Promise<JournalRow> {
  const [row] = await db
    .insert(journalEntries)
    .values({ ...values, snapshot: values.snapshot as Record<string, unknown> })
    .onConflictDoUpdate({
      target: [journalEntries.userId, journalEntries.kind, journalEntries.refId],
      set: { note: values.note, mood: values.mood, tags: values.tags, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('journal: the entry was not stored');
  return row;
}

export async function updateEntry(
  db: DbOrTx,
  userId: string,
  id: string,
  words: EntryWords,
): Promise<JournalRow | null> {
  const set = { ...words, updatedAt: sql`now()` };
  return updatedRow(db, journalEntries, set, matching(journalEntries, { userId, id }));
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(userId: string, filter: EntryFilter, more: SQL[] = []): SQL | undefined {
  const where: SQL[] = [mine(userId), ...more];
  if (filter.kind) where.push(eq(journalEntries.kind, filter.kind));
  if (filter.tag) where.push(sql`${journalEntries.tags} @> ${JSON.stringify([filter.tag])}::jsonb`);
  if (filter.q) {
    const like = `%${likeEscaped(filter.q)}%`;
    where.push(
      sql`(${journalEntries.note} ilike ${like}
        or ${journalEntries.snapshot}->>'question' ilike ${like}
        or exists (select 1 from jsonb_array_elements_text(${journalEntries.tags}) t where t ilike ${like}))`,
    );
  }
  return and(...where);
}

const newestFirst = [
  desc(journalEntries.day),
  desc(journalEntries.updatedAt),
  desc(journalEntries.id),
];

/** Up to `limit` entries before the day `before` (all days without it), newest day first. */
export function entriesBefore(
  db: DbOrTx,
  userId: string,
  filter: EntryFilter,
  before: string | undefined,
  limit: number,
) {
  const more = before ? [lt(journalEntries.day, before)] : [];
  return db
    .select()
    .from(journalEntries)
    .where(filtered(userId, filter, more))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The entries of some days (at most `limit`), newest day first. */
export function entriesOn(
  db: DbOrTx,
  userId: string,
  filter: EntryFilter,
  days: string[],
  limit: number,
) {
  return db
    .select()
    .from(journalEntries)
    .where(filtered(userId, filter, [inArray(journalEntries.day, days)]))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Each tag of the member's entries with how many carry it, most used first. */
export async function tagCounts(db: DbOrTx, userId: string) {
  const result = await db.execute(
    sql`select t as tag, count(*)::int as count
        from ${journalEntries}, jsonb_array_elements_text(${journalEntries.tags}) t
        where ${journalEntries.userId} = ${userId}
        group by t order by count(*) desc, t asc limit 200`,
  );
  return (result as unknown as { rows: Array<{ tag: string; count: number }> }).rows;
}

/** How many entries the member keeps. */
export async function countOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(mine(userId));
  return Number(row?.n ?? 0);
}

export async function deleteEntry(db: DbOrTx, userId: string, id: string): Promise<number> {
  return deletedCount(db, journalEntries, matching(journalEntries, { userId, id }));
}
