import type { JournalKind } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, type InputOf } from './call';

const journal = endpoints.journal;

/** The list's filters (search words, kind, tag) and its day cursor. */
export type JournalListInput = InputOf<typeof journal.list>;
/** What a save sends: the subject (kind with refId, or an answers-book page) and the words. */
export type JournalSaveInput = InputOf<typeof journal.save>;

/**
 * The reading journal (/api/v2): the member's own notes, moods and tags on their readings,
 * rolls, answers, fortune days and conversations.
 */
export const journalApi = {
  /** entries grouped by day, newest first; `before` is the previous page's `nextBefore` */
  list: (input: JournalListInput) => call(journal.list, { ...input, timestamp: Date.now() }),
  /** the entry on one subject, or null */
  entry: (kind: JournalKind, refId: string) =>
    call(journal.entry, { kind, refId, timestamp: Date.now() }),
  /** creates or replaces the entry on a subject; a new answers entry gets its own refId */
  save: (input: JournalSaveInput) => call(journal.save, input),
  remove: (id: string) => call(journal.remove, { id }),
  /** the member's tags, most used first */
  tags: () => call(journal.tags, { timestamp: Date.now() }),
  /** the entries of this day last month and last year */
  onThisDay: () => call(journal.onThisDay, { timestamp: Date.now() }),
};
