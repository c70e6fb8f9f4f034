import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@starlit/contracts';
import type { DbOrTx } from '../../db/client';
import { journalEntries } from '../../db/schema-engagement';
import type { JournalRow } from './repository';
import { describe } from './views';

/** How many entries the export reads at once: its memory holds one page, not the journal. */
export const EXPORT_PAGE = 500;

const oldestFirst = [
  asc(journalEntries.day),
  asc(journalEntries.createdAt),
  asc(journalEntries.id),
];

/** One entry as exported: its note, mood and tags, the kept ids, and what it was about in words. */
function exported(r: JournalRow, lang: Lang) {
  return {
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
  };
}

/**
 * The member's journal, oldest first, `pageSize` entries at a time: each page starts after the
 * last entry of the one before (its day, creation time and id, compared in the database, so no
 * entry is read twice or skipped), in words of the export's language. Read in one transaction
 * (the export's), the pages agree with each other.
 */
export async function* exportPages(
  db: DbOrTx,
  userId: string,
  lang: Lang,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Array<ReturnType<typeof exported>>> {
  let after: string | null = null;
  for (;;) {
    const rows: JournalRow[] = await db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          after === null
            ? undefined
            : sql`(${journalEntries.day}, ${journalEntries.createdAt}, ${journalEntries.id}) >
                (select e.day, e.created_at, e.id from ${journalEntries} e where e.id = ${after})`,
        ),
      )
      .orderBy(...oldestFirst)
      .limit(pageSize);
    if (rows.length > 0) yield rows.map((r) => exported(r, lang));
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}
