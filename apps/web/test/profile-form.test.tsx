import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELATIONSHIPS as CONTRACT_RELATIONSHIPS, type Profile } from '@starlit/contracts';
import { RELATIONSHIPS } from '../src/features/profiles/model';
import { cachedProfiles } from '../src/api/profileList';
import { cachedList, seedProfiles } from './profiles-cache';
import { pickWheelItem, renderEditor, server, setUpEditor, wheels } from './profile-editor-support';
import { FRIEND } from './profiles-fixtures';
import { ok, pathOf } from './support';

const saveButton = () => screen.findByRole('button', { name: 'Save profile' });

setUpEditor();

describe('the profile form', () => {
  it('offers the relationships of the contracts, in their order', () => {
    expect(RELATIONSHIPS).toEqual(CONTRACT_RELATIONSHIPS);
  });

  it('requires every field and sends nothing until they are all there', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    await user.click(await saveButton());
    for (const message of [
      'Please enter a nickname.',
      'Please choose a relationship.',
      'Please choose a gender.',
      'Please choose the date of birth.',
      'Please choose the time of birth, or switch on “I don’t know my birth time”.',
      'Please choose the place of birth.',
      'Please choose the current residence.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // the zone follows the birthplace: no second complaint while that is missing
    expect(screen.queryByText('Please choose a time zone.')).toBeNull();
    expect(calls.map(pathOf)).not.toContain('personal/add/relation');

    // the errors follow the edits
    await user.click(screen.getByRole('option', { name: 'Female' }));
    expect(screen.queryByText('Please choose a gender.')).toBeNull();
  });

  it('limits the nickname to 16 characters', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    await user.type(nickname, '星'.repeat(17));
    await user.click(await saveButton());
    expect(screen.getByText('The nickname can be at most 16 characters.')).toBeInTheDocument();
    expect(screen.getByText('17/16')).toBeInTheDocument();
    await user.type(nickname, '{Backspace}');
    expect(screen.queryByText('The nickname can be at most 16 characters.')).toBeNull();
  });

  it('offers Self only while the user has no own profile', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /Relationship/ }));
    const chips = await screen.findAllByRole('button', { pressed: false });
    const labels = chips.map((c) => c.textContent);
    expect(labels).toContain('Friend');
    expect(labels).not.toContain('Self');
    await user.click(screen.getByRole('button', { name: 'Friend' }));
    expect(screen.getByRole('button', { name: /Relationship/ })).toHaveTextContent('Friend');
  });

  it("saves 07:15 as 07:15 and opens that person's chart", async () => {
    const saved: Profile = { ...FRIEND, birthTime: '07:15', timeUnknown: false, current: false };
    const { fetch, calls } = server({ 'personal/add/relation': () => ok(saved) });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderEditor(2);

    await screen.findByRole('textbox', { name: 'Nickname' });
    await user.click(screen.getByRole('switch', { name: 'I don’t know my birth time' }));
    await user.click(screen.getByRole('button', { name: /Time of birth/ }));
    await waitFor(() => expect(wheels()).toHaveLength(2));
    await pickWheelItem('07', 0);
    await pickWheelItem('15', 1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/natalChartReport'));
    expect(calls.find((c) => pathOf(c) === 'personal/add/relation')?.body).toMatchObject({
      id: 2,
      birthTime: '07:15',
      timeUnknown: false,
    });
    // the chart screen shows the current profile: the saved one is made current
    await waitFor(() => expect(cachedProfiles()?.currentId).toBe(2));
    await waitFor(() =>
      expect(calls.find((c) => pathOf(c) === 'personal/current')?.body).toMatchObject({ id: 2 }),
    );
    // the form is replaced: going back does not reopen it
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('chooses a place by search; the time zone follows the birthplace', async () => {
    vi.stubGlobal('fetch', server().fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor();

    await user.click(await screen.findByRole('button', { name: /Place of birth/ }));
    await user.type(
      screen.getByPlaceholderText('City or region, in Chinese or English'),
      'Shanghai',
    );
    await user.click(await screen.findByText('Shanghai, China'));
    expect(screen.getByRole('button', { name: /Place of birth/ })).toHaveTextContent(
      'Shanghai, China',
    );
    expect(screen.getByRole('button', { name: /Time zone/ })).toHaveTextContent(
      'China Standard Time (Shanghai) UTC+08:00From the place of birth',
    );
    expect(document.body).not.toHaveTextContent('Asia/Shanghai');
  });

  it('edits a profile and shows what the server refuses next to the field', async () => {
    let answer: unknown = { code: 1603, msg: 'Nickname is not valid', data: null };
    const { fetch, calls } = server({ 'personal/add/relation': () => answer });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderEditor(2);

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue('Kai');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This nickname cannot be used. Please try another.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c) === 'personal/add/relation')?.body).toMatchObject({
      id: 2,
      nickname: 'Kai',
      relationship: 'H',
      gender: 1,
      birthDate: '1994-08-03',
      birthTime: '12:00',
      timeUnknown: true,
      birthPlaceId: 'cn-31',
      residencePlaceId: 'cn-31',
      timeZone: 'Asia/Shanghai',
      utcOffsetMinutes: null,
    });

    const saved: Profile = { ...FRIEND, nickname: 'Kaia' };
    answer = ok(saved);
    await user.clear(nickname);
    await user.type(nickname, 'Kaia');
    expect(screen.queryByText('This nickname cannot be used. Please try another.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/natalChartReport'));
    expect(cachedList().map((a) => a.nickname)).toEqual(['Mei', 'Kaia']);
  });

  it('asks for the own profile first when the server says so', async () => {
    seedProfiles([], null);
    const { fetch } = server({
      'personal/add/relation': () => ({ code: 1602, msg: '', data: null }),
      'personal/info': () => ok({ ...FRIEND, relationship: 'B' }),
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderEditor(2);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const relationship = screen.getByRole('button', { name: /Relationship/ });
    expect(relationship).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(relationship.parentElement as HTMLElement).getByText(
        'Please add your own profile (relationship “Self”) first.',
      ),
    ).toBeInTheDocument();
  });
});
