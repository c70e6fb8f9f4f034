import {
  ErrorCode,
  JOURNAL_LIMITS,
  type JournalDay,
  type JournalEntry,
  type JournalKind,
  type JournalList,
  type JournalMood,
  type JournalOnThisDay,
  type JournalTags,
  type Lang,
} from '@starlit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, paramError } from '../../lib/errors';
import { userClock } from '../points/zone';
import * as repo from './repository';
import type { EntryFilter, JournalRow } from './repository';
import { isDay, subjectOf } from './subjects';
import { entryView } from './views';

const gone = () => new AppError(ErrorCode.REPORT_UNAVAILABLE);
/** A new entry beyond the member's cap: 1001 with `journalFull`, so the app says why. */
const full = () =>
  new AppError(ErrorCode.PARAM, `entries (${JOURNAL_LIMITS.entriesMax} at most)`, {
    journalFull: true,
    entriesMax: JOURNAL_LIMITS.entriesMax,
  });

/** The most entries one day of the list shows. */
const DAY_MAX = 200;

/**
 * Tags as kept: a leading # dropped, inner spaces made one, empty ones left out, and the same tag
 * in another case kept once (its first spelling).
 */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/^#+/, '').replace(/\s+/g, ' ').trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

export interface SaveInput {
  kind: JournalKind;
  refId?: string | undefined;
  index?: number | undefined;
  question?: string | undefined;
  note: string;
  mood: JournalMood | null;
  tags: string[];
}

/**
 * Writes the member's note on one thing: an entry already there (theirs) gets the new words;
 * otherwise the subject is checked and kept (see subjectOf), unless the member already keeps
 * JOURNAL_LIMITS.entriesMax entries (counted and written under a lock per member, so saves at
 * once cannot pass it together). An answers-book entry is edited by its own id; an id that is not
 * one of the member's answers entries is 1501.
 */
export async function save(
  db: Db,
  userId: string,
  input: SaveInput,
  lang: Lang,
): Promise<JournalEntry> {
  const words = { note: input.note, mood: input.mood, tags: cleanTags(input.tags) };
  const refId = input.refId?.toLowerCase();
  if (refId !== undefined) {
    const existing = await repo.entryByRef(db, userId, input.kind, refId);
    if (existing) {
      const row = await repo.updateEntry(db, userId, existing.id, words);
      if (!row) throw gone();
      return entryView(row, lang);
    }
    if (input.kind === 'answers') throw gone();
  }
  const subject = await subjectOf(db, userId, { ...input, refId });
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`journal:${userId}`}))`);
    const there = await repo.entryByRef(tx, userId, input.kind, subject.refId);
    if (!there && (await repo.countOf(tx, userId)) >= JOURNAL_LIMITS.entriesMax) throw full();
    return repo.upsertEntry(tx, { userId, kind: input.kind, ...subject, ...words });
  });
  return entryView(row, lang);
}

export async function entry(
  db: Db,
  userId: string,
  kind: JournalKind,
  refId: string,
  lang: Lang,
): Promise<JournalEntry | null> {
  const row = await repo.entryByRef(db, userId, kind, refId.toLowerCase());
  return row ? entryView(row, lang) : null;
}

function byDay(rows: JournalRow[], lang: Lang): JournalDay[] {
  const days: JournalDay[] = [];
  for (const row of rows) {
    const last = days[days.length - 1];
    if (last?.day === row.day) last.entries.push(entryView(row, lang));
    else days.push({ day: row.day, entries: [entryView(row, lang)] });
  }
  return days;
}

/**
 * A page of the member's entries, newest day first: about `pageSize` entries, always whole days
 * (the last day of a page is read to its end), and the cursor of the next page.
 */
export async function list(
  db: Db,
  userId: string,
  query: EntryFilter & { before?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<JournalList> {
  const { before, pageSize, ...filter } = query;
  if (before !== undefined && !isDay(before)) throw paramError('before');
  const rows = await repo.entriesBefore(db, userId, filter, before, pageSize + 1);
  if (rows.length <= pageSize) return { days: byDay(rows, lang), nextBefore: null };
  const lastDay = rows[pageSize - 1]!.day;
  let page = rows.slice(0, pageSize);
  if (rows[pageSize]!.day === lastDay) {
    const wholeDay = await repo.entriesOn(db, userId, filter, [lastDay], DAY_MAX);
    page = [...page.filter((r) => r.day !== lastDay), ...wholeDay];
  }
  return { days: byDay(page, lang), nextBefore: lastDay };
}

export async function tags(db: Db, userId: string): Promise<JournalTags> {
  return { list: await repo.tagCounts(db, userId) };
}

/** The same day `months` months earlier, or null when that month has no such day (31 → none). */
export function monthsBefore(day: string, months: number): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const candidate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isDay(candidate) ? candidate : null;
}

/** The member's entries of the same day last month and last year (today in their zone unless given). */
export async function onThisDay(
  db: Db,
  userId: string,
  day: string | undefined,
  lang: Lang,
): Promise<JournalOnThisDay> {
  if (day !== undefined && !isDay(day)) throw paramError('day');
  const at = day ?? (await userClock(db, userId)).today;
  const lastMonth = monthsBefore(at, 1);
  const lastYear = monthsBefore(at, 12);
  const days = [lastMonth, lastYear].filter((d): d is string => d !== null);
  const rows = days.length ? await repo.entriesOn(db, userId, {}, days, DAY_MAX) : [];
  const group = (d: string | null): JournalDay | null =>
    d === null
      ? null
      : { day: d, entries: rows.filter((r) => r.day === d).map((r) => entryView(r, lang)) };
  return { day: at, lastMonth: group(lastMonth), lastYear: group(lastYear) };
}

/** Deletes one of the member's entries; 1501 when it is not theirs or already gone. */
export async function remove(db: Db, userId: string, id: string) {
  const deleted = await repo.deleteEntry(db, userId, id);
  if (deleted === 0) throw gone();
  return { deleted };
}
