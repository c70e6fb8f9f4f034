import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JournalHeaderNote, JournalNote } from '../src/features/journal/JournalNote';
import { useSessionStore } from '../src/state/session';
import {
  entry,
  queryOf,
  READING_ID,
  renderAt,
  signedInEachTest,
  stubJournal,
} from './journal-fixtures';
import { ok, pathOf, type FakeCall } from './support';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

signedInEachTest();

const sheetOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest<HTMLElement>('.sl-journal-sheet')!;

const saves = (calls: FakeCall[]) => calls.filter((c) => pathOf(c) === 'journal/save');

describe('the note editor', () => {
  it('writes a mood, tags (typed and suggested) and a note on a reading, then shows them', async () => {
    let saved: ReturnType<typeof entry> | null = null;
    const calls = stubJournal({
      'journal/entry': () => ok(saved),
      'journal/tags': () =>
        ok({
          list: [
            { tag: 'work', count: 2 },
            { tag: 'family', count: 1 },
          ],
        }),
      'journal/save': (call) => {
        const body = call.body as { note: string; mood: 'calm'; tags: string[] };
        saved = entry({ note: body.note, mood: body.mood, tags: body.tags });
        return ok(saved);
      },
    });
    const u = user();
    renderAt(<JournalNote subject={{ kind: 'tarot', refId: READING_ID }} />, '/drawingCards');
    const entryCall = await waitFor(() => calls.find((c) => pathOf(c) === 'journal/entry')!);
    expect(queryOf(entryCall).get('refId')).toBe(READING_ID);
    await u.click(await screen.findByRole('button', { name: 'Add a note' }));
    const sheet = await sheetOf('Add a note');
    expect(within(sheet).getByText('Only you can see your journal.')).toBeVisible();

    await u.click(within(sheet).getByRole('button', { name: 'Calm' }));
    expect(within(sheet).getByRole('button', { name: 'Calm' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tagField = within(sheet).getByPlaceholderText('Type a tag, then Enter');
    await u.type(tagField, '#New job{Enter}');
    await u.click(await within(sheet).findByRole('button', { name: '#work' }));
    // a tag already chosen is no longer offered
    expect(within(sheet).queryByRole('button', { name: '#work' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Remove the tag work' })).toBeVisible();
    await u.type(within(sheet).getByRole('textbox', { name: 'Note' }), 'Take it slowly.');
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({
      kind: 'tarot',
      refId: READING_ID,
      note: 'Take it slowly.',
      mood: 'calm',
      tags: ['New job', 'work'],
    });
    const note = await screen.findByRole('region', { name: 'Your journal note' });
    expect(await within(note).findByText('Take it slowly.')).toBeVisible();
    expect(within(note).getByText('#New job')).toBeVisible();
    expect(within(note).getByText('Calm')).toBeVisible();
  });

  it('shows the note saved before on a reading opened again, and deletes it', async () => {
    let saved: ReturnType<typeof entry> | null = entry();
    const calls = stubJournal({
      'journal/entry': () => ok(saved),
      'journal/tags': () => ok({ list: [] }),
      'journal/delete': () => {
        saved = null;
        return ok({ deleted: 1 });
      },
    });
    const u = user();
    renderAt(<JournalNote subject={{ kind: 'tarot', refId: READING_ID }} />, '/drawingCards');
    const note = await screen.findByRole('region', { name: 'Your journal note' });
    expect(await within(note).findByText('The tower again. Slow down.')).toBeVisible();
    expect(within(note).getByText('Anxious')).toBeVisible();
    await u.click(within(note).getByRole('button', { name: 'Edit' }));
    const sheet = await sheetOf('Edit your note');
    await u.click(within(sheet).getByRole('button', { name: 'Delete this note' }));
    const confirm = await screen.findByRole('dialog');
    await u.click(within(confirm).getByRole('button', { name: 'Delete this note' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === 'journal/delete')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Add a note' })).toBeVisible();
  });

  it('keeps an answers-book question only when asked to, and edits the saved entry after', async () => {
    const refId = 'a0000000-0000-4000-8000-000000000009';
    const calls = stubJournal({
      'journal/tags': () => ok({ list: [] }),
      'journal/entry': () => ok(null),
      'journal/save': (call) =>
        ok(entry({ kind: 'answers', refId, note: (call.body as { note: string }).note })),
    });
    const u = user();
    renderAt(
      <JournalNote subject={{ kind: 'answers', index: 41, question: 'Move to Lisbon?' }} />,
      '/answersBook',
    );
    // nothing to look up before the answer has an entry of its own
    expect(calls.some((c) => pathOf(c) === 'journal/entry')).toBe(false);
    await u.click(await screen.findByRole('button', { name: 'Add a note' }));
    let sheet = await sheetOf('Add a note');
    // offered, left unticked
    expect(
      within(sheet).getByRole('checkbox', { name: 'Also keep my question in my journal' }),
    ).not.toBeChecked();
    await u.type(within(sheet).getByRole('textbox', { name: 'Note' }), 'first');
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ kind: 'answers', index: 41, note: 'first' });
    // the answers book promised the question stays on the device
    expect(saves(calls)[0]!.body).not.toHaveProperty('question');

    const note = await screen.findByRole('region', { name: 'Your journal note' });
    await u.click(await within(note).findByRole('button', { name: 'Edit' }));
    sheet = await sheetOf('Edit your note');
    expect(within(sheet).queryByText('Also keep my question in my journal')).toBeNull();
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toMatchObject({ kind: 'answers', refId });
  });

  it('sends the question when the member chooses to keep it', async () => {
    const calls = stubJournal({
      'journal/tags': () => ok({ list: [] }),
      'journal/save': () => ok(entry({ kind: 'answers' })),
    });
    const u = user();
    renderAt(
      <JournalNote subject={{ kind: 'answers', index: 3, question: ' Move to Lisbon? ' }} />,
      '/answersBook',
    );
    await u.click(await screen.findByRole('button', { name: 'Add a note' }));
    const sheet = await sheetOf('Add a note');
    await u.click(within(sheet).getByText('Also keep my question in my journal'));
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ index: 3, question: 'Move to Lisbon?' });
  });

  it("notes a conversation from the chat header's icon", async () => {
    const conversation = 'c0000000-0000-4000-8000-000000000001';
    const calls = stubJournal({
      'journal/entry': () => ok(null),
      'journal/tags': () => ok({ list: [] }),
      'journal/save': () => ok(entry({ kind: 'chat', refId: conversation, note: 'kind words' })),
    });
    const u = user();
    renderAt(<JournalHeaderNote subject={{ kind: 'chat', refId: conversation }} />, '/chat');
    await u.click(await screen.findByRole('button', { name: 'Add a note' }));
    const sheet = await sheetOf('Add a note');
    await u.type(within(sheet).getByRole('textbox', { name: 'Note' }), 'kind words');
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ kind: 'chat', refId: conversation });
    expect(await screen.findByRole('button', { name: 'Your note' })).toBeVisible();
  });

  it('says the journal is full when the server refuses a new note for it', async () => {
    const calls = stubJournal({
      'journal/entry': () => ok(null),
      'journal/tags': () => ok({ list: [] }),
      'journal/save': () => ({
        code: 1001,
        msg: 'Parameter error: entries (5000 at most)',
        data: { journalFull: true, entriesMax: 5000 },
      }),
    });
    const u = user();
    renderAt(<JournalNote subject={{ kind: 'tarot', refId: READING_ID }} />, '/drawingCards');
    await u.click(await screen.findByRole('button', { name: 'Add a note' }));
    const sheet = await sheetOf('Add a note');
    await u.click(within(sheet).getByRole('button', { name: 'Save to journal' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() =>
      expect(document.querySelector('.sl-toast-host')).toHaveTextContent(
        'Your journal holds 5000 notes, the most it keeps.',
      ),
    );
    // the sheet stays open with what was typed
    expect(within(sheet).getByRole('button', { name: 'Save to journal' })).toBeVisible();
  });

  it('is not offered to a visitor', async () => {
    useSessionStore.getState().signOut();
    const calls = stubJournal({});
    renderAt(<JournalNote subject={{ kind: 'tarot', refId: READING_ID }} />, '/drawingCards');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
