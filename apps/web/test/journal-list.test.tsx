import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JournalHome } from '../src/features/journal/JournalHome';
import {
  entry,
  queryOf,
  READING_ID,
  renderAt,
  signedInEachTest,
  stubJournal,
} from './journal-fixtures';
import { ok, pathOf } from './support';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

signedInEachTest();

const answersEntry = entry({
  id: 'e0000000-0000-4000-8000-000000000002',
  kind: 'answers',
  refId: 'a0000000-0000-4000-8000-000000000002',
  day: '2026-03-01',
  title: 'The Answers Book',
  summary: 'Wait and see.',
  question: null,
  note: 'Booked the trip anyway',
  mood: 'joyful',
  tags: ['travel'],
  spreadId: null,
});

/** The list's answer for a query: everything, or only what the filters keep. */
function listFor(q: URLSearchParams) {
  const all = [entry(), answersEntry];
  const kept = all.filter(
    (e) =>
      (!q.get('kind') || e.kind === q.get('kind')) &&
      (!q.get('tag') || e.tags.includes(q.get('tag')!)) &&
      (!q.get('q') || e.note.toLowerCase().includes(q.get('q')!.toLowerCase())),
  );
  const days = [...new Set(kept.map((e) => e.day))].map((day) => ({
    day,
    entries: kept.filter((e) => e.day === day),
  }));
  return ok({ days, nextBefore: null });
}

const lastMonth = entry({
  id: 'e0000000-0000-4000-8000-000000000003',
  day: '2026-02-02',
  note: 'First week at the new job',
});

describe('the journal list', () => {
  it('shows entries by day, this day last month, and filters by words, kind and tag', async () => {
    const calls = stubJournal({
      journal: (call) => listFor(queryOf(call)),
      'journal/tags': () =>
        ok({
          list: [
            { tag: 'work', count: 3 },
            { tag: 'travel', count: 1 },
          ],
        }),
      'journal/onThisDay': () =>
        ok({
          day: '2026-03-02',
          lastMonth: { day: '2026-02-02', entries: [lastMonth] },
          lastYear: null,
        }),
    });
    const u = user();
    renderAt(<JournalHome />);
    const days = await screen.findAllByRole('heading', { level: 2, name: /2026/ });
    expect(days.map((h) => h.textContent)).toEqual(['2 March 2026', '1 March 2026']);
    expect(screen.getByText('The tower again. Slow down.')).toBeVisible();
    expect(screen.getByText('Should I take the offer?')).toBeVisible();
    expect(screen.getByText('Anxious')).toBeVisible();
    const onThisDay = screen.getByRole('region', { name: 'On this day' });
    expect(within(onThisDay).getByText('Last month')).toBeVisible();
    expect(within(onThisDay).getByText('First week at the new job')).toBeVisible();
    expect(within(onThisDay).queryByText('Last year')).toBeNull();

    await u.type(screen.getByPlaceholderText('Search notes, tags and questions'), 'trip');
    await waitFor(() => expect(screen.queryByText('The tower again. Slow down.')).toBeNull());
    expect(await screen.findByText('Booked the trip anyway')).toBeVisible();
    const searched = calls.filter((c) => pathOf(c) === 'journal').at(-1)!;
    expect(queryOf(searched).get('q')).toBe('trip');
    // a search hides "this day" (it is about the whole journal)
    expect(screen.queryByRole('region', { name: 'On this day' })).toBeNull();

    await u.clear(screen.getByPlaceholderText('Search notes, tags and questions'));
    const kinds = screen.getByRole('group', { name: 'Show one kind' });
    await u.click(within(kinds).getByRole('button', { name: 'Tarot' }));
    await waitFor(() => expect(screen.queryByText('Booked the trip anyway')).toBeNull());
    expect(queryOf(calls.filter((c) => pathOf(c) === 'journal').at(-1)!).get('kind')).toBe('tarot');
    await u.click(within(kinds).getByRole('button', { name: 'All' }));

    const tags = screen.getByRole('group', { name: 'Show one tag' });
    await u.click(within(tags).getByRole('button', { name: '#travel' }));
    await waitFor(() => expect(screen.queryByText('The tower again. Slow down.')).toBeNull());
    expect(within(tags).getByRole('button', { name: '#travel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(queryOf(calls.filter((c) => pathOf(c) === 'journal').at(-1)!).get('tag')).toBe('travel');
  });

  it('tells how to add the first note when the journal is empty', async () => {
    stubJournal({
      journal: () => ok({ days: [], nextBefore: null }),
      'journal/tags': () => ok({ list: [] }),
      'journal/onThisDay': () => ok({ day: '2026-03-02', lastMonth: null, lastYear: null }),
    });
    renderAt(<JournalHome />);
    expect(await screen.findByText('Your journal is empty')).toBeVisible();
    expect(screen.getByText(/tap “Add a note”/)).toBeVisible();
    // nothing to search or filter yet
    expect(screen.queryByPlaceholderText('Search notes, tags and questions')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Show one kind' })).toBeNull();
  });

  it('opens the reading an entry is about, and its note in the editor', async () => {
    stubJournal({
      journal: (call) => listFor(queryOf(call)),
      'journal/tags': () => ok({ list: [] }),
      'journal/onThisDay': () => ok({ day: '2026-03-02', lastMonth: null, lastYear: null }),
    });
    const u = user();
    const router = renderAt(<JournalHome />);
    // an answers-book page is not kept as a screen: it does not open
    await screen.findByText('Booked the trip anyway');
    expect(screen.queryByRole('button', { name: 'Open The Answers Book' })).toBeNull();
    await u.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const title = await screen.findByText('Edit your note');
    const sheet = title.closest<HTMLElement>('.sl-journal-sheet')!;
    expect(within(sheet).getByRole('textbox', { name: 'Note' })).toHaveValue(
      'The tower again. Slow down.',
    );
    expect(within(sheet).getByRole('button', { name: 'Anxious' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await u.click(await screen.findByRole('button', { name: 'Open Three cards' }));
    expect(router.state.location.pathname).toBe('/drawingCards');
    expect(router.state.location.search).toBe(`?spread=three&reading=${READING_ID}`);
  });
});
