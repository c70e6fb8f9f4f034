import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore } from '../src/state/app';
import { stubServer } from './astro-fixtures';
import { relationsAnswers, relationsEachTest, renderRelations } from './relations-fixtures';

/** The deep report of a pair: unlocking, its page, the history and its deletes. */
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

relationsEachTest('3');

describe('the deep report', () => {
  it('unlocks for the pair through the deduction dialog and opens the kept report', async () => {
    useAppStore.getState().setStellarTiesTab('3');
    const calls = stubServer(relationsAnswers());
    const u = user();
    const router = renderRelations();
    expect(await screen.findByText('Match 79')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Create the report for 120 points' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Unlocking this report costs 120 points');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deepInterpretationHpReport'));
    expect(router.state.location.search).toBe('?id=12');
    expect(calls.find((c) => c.path === 'unlock/depth/report')?.body).toMatchObject({
      archive_a: 7,
      archive_b: 8,
    });
    expect(await screen.findByRole('tab', { name: 'Attraction' })).toBeVisible();
    expect(calls.filter((c) => c.path === 'depth/report').at(-1)?.body).toMatchObject({
      report_id: 12,
    });
    await u.click(screen.getByRole('button', { name: 'Back to my deep reports' }));
    expect(router.state.location.pathname).toBe('/stellarTies');
    expect(useAppStore.getState().stellarTiesTab).toBe('3');
  });

  it('deletes the selected reports only after one is selected and confirmed', async () => {
    useAppStore.getState().setStellarTiesTab('3');
    const calls = stubServer(relationsAnswers());
    const u = user();
    renderRelations();
    expect(
      await screen.findByRole('button', { name: 'Open the report of Mei & Kai' }),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Manage' }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Select the report of Mei & Kai' }));
    expect(screen.getByText('1 selected')).toBeVisible();
    expect(remove).toBeEnabled();
    await u.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The selected report will be deleted.');
    expect(calls.some((c) => c.path === 'del/depth/report')).toBe(false);
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'del/depth/report')?.body).toMatchObject({ ids: [13] }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'depth/report/history')).toHaveLength(2),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so and goes back to the history when the report no longer exists (1501)', async () => {
    stubServer(
      relationsAnswers({
        'depth/report': () => ({ code: 1501, msg: '', data: null }),
      }),
    );
    const router = renderRelations('/deepInterpretationHpReport?id=99');
    expect(
      await screen.findByText('This report does not exist or is not available.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stellarTies'));
    expect(useAppStore.getState().stellarTiesTab).toBe('3');
  });
});
