import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HomeJournalCard } from '../src/features/journal/HomeJournalCard';
import { entry, renderAt, signedInEachTest, stubJournal } from './journal-fixtures';
import { ok } from './support';

signedInEachTest();

describe("the journal's card on Home", () => {
  it('names the reading of this day a year ago', async () => {
    stubJournal({
      'journal/onThisDay': () =>
        ok({
          day: '2026-03-02',
          lastMonth: { day: '2026-02-02', entries: [entry({ title: 'One card' })] },
          lastYear: { day: '2025-03-02', entries: [entry({ title: 'Celtic cross' })] },
        }),
    });
    renderAt(<HomeJournalCard />, '/');
    expect(
      await screen.findByText('A year ago today: Celtic cross. See what you wrote.'),
    ).toBeVisible();
  });

  it('says what the journal is on a day with nothing from before', async () => {
    stubJournal({
      'journal/onThisDay': () => ok({ day: '2026-03-02', lastMonth: null, lastYear: null }),
    });
    renderAt(<HomeJournalCard />, '/');
    expect(await screen.findByText('Your notes on past readings')).toBeVisible();
  });
});
