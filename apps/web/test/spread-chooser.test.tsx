import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { renderAppAt } from './app-fixtures';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';

const READING = {
  id: '11111111-0000-4000-8000-000000000001',
  spreadId: 'three',
  spreadName: 'Three cards',
  question: 'Will we meet again?',
  cardIds: ['major-06', 'wands-14', 'pentacles-01'],
  hasAnalysis: false,
  createdAt: '2026-05-01T20:00:00.000Z',
};

afterEach(() => {
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('the spread chooser', () => {
  it('opens my readings, whose code comes with the first opening', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((call: FakeCall) =>
        pathOf(call) === 'tarot/history'
          ? ok({ list: [READING], total: 1 })
          : { code: 404, msg: '', data: null },
      ).fetch,
    );
    localStorage.setItem('onboarded', '1');
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
    const user = userEvent.setup();
    renderAppAt('#/expore');
    await user.click(await screen.findByRole('button', { name: /My readings/ }));
    expect(await screen.findByRole('button', { name: /Will we meet again\?/ })).toBeInTheDocument();
  });
});
