import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionSheet, Button, List, Picker, Selector, Switch, TabBar } from 'antd-mobile';
import { installKeyboardAccess, type KeyboardAccess } from '../src/app/focus';

let access: KeyboardAccess;
beforeAll(() => {
  access = installKeyboardAccess({ tabbableOptions: { displayCheck: 'none' } });
});
afterAll(() => access.stop());

describe("antd-mobile's controls and the keyboard", () => {
  it('list rows and tab bar items are tab stops that Enter presses', async () => {
    const user = userEvent.setup();
    const row = vi.fn();
    const tab = vi.fn();
    render(
      <>
        <List>
          <List.Item onClick={row}>Settings</List.Item>
          <List.Item>Version 1.0</List.Item>
        </List>
        <TabBar activeKey="home" onChange={tab}>
          <TabBar.Item key="home" title="Home" aria-current="page" />
          <TabBar.Item key="my" title="My" />
        </TabBar>
      </>,
    );
    await user.tab();
    const settings = screen.getByRole('button', { name: 'Settings' });
    expect(settings).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(row).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(row).toHaveBeenCalledTimes(2);

    // a row without an action is not a control
    expect(screen.queryByRole('button', { name: 'Version 1.0' })).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(screen.getByRole('link', { name: 'My' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tab).toHaveBeenCalledWith('my');
  });

  it('a switch toggles with Space and a selector chip is chosen with Enter', async () => {
    const user = userEvent.setup();
    function Form() {
      const [on, setOn] = useState(false);
      const [gender, setGender] = useState<number[]>([]);
      return (
        <>
          <Switch checked={on} onChange={setOn} aria-label="Ambient music" />
          <Selector
            options={[
              { label: 'Male', value: 1 },
              { label: 'Female', value: 2 },
            ]}
            value={gender}
            onChange={setGender}
          />
        </>
      );
    }
    render(<Form />);
    await user.tab();
    const music = screen.getByRole('switch', { name: 'Ambient music' });
    expect(music).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(music).toHaveAttribute('aria-checked', 'true'));

    await user.tab();
    await user.tab();
    const female = screen.getByRole('option', { name: 'Female' });
    expect(female).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(female).toHaveAttribute('aria-selected', 'true');
  });

  it("an action sheet's actions are buttons: Tab reaches them, Enter presses them", async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    function Sheet() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>profiles</Button>
          <ActionSheet
            visible={open}
            extra="Switch profile"
            cancelText="Cancel"
            closeOnAction
            actions={[
              { key: 'lei', text: 'Lei', onClick: () => chosen('lei') },
              { key: 'mei', text: 'Mei', onClick: () => chosen('mei') },
            ]}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Sheet />);
    const opener = screen.getByRole('button', { name: 'profiles' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Switch profile' });
    await waitFor(() => expect(sheet).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mei' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith('mei');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a picker wheel turns with the arrow keys and says its value', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    render(
      <Picker
        visible
        title="Birth hour"
        columns={[['06', '07', '08'].map((h) => ({ label: h, value: h }))]}
        defaultValue={['07']}
        onConfirm={confirmed}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Birth hour' });
    await waitFor(() => expect(dialog).toHaveFocus());
    const wheel = screen.getByRole('spinbutton', { name: 'Birth hour' });
    expect(wheel).toHaveAttribute('aria-valuetext', '07');
    wheel.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(wheel).toHaveAttribute('aria-valuetext', '08'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(wheel).toHaveAttribute('aria-valuetext', '07'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(wheel).toHaveAttribute('aria-valuetext', '06'));
    // the header's confirm is the last of its buttons
    const [, confirm] = dialog.querySelectorAll<HTMLElement>('.adm-picker-header-button');
    confirm!.focus();
    await user.keyboard('{Enter}');
    expect(confirmed).toHaveBeenCalledWith(['06'], expect.anything());
  });
});
