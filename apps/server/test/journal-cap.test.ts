import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8 } from 'fflate';
import { JOURNAL_LIMITS } from '@starlit/contracts';
import { exportPages } from '../src/modules/journal/export';
import { useTestApp } from './support/app';
import { execSql } from './support/client';
import { member } from './support/economy';
import { downloadExport } from './support/exports';

const t = useTestApp();

type Member = Awaited<ReturnType<typeof member>>;

/**
 * Gives the member `count` answers-book entries at once (one statement: they share one
 * creation time, so only the id tells them apart within a day), ten days apart in tens.
 */
async function fillJournal(m: Member, count: number, note = 'n') {
  await execSql(
    t,
    sql`insert into journal_entries (user_id, kind, ref_id, day, note, snapshot)
        select ${m.userId}, 'answers', gen_random_uuid()::text,
               to_char(date '2026-01-01' + (i / 10), 'YYYY-MM-DD'),
               ${note} || ' #' || i, jsonb_build_object('index', i % 360, 'question', '')
        from generate_series(1, ${count}) i`,
  );
}

const countOf = async (m: Member) =>
  Number(
    (
      await execSql(
        t,
        sql`select count(*)::int as n from journal_entries where user_id = ${m.userId}`,
      )
    )[0]?.n,
  );

const newNote = (m: Member, note = 'one more') =>
  m.c.post('journal/save', { kind: 'answers', index: 7, note }, m.token);

describe('the journal cap', () => {
  it('keeps at most entriesMax entries, even for saves at once; edits and deletes still work', async () => {
    const max = JOURNAL_LIMITS.entriesMax;
    const m = await member(t);
    await fillJournal(m, max - 3);
    expect((await newNote(m)).code).toBe(200);

    const raced = await Promise.all(Array.from({ length: 6 }, (_, i) => newNote(m, `race ${i}`)));
    expect(raced.filter((r) => r.code === 200)).toHaveLength(2);
    const refused = raced.filter((r) => r.code !== 200);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.code).toBe(1001);
      expect(r.data).toEqual({ journalFull: true, entriesMax: max });
      expect(r.msg).toContain('entries');
    }
    expect(await countOf(m)).toBe(max);

    // an entry already kept is edited at the cap; deleting one makes room for one
    const kept = raced.find((r) => r.code === 200)!.data as { id: string; refId: string };
    const edited = await m.c.post(
      'journal/save',
      { kind: 'answers', refId: kept.refId, note: 'edited' },
      m.token,
    );
    expect(edited.code, edited.msg).toBe(200);
    expect((await newNote(m)).code).toBe(1001);
    expect((await m.c.post('journal/delete', { id: kept.id }, m.token)).code).toBe(200);
    expect((await newNote(m)).code).toBe(200);
    expect(await countOf(m)).toBe(max);

    // another member's journal is theirs to fill
    const other = await member(t);
    expect((await newNote(other)).code).toBe(200);
  });
});

describe('the journal in "download my data"', () => {
  it('reads the entries a page at a time: each once, oldest first, ties by id', async () => {
    const m = await member(t);
    await fillJournal(m, 1234);
    const sizes: number[] = [];
    const notes: string[] = [];
    for await (const page of exportPages(t.database.db, m.userId, 'en', 100)) {
      sizes.push(page.length);
      notes.push(...page.map((e) => e.note));
    }
    expect(sizes).toEqual([...Array<number>(12).fill(100), 34]);
    expect(new Set(notes).size).toBe(1234);
    const ordered = await execSql(
      t,
      sql`select note from journal_entries where user_id = ${m.userId} order by day, created_at, id`,
    );
    expect(notes).toEqual(ordered.map((r) => r.note));
  });

  it('exports a full journal of long notes whole, in one valid journal.json', async () => {
    const max = JOURNAL_LIMITS.entriesMax;
    const m = await member(t);
    await fillJournal(m, max, 'x'.repeat(JOURNAL_LIMITS.noteMax - 10));
    const { files } = await downloadExport(t, m, 'zh');
    const journal = JSON.parse(strFromU8(files['journal.json']!)) as {
      entries: Array<{ day: string; note: string; title: string }>;
    };
    expect(journal.entries).toHaveLength(max);
    expect(journal.entries[0]).toMatchObject({ day: '2026-01-01', title: '答案之书' });
    expect(journal.entries.at(-1)!.day).toBe('2027-05-16');
    expect(new Set(journal.entries.map((e) => e.note)).size).toBe(max);
    // written as JSON.stringify(…, null, 2) would write it
    expect(strFromU8(files['journal.json']!)).toBe(JSON.stringify(journal, null, 2));
  }, 120_000);

  it('writes an empty journal as an empty list', async () => {
    const m = await member(t);
    const { files } = await downloadExport(t, m, 'en');
    expect(strFromU8(files['journal.json']!)).toBe('{\n  "entries": []\n}');
  });
});
