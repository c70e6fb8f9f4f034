import { asc, eq } from 'drizzle-orm';
import type { Lang } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { journalEntries } from '../../db/schema-engagement';
import { describe } from './views';

/**
 * The member's journal: every entry with its note, mood and tags, what it was about (the kept
 * ids) and that in words of the export's language (the spread and cards, the answer, the score).
 */
export async function exportOf(db: DbOrTx, userId: string, lang: Lang) {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.day), asc(journalEntries.createdAt));
  return rows.map((r) => ({
    day: r.day,
    kind: r.kind,
    refId: r.refId,
    ...describe(r.kind, r.snapshot, lang),
    note: r.note,
    mood: r.mood,
    tags: r.tags,
    about: r.snapshot,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}
