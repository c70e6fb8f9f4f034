import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TarotHistory } from '@starlit/contracts';
import { HistorySheet } from '../src/features/tarot/HistorySheet';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderAt } from './tarot-fixtures';
import { signedInInEnglish } from './session-fixture';
import { tickAndAskToDelete } from './manage-fixture';

const ITEMS: TarotHistory['list'] = [
  {
    id: '11111111-0000-4000-8000-000000000001',
    spreadId: 'celticCross',
    spreadName: 'Celtic cross',
    question: 'What about my career?',
    cardIds: ['major-00', 'cups-02', 'swords-11'],
    hasAnalysis: true,
    createdAt: '2026-05-02T09:30:00.000Z',
  },
  {
    id: '22222222-0000-4000-8000-000000000002',
    spreadId: 'three',
    spreadName: 'Three cards',
    question: 'Will we meet again?',
    cardIds: ['major-06', 'wands-14', 'pentacles-01'],
    hasAnalysis: false,
    createdAt: '2026-05-01T20:00:00.000Z',
  },
];

/** The reading history as the server keeps it: a delete removes readings from what it answers. */
function server() {
  let list = ITEMS;
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'tarot/history':
        return ok({ list, total: list.length });
      case 'tarot/history/delete': {
        const { ids } = call.body as { ids: string[] };
        list = list.filter((item) => !ids.includes(item.id));
        return ok({ deleted: ids.length });
      }
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

signedInInEnglish();

afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('my readings', () => {
  it('lists readings with their spread, question, date and cards, and opens one on its route', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup();
    const router = renderAt(<HistorySheet visible onClose={() => {}} />);

    const first = await screen.findByRole('button', { name: /What about my career\?/ });
    expect(first).toHaveTextContent('Celtic cross');
    expect(first).toHaveTextContent('2 May 2026');
    expect(first.querySelectorAll('svg[data-card-id]')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Will we meet again\?/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/drawingCards?spread=three&reading=22222222-0000-4000-8000-000000000002',
      ),
    );
  });

  it('keeps Delete disabled until a reading is selected, then deletes it after confirming', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<HistorySheet visible onClose={() => {}} />);

    const dialog = await tickAndAskToDelete(user, {
      manage: 'Select',
      tick: 'Select “Will we meet again?”',
      body: 'Delete 1 reading? This cannot be undone.',
      noConfirm: () => expect(screen.queryByText('Delete readings')).toBeNull(),
    });
    expect(calls.map(pathOf)).not.toContain('tarot/history/delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Will we meet again?')).toBeNull());
    expect(calls.find((c) => pathOf(c) === 'tarot/history/delete')?.body).toMatchObject({
      ids: ['22222222-0000-4000-8000-000000000002'],
    });
    expect(screen.getByText('What about my career?')).toBeInTheDocument();
  });
});
