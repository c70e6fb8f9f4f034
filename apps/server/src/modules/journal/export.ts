import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journalEntries } from '../../db/schema-engagement';

/** The member's journal: every entry with its note, mood, tags and what it was about. */
export async function exportOf(db: DbOrTx, userId: string) {
  return db
    .select({
      day: journalEntries.day,
      kind: journalEntries.kind,
      refId: journalEntries.refId,
      note: journalEntries.note,
      mood: journalEntries.mood,
      tags: journalEntries.tags,
      about: journalEntries.snapshot,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.day), asc(journalEntries.createdAt));
}
