import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAIR_SCORES as CONTRACT_PAIR_SCORES } from '@starlit/contracts';
import { HomePairingCard } from '../src/features/pairing/HomePairingCard';
import { PAIR_SCORES } from '../src/features/pairing/model';
import { SAMPLE_PAIRING_PROFILES, useAppStore } from '../src/state/app';
import { seedProfiles } from './profiles-cache';
import { useSessionStore } from '../src/state/session';
import { stubServer } from './astro-fixtures';
import {
  JUN,
  MEI,
  SIGNS,
  answers,
  pairingBodies,
  renderPairing,
  setUpPairing,
  toastText,
} from './pairing-fixtures';
import { renderRoutes } from './routes-fixture';

setUpPairing();

/** A birthday typed in (not a sample): the chooser leaves it as it is. */
const SOL = { ...SAMPLE_PAIRING_PROFILES[1]!, id: 'typed-sol', nickname: 'Sol' };

describe('zodiac pairing: choosing the pair', () => {
  it('keeps the sub-scores of the contracts, in their order', () => {
    expect(PAIR_SCORES).toEqual(CONTRACT_PAIR_SCORES);
  });

  it('pairs two samples for a member with no profiles: typed birthdays with their times', async () => {
    seedProfiles([], null);
    const calls = stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderPairing();

    const a = await screen.findByRole('button', { name: /^Person 1: Emma, Aries/ });
    expect(a).toHaveTextContent('Aries');
    expect(screen.getByRole('button', { name: /^Person 2: Leo, Virgo/ })).toBeVisible();
    expect(screen.getByText(/a Sun and Moon sign pairing/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(router.state.location.pathname).toBe('/zodiacPairingDetail');
    expect(await screen.findByText(SIGNS.summary)).toBeVisible();
    expect(pairingBodies(calls)).toHaveLength(1);
    expect(pairingBodies(calls)[0]).toMatchObject({
      lang: 'en',
      people: [
        { nickname: 'Emma', birthDate: '1996-04-12', birthTime: '12:00' },
        { nickname: 'Leo', birthDate: '1994-08-23', birthTime: '12:00' },
      ],
    });
  });

  it('starts a member’s pair from their own profiles: the current one, then the next', async () => {
    stubServer(answers());
    seedProfiles([JUN, MEI], 7);
    renderPairing();
    expect(await screen.findByRole('button', { name: /^Person 1: Mei, Taurus/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Person 2: Jun, Scorpio/ })).toBeVisible();
    expect(screen.getByText(/Both birth charts/)).toBeVisible();
    expect(useAppStore.getState().pairingProfiles.map((p) => p.profileId)).toEqual([7, 8]);
  });

  it('keeps a sample as Person 2 for a member with one profile', async () => {
    stubServer(answers());
    seedProfiles([MEI], 7);
    renderPairing();
    expect(await screen.findByRole('button', { name: /^Person 1: Mei, Taurus/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Person 2: Leo, Virgo/ })).toBeVisible();
  });

  it('sends a stored profile as {archive_id} and says both charts are read', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    useAppStore.setState({ pairingProfiles: [SAMPLE_PAIRING_PROFILES[0]!, SOL] });
    renderPairing();

    await user.click(await screen.findByRole('button', { name: /^Person 1: Emma/ }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: 'Who is Person 1?' })).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: /Mei/ }));
    expect(await screen.findByRole('button', { name: /^Person 1: Mei, Taurus/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Person 2: Sol/ }));
    const second = await screen.findByRole('dialog', { name: undefined });
    await user.click(within(second).getByRole('radio', { name: 'My profiles' }));
    await user.click(within(second).getByRole('button', { name: /Jun/ }));
    expect(await screen.findByRole('button', { name: /^Person 2: Jun, Scorpio/ })).toBeVisible();
    expect(screen.getByText(/Both birth charts/)).toBeVisible();
    expect(useAppStore.getState().pairingProfiles.map((p) => p.profileId)).toEqual([7, 8]);

    // swapping keeps both
    await user.click(screen.getByRole('button', { name: 'Swap the two' }));
    expect(screen.getByRole('button', { name: /^Person 1: Jun/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Based on both birth charts')).toBeVisible();
    expect(pairingBodies(calls)[0]).toMatchObject({
      people: [{ archive_id: 8 }, { archive_id: 7 }],
    });
    expect((pairingBodies(calls)[0]!.people as object[])[0]).toEqual({ archive_id: 8 });
  });

  it('sends a typed birthday as {nickname, birthDate} and leaves out an unknown time', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    useAppStore.setState({ pairingProfiles: [SAMPLE_PAIRING_PROFILES[0]!, SOL] });
    renderPairing();

    // Person 1 from a stored profile, then back to a birthday typed in from scratch
    await user.click(await screen.findByRole('button', { name: /^Person 1: Emma/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Mei/ }),
    );
    await user.click(await screen.findByRole('button', { name: /^Person 1: Mei/ }));
    let sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'Enter a birthday' }));
    const nickname = within(sheet).getByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue('');
    await user.type(nickname, 'Kai');
    await user.click(within(sheet).getByRole('button', { name: /Birthday/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(sheet).getByText('1 January 1995')).toBeInTheDocument());
    // the time to the minute: an hour wheel and a minute wheel, noon first
    await user.click(within(sheet).getByRole('button', { name: /Birth time/ }));
    const wheels = await waitFor(() => {
      const found = [...document.querySelectorAll('.adm-picker')].at(-1);
      const columns = [...(found?.querySelectorAll('.adm-picker-view-column') ?? [])];
      expect(columns.map((c) => c.querySelectorAll('.adm-picker-view-column-item').length)).toEqual(
        [24, 60],
      );
      return columns as HTMLElement[];
    });
    for (const [column, label] of [
      [0, '07'],
      [1, '15'],
    ] as const) {
      fireEvent.click(within(wheels[column]!).getByText(label));
      await waitFor(() =>
        expect(
          within(wheels[column]!).getByText(label).closest('.adm-picker-view-column-item'),
        ).toHaveAttribute('data-selected', 'true'),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await user.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await waitFor(() => expect(within(sheet).getByText('07:15')).toBeInTheDocument());
    await user.click(within(sheet).getByRole('button', { name: 'Use this birthday' }));
    expect(
      await screen.findByRole('button', { name: /^Person 1: Kai, Capricorn, born 1 Jan 1995/ }),
    ).toBeVisible();

    // Person 2: the typed birthday's form, with the time unknown
    await user.click(screen.getByRole('button', { name: /^Person 2: Sol/ }));
    sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'Enter a birthday' }));
    await waitFor(() =>
      expect(within(sheet).getByRole('textbox', { name: 'Nickname' })).toHaveValue('Sol'),
    );
    await user.click(within(sheet).getByRole('switch', { name: 'I don’t know the time' }));
    expect(within(sheet).getByRole('button', { name: /Birth time/ })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Use this birthday' }));
    const b = await screen.findByRole('button', { name: /^Person 2: Sol/ });
    expect(b).toHaveTextContent('time unknown');

    await user.click(screen.getByRole('button', { name: 'Pair' }));
    await screen.findByText(SIGNS.summary);
    const [body] = pairingBodies(calls);
    expect(body?.people).toEqual([
      { nickname: 'Kai', birthDate: '1995-01-01', birthTime: '07:15' },
      { nickname: 'Sol', birthDate: '1994-08-23' },
    ]);
  });

  it('asks for complete details: no nickname, no date, too long a name', async () => {
    stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    useAppStore.setState({ pairingProfiles: [SAMPLE_PAIRING_PROFILES[0]!, SOL] });
    renderPairing();

    await user.click(await screen.findByRole('button', { name: /^Person 2: Sol/ }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'Enter a birthday' }));
    const nickname = within(sheet).getByRole('textbox', { name: 'Nickname' });
    await user.clear(nickname);
    await user.click(within(sheet).getByRole('button', { name: 'Use this birthday' }));
    expect(toastText()).toBe('Please fill in all the information before submitting.');
    expect(useAppStore.getState().pairingProfiles[1]!.nickname).toBe('Sol');

    await user.type(nickname, 'Constantinopolitan');
    expect(within(sheet).getByText('18/16')).toBeInTheDocument();
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Use at most 16 characters.');
    await user.click(within(sheet).getByRole('button', { name: 'Use this birthday' }));
    expect(useAppStore.getState().pairingProfiles[1]!.nickname).toBe('Sol');
  });

  it('refuses an incomplete pair and the same stored profile twice', async () => {
    const calls = stubServer(answers());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { pairingProfiles } = useAppStore.getState();
    useAppStore.setState({
      pairingProfiles: [pairingProfiles[0]!, { ...SOL, nickname: ' ' }],
    });
    const router = renderPairing();

    await user.click(await screen.findByRole('button', { name: 'Pair' }));
    expect(toastText()).toBe('Please fill in all the information before submitting.');
    expect(router.state.location.pathname).toBe('/zodiacPairing');

    // a profile chosen for one person cannot be taken for the other
    await user.click(screen.getByRole('button', { name: /^Person 1: Emma/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /Mei/ }),
    );
    await user.click(await screen.findByRole('button', { name: /^Person 2:/ }));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('radio', { name: 'My profiles' }));
    const taken = within(sheet).getByRole('button', { name: /Mei/ });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveTextContent('The other person');
    await user.click(taken);
    expect(toastText()).toBe('Mei is already the other person.');
    expect(useAppStore.getState().pairingProfiles[1]!.profileId).toBeUndefined();

    // and a pair that holds it twice anyway is not sent
    useAppStore.setState({
      pairingProfiles: [
        {
          id: 'profile-7',
          nickname: 'Mei',
          gender: 2,
          birthDate: '1992-05-14',
          birthTime: '10:30',
          profileId: 7,
        },
        {
          id: 'profile-7b',
          nickname: 'Mei',
          gender: 2,
          birthDate: '1992-05-14',
          birthTime: '10:30',
          profileId: 7,
        },
      ],
    });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(toastText()).toBe('Choose two different people.');
    expect(router.state.location.pathname).toBe('/zodiacPairing');
    expect(pairingBodies(calls)).toHaveLength(0);
  });

  it('keeps a stored profile deleted since as the birthday it had', async () => {
    stubServer(answers());
    const [, sol] = SAMPLE_PAIRING_PROFILES;
    useAppStore.setState({
      pairingProfiles: [
        {
          id: 'profile-9',
          nickname: 'Gone',
          gender: 1,
          birthDate: '1988-01-30',
          birthTime: '06:00',
          profileId: 9,
        },
        { ...sol!, id: 'profile-8', nickname: 'Old name', profileId: 8 },
      ],
    });
    renderPairing();
    expect(await screen.findByRole('button', { name: /^Person 2: Jun, Scorpio/ })).toBeVisible();
    const [gone, jun] = useAppStore.getState().pairingProfiles;
    expect(gone).toMatchObject({ nickname: 'Gone', birthDate: '1988-01-30' });
    expect(gone?.profileId).toBeUndefined();
    expect(jun).toMatchObject({ nickname: 'Jun', profileId: 8, birthDate: '1990-11-02' });
    expect(screen.getByRole('button', { name: /^Person 1: Gone, Aquarius/ })).toBeVisible();
  });

  it('has a card on Home for everyone, leading to the chooser', async () => {
    useSessionStore.setState({ loginStatus: false, token: '' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { router } = renderRoutes(
      [
        { path: '/', element: <HomePairingCard /> },
        { path: '/zodiacPairing', element: <p>chooser</p> },
      ],
      '/',
    );
    await user.click(await screen.findByRole('button', { name: /Zodiac pairing/ }));
    expect(router.state.location.pathname).toBe('/zodiacPairing');
  });

  it('asks a visitor to sign in', async () => {
    useSessionStore.setState({ loginStatus: false, token: '' });
    stubServer(answers());
    renderPairing();
    expect(
      await screen.findByRole('heading', { name: 'Sign in to pair your stars' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
