import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IndexScreen from '../src/screens/Index';
import LoginScreen from '../src/screens/Login';
import WelcomeScreen from '../src/screens/Welcome';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { seedProfiles } from './profiles-cache';
import {
  markOnboarded,
  readDraft,
  saveDraft,
  shouldOnboard,
  type BirthDraft,
} from '../src/state/onboarding';
import { useSessionStore } from '../src/state/session';
import { OWN } from './profiles-fixtures';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const DRAFT: BirthDraft = {
  name: 'Mira',
  gender: 2,
  birthDate: '1990-08-15',
  birthTime: '08:30',
  birthPlace: { id: 'g:1796236', name: 'Shanghai', fullName: 'Shanghai, China' },
};

const AUTH = { user_token: 'tok', account: 'mira@example.com', user_id: 'u-1', isNew: true };

/** The server: sign-up, who is signed in (no nickname yet), the profile add, the name. */
function server() {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'register':
        return ok({ ...AUTH, registerReward: null });
      case 'checkLogin':
        return ok({
          account: AUTH.account,
          session: { type: 'email', expiresAt: '2030-01-01' },
          profile: {
            nickname: '',
            name: '',
            gender: null,
            birthday: null,
            avatar: null,
            constellation: null,
          },
          user_id: 'u-1',
        });
      case 'personal/add':
        return ok({ ...OWN, nickname: (call.body as { nickname: string }).nickname });
      case 'updateProfile':
        return ok({});
      default:
        return { code: 9999, msg: 'not in this test', data: null };
    }
  });
}

function renderAt(entry: string) {
  return renderRoutes(
    [
      { path: '/', element: <IndexScreen /> },
      { path: '/welcome', element: <WelcomeScreen /> },
      { path: '/login', element: <LoginScreen /> },
    ],
    entry,
  ).router;
}

beforeEach(() => {
  useAppStore.getState().setLang('en');
});

afterEach(() => {
  toast.clear();
  useSessionStore.getState().signOut();
  clearProfiles();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first-open introduction', () => {
  it('opens on a device’s first visit to Home, once, and never for a signed-in device', async () => {
    expect(shouldOnboard()).toBe(true);
    const router = renderAt('/');
    expect(
      await screen.findByRole('button', { name: 'Enter your birth data' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    // seeing it counts (marked by an effect after the screen paints)
    await waitFor(() => expect(shouldOnboard()).toBe(false));
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    expect(shouldOnboard()).toBe(false);
  });

  it('keeps the birth data typed, and asks only for a date', async () => {
    markOnboarded();
    const user = userEvent.setup();
    const router = renderAt('/welcome?step=birth');
    await user.click(await screen.findByRole('button', { name: 'Show my sky' }));
    expect(await screen.findByText('Please enter your birth date')).toBeInTheDocument();
    expect(readDraft()).toBeNull();
    await user.type(screen.getByLabelText('Birth date'), '1990-08-15');
    await user.type(screen.getByPlaceholderText('What should we call you?'), 'Mira');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Show my sky' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=preview'));
    expect(readDraft()).toEqual({
      name: 'Mira',
      gender: 2,
      birthDate: '1990-08-15',
      birthTime: null,
      birthPlace: null,
    });
  });
});

describe('signing up keeps the birth data', () => {
  it('asks for a name, prefilled from the draft, then saves the draft as the own profile', async () => {
    markOnboarded();
    saveDraft(DRAFT);
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderAt('/login?mode=register');

    const name = await screen.findByLabelText('Your name');
    expect(name).toHaveValue('Mira');
    await user.clear(name);
    await user.click(screen.getByLabelText('I have read and agree to the'));
    await user.type(screen.getByLabelText('E-mail address'), 'mira@example.com');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-one');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please tell us what to call you')).toBeInTheDocument();
    expect(calls.map(pathOf)).not.toContain('register');

    await user.type(name, 'Mira');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.map(pathOf)).toContain('register'));
    expect(calls.find((c) => pathOf(c) === 'register')?.body).toMatchObject({ nickname: 'Mira' });

    // signed in: profiles load (none yet), the draft becomes the own profile, Home opens
    seedProfiles([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const add = calls.find((c) => pathOf(c) === 'personal/add');
    expect(add?.body).toMatchObject({
      nickname: 'Mira',
      relationship: 'A',
      gender: 2,
      birthDate: '1990-08-15',
      birthTime: '08:30',
      timeUnknown: false,
      birthPlaceId: 'g:1796236',
      residencePlaceId: 'g:1796236',
    });
    // the account had no name: it takes the profile's
    expect(calls.find((c) => pathOf(c) === 'updateProfile')?.body).toMatchObject({
      nickname: 'Mira',
    });
    expect(readDraft()).toBeNull();
  });

  it('asks for what the profile still needs when the draft lacks it, and saves nothing before', async () => {
    saveDraft({ ...DRAFT, gender: null, birthPlace: null });
    localStorage.setItem('token', 'tok');
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    useSessionStore.setState({ token: 'tok', loginStatus: true });
    seedProfiles([]);
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Save and go home' }));
    expect(await screen.findByText('Please choose a gender')).toBeInTheDocument();
    expect(calls.map(pathOf)).not.toContain('personal/add');
    expect(readDraft()).not.toBeNull();
  });

  it('keeps an existing own profile and forgets the draft', async () => {
    markOnboarded();
    saveDraft(DRAFT);
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    useSessionStore.setState({ token: 'tok', loginStatus: true });
    seedProfiles([OWN]);
    const router = renderAt('/welcome?step=save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.map(pathOf)).not.toContain('personal/add');
    expect(readDraft()).toBeNull();
  });
});
