import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginScreen from '../src/screens/Login';
import { toast } from '../src/components/Toast/toast';
import { useSessionStore } from '../src/state/session';
import { useAppStore } from '../src/state/app';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';
import { renderRoutes } from './routes-fixture';

const AUTH = { user_token: 'tok-new', account: 'luna@example.com', user_id: 'u-1', isNew: false };
const PROFILE = {
  nickname: 'Luna',
  name: '',
  gender: null,
  birthday: null,
  avatar: null,
  constellation: null,
};

function server(social: string[] = []) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'publicConfig':
        return ok({ social, version: '0.1.0' });
      case 'emailLogin':
        return ok(AUTH);
      case 'checkLogin':
        return ok({
          account: AUTH.account,
          session: { type: 'email', expiresAt: '2030-01-01' },
          profile: PROFILE,
          user_id: 'u-1',
        });
      case 'userinfo':
        return { code: 9999, msg: 'not in this test', data: null };
      default:
        return { code: 404, msg: 'unknown', data: null };
    }
  });
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <LoginScreen /> },
    ],
    '/login',
  ).router;
}

const calledPaths = (calls: FakeCall[]) => calls.map(pathOf);

beforeEach(() => {
  useAppStore.getState().setLang('en');
});

afterEach(() => {
  toast.clear();
  useSessionStore.getState().signOut();
  useSessionStore.getState().setSocialStatus('idle');
  localStorage.clear();
});

describe('Login', () => {
  it('refuses to sign in until the agreements are accepted, then signs in by e-mail code', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const router = renderLogin();

    await user.type(await screen.findByLabelText('E-mail address'), 'luna@example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please agree to the agreements first')).toBeInTheDocument();
    expect(calledPaths(calls)).not.toContain('emailLogin');
    expect(useSessionStore.getState().loginStatus).toBe(false);

    await user.click(screen.getByLabelText('I have read and agree to the'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = calls.find((c) => pathOf(c) === 'emailLogin');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'luna@example.com', code: '123456', lang: 'en' });
    const session = useSessionStore.getState();
    expect(session.loginStatus).toBe(true);
    expect(session.token).toBe('tok-new');
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(calledPaths(calls)).toContain('checkLogin');
  });

  it('checks the form after the agreements: a bad e-mail address is refused', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderLogin();

    await user.click(await screen.findByLabelText('I have read and agree to the'));
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calledPaths(calls)).not.toContain('emailLogin');
  });

  it('shows only the social providers the server enables, behind the agreements too', async () => {
    const { fetch, calls } = server(['google']);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderLogin();

    const google = await screen.findByRole('button', { name: 'Google' });
    expect(screen.queryByRole('button', { name: 'X (Twitter)' })).toBeNull();
    await user.click(google);
    expect(await screen.findByText('Please agree to the agreements first')).toBeInTheDocument();
    expect(calledPaths(calls)).not.toContain('social/start');
  });

  it('requires the two passwords to match when registering', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    await user.click(screen.getByLabelText('I have read and agree to the'));
    await user.type(screen.getByLabelText('E-mail address'), 'sol@example.com');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('Password'), 'secret-one');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calledPaths(calls)).not.toContain('register');
  });
});
