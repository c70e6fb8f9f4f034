import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, Popup } from 'antd-mobile';
import { Globals } from '@react-spring/web';
import { installKeyboardAccess, type KeyboardAccess } from '../src/app/focus';

// jsdom lays nothing out, so visibility is not checked when finding tab stops
let access: KeyboardAccess;
beforeAll(() => {
  access = installKeyboardAccess({ tabbableOptions: { displayCheck: 'none' } });
  // what is tested is where focus goes when an overlay opens and closes, not its spring: the
  // spring's end (where antd-mobile hides a closed overlay) rides on jsdom's emulated frames,
  // which a busy machine has been seen to miss
  Globals.assign({ skipAnimation: true });
});
afterAll(() => {
  access.stop();
  Globals.assign({ skipAnimation: false });
});

/** The dialog once it is shown and has focus (its trap starts after a lazy import). */
async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

function Sheet() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button">before</button>
      <p aria-live="polite">a live region of the screen</p>
      <Button onClick={() => setOpen(true)}>open sheet</Button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="sl-sheet">
        <h2 className="sl-sheet-title">Choose a profile</h2>
        <button type="button">first</button>
        <button type="button" onClick={close}>
          last
        </button>
      </Popup>
    </>
  );
}

describe('dialogs and the keyboard', () => {
  it('a sheet takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: 'open sheet' });
    await user.click(opener);

    const dialog = await openDialog('Choose a profile');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(dialog);
    // the page behind is out of readers' and the pointer's reach while it is open
    expect(opener.closest('[inert][aria-hidden="true"]')).not.toBeNull();

    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    // past the last control focus wraps to the first, never to the page behind
    await user.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener.closest('[inert], [aria-hidden]')).toBeNull();
  });

  it('a sheet that draws its own dialog is one dialog, not two', async () => {
    const user = userEvent.setup();
    function OwnDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>open own</Button>
          <Popup visible={open} onClose={() => setOpen(false)} getContainer={null}>
            <div role="dialog" aria-label="Share your result">
              <button type="button">share</button>
            </div>
          </Popup>
        </>
      );
    }
    render(<OwnDialog />);
    const opener = screen.getByRole('button', { name: 'open own' });
    await user.click(opener);
    const dialog = await openDialog('Share your result');
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // drawn inside the screen, not at the body's end: the screen around it is hidden all the same
    expect(opener.closest('[inert]')).not.toBeNull();
  });

  it('a sheet closed by its own button gives focus back too', async () => {
    const user = userEvent.setup();
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: 'open sheet' });
    opener.focus();
    await user.keyboard('{Enter}');
    await openDialog('Choose a profile');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Dialog.confirm: focus inside, Tab between its buttons, Escape cancels and returns focus', async () => {
    const user = userEvent.setup();
    let answer: Promise<boolean> | null = null;
    render(
      <Button
        onClick={() => {
          answer = Dialog.confirm({
            title: 'Delete this reading?',
            content: 'It cannot be undone.',
            cancelText: 'Keep',
            confirmText: 'Delete',
          });
        }}
      >
        delete
      </Button>,
    );
    const opener = screen.getByRole('button', { name: 'delete' });
    await user.click(opener);

    const dialog = await openDialog('Delete this reading?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Dialog.alert closes on Escape (its only action) and focus comes back', async () => {
    const user = userEvent.setup();
    let closed = false;
    render(
      <Button
        onClick={() => {
          void Dialog.alert({ title: 'Saved', content: 'Your profile is saved.' }).then(() => {
            closed = true;
          });
        }}
      >
        save
      </Button>,
    );
    const opener = screen.getByRole('button', { name: 'save' });
    await user.click(opener);
    await openDialog('Saved');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(closed).toBe(true));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
