import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A managed list's delete up to its confirmation: `manage` enters select mode, where Delete is
 * disabled and opens nothing (`noConfirm` checks that) until the row `tick` is ticked; then the
 * confirmation opens saying `body`, and is returned unanswered.
 */
export async function tickAndAskToDelete(
  user: UserEvent,
  {
    manage,
    tick,
    body,
    noConfirm,
  }: { manage: string; tick: string; body: string; noConfirm(): void },
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: manage }));
  const remove = screen.getByRole('button', { name: 'Delete' });
  expect(remove).toBeDisabled();
  await user.click(remove);
  noConfirm();

  await user.click(screen.getByRole('checkbox', { name: tick }));
  expect(screen.getByText('1 selected')).toBeInTheDocument();
  expect(remove).toBeEnabled();
  await user.click(remove);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(body)).toBeInTheDocument();
  return dialog;
}
