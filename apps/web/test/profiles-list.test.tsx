import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@starlit/contracts';
import { bootstrapSession } from '../src/app/session';
import { ProfileList } from '../src/features/profiles/ProfileList';
import { ProfileSwitcher } from '../src/features/profiles/ProfileSwitcher';
import { cachedProfiles, clearProfiles } from '../src/api/profileList';
import { cachedList, seedProfiles } from './profiles-cache';
import { useSessionStore } from '../src/state/session';
import { FRIEND, OWN } from './profiles-fixtures';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderAt } from './tarot-fixtures';
import { signedInInEnglish } from './session-fixture';
import { tickAndAskToDelete } from './manage-fixture';

/** A server holding a list of profiles: list, delete, set current. */
function server(initial: Profile[]) {
  let list = [...initial];
  let currentId: number | null = initial[0]?.id ?? null;
  const answer = () => ok({ list, currentId });
  return fakeFetch((call: FakeCall) => {
    const url = new URL(call.url, 'http://x');
    switch (pathOf(call)) {
      case 'personal/list':
        return answer();
      case 'personal/del': {
        const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
        list = list.filter((a) => !ids.includes(a.id));
        if (currentId !== null && ids.includes(currentId)) currentId = list[0]?.id ?? null;
        return ok({ deleted: ids.length, currentId });
      }
      case 'personal/current':
        currentId = (call.body as { id: number }).id;
        return answer();
      default:
        return { code: 404, msg: '', data: null };
    }
  });
}

signedInInEnglish();

afterEach(() => {
  useSessionStore.getState().signOut();
  clearProfiles();
  vi.unstubAllGlobals();
});

describe('the profiles list', () => {
  it('lists the own profile first with its sign, birth and place; the current one marked', async () => {
    vi.stubGlobal('fetch', server([FRIEND, OWN]).fetch);
    renderAt(<ProfileList />);

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mei');
    expect(rows[0]).toHaveTextContent('Self');
    expect(rows[0]).toHaveTextContent('Aries · 12 Apr 1995 08:30');
    expect(rows[0]).toHaveTextContent('Shanghai, China');
    expect(rows[1]).toHaveTextContent('Kai');
    expect(rows[1]).toHaveTextContent('Friend');
    expect(rows[1]).toHaveTextContent('Leo · 3 Aug 1994 time unknown');
    // the server's current one (the first of its list: the friend)
    expect(within(rows[1] as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { current: true })).toBeTruthy();
  });

  it('keeps Delete disabled until a profile is selected, then deletes it after confirming', async () => {
    const { fetch, calls } = server([OWN, FRIEND]);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<ProfileList />);

    const dialog = await tickAndAskToDelete(user, {
      manage: 'Manage',
      tick: 'Select Kai',
      body: 'The selected profile will be deleted. This cannot be undone.',
      noConfirm: () => expect(screen.queryByRole('dialog')).toBeNull(),
    });
    expect(calls.map(pathOf)).not.toContain('personal/del');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Kai')).toBeNull());
    expect(calls.find((c) => pathOf(c) === 'personal/del')?.url).toContain('ids=2');
    expect(screen.getByText('Mei')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage' })).toBeInTheDocument();
  });

  it('makes a tapped profile current and goes back', async () => {
    const { fetch, calls } = server([OWN, FRIEND]);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderAt(<ProfileList />, '/archives', '/archives');

    await user.click(await screen.findByRole('button', { name: /^Kai/ }));
    await waitFor(() => expect(cachedProfiles()?.currentId).toBe(2));
    expect(calls.find((c) => pathOf(c) === 'personal/current')?.body).toMatchObject({ id: 2 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('invites a user without profiles to add their own', async () => {
    vi.stubGlobal('fetch', server([]).fetch);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderAt(<ProfileList />, '/archives', '/archives');
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add my profile' }));
    expect(router.state.location.pathname).toBe('/editPage');
  });
});

describe("home's profile switcher", () => {
  it('shows the current profile and switches in its sheet', async () => {
    const { fetch } = server([OWN, FRIEND]);
    vi.stubGlobal('fetch', fetch);
    seedProfiles([OWN, FRIEND], 1);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(<ProfileSwitcher />);

    const chip = await screen.findByRole('button', { name: /Current profile: Mei, Aries/ });
    // the sheet is not part of Home until the first tap
    expect(document.querySelector('.sl-switcher-sheet')).toBeNull();
    await user.click(chip);
    await user.click(await screen.findByRole('button', { name: /^Kai/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Current profile: Kai, Leo/ })).toBeVisible(),
    );
  });

  it('asks a signed-in user without profiles to create one; visitors see nothing', async () => {
    seedProfiles([], null);
    renderAt(<ProfileSwitcher />);
    expect(
      await screen.findByText('Create your profile to see your chart and daily fortune.'),
    ).toBeInTheDocument();
    useSessionStore.getState().signOut();
    await waitFor(() => expect(screen.queryByText('Create your profile')).toBeNull());
  });
});

describe('the profile list and the session', () => {
  it('loads when login turns true and is cleared when it turns false', async () => {
    useSessionStore.getState().signOut();
    const { fetch, calls } = server([OWN, FRIEND]);
    vi.stubGlobal('fetch', fetch);
    bootstrapSession();
    expect(calls.map(pathOf)).not.toContain('personal/list');

    useSessionStore.setState({ loginStatus: true, token: 't' });
    await waitFor(() => expect(cachedProfiles()).toBeDefined());
    expect(cachedList().map((a) => a.nickname)).toEqual(['Mei', 'Kai']);

    useSessionStore.getState().signOut();
    expect(cachedProfiles()).toBeUndefined();
  });
});
