import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { handleSocialSignal } from '../src/app/session';
import type { SocialSignal } from '../src/app/startup';
import { toast } from '../src/components/Toast/toast';
import { rememberSocialStart } from '../src/features/auth/socialState';
import { changeLanguage } from '../src/i18n';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';

const AUTH = { user_token: 'tok-g', account: 'gina@example.com', user_id: 'u-9', isNew: true };

function server(socialLogin: () => unknown = () => ok(AUTH)) {
  return fakeFetch((call: FakeCall) => {
    switch (pathOf(call)) {
      case 'socialLogin':
        return socialLogin();
      case 'checkLogin':
        return ok({
          account: AUTH.account,
          session: { type: 'google', expiresAt: '2030-01-01' },
          profile: null,
          user_id: AUTH.user_id,
        });
      default:
        return { code: 9999, msg: 'not in this test', data: null };
    }
  });
}

const codeCameBack = (state: string): SocialSignal => ({
  result: 'success',
  code: 'code-1',
  state,
  redirectUri: 'http://localhost:3000/',
});

const toastText = () => document.querySelector('.sl-toast-host')?.textContent ?? '';

beforeEach(async () => {
  await changeLanguage('en');
  sessionStorage.clear();
});
afterEach(() => {
  toast.clear();
  useSessionStore.getState().signOut();
  useSessionStore.getState().setSocialStatus('idle');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('social sign-in return', () => {
  it('sends the code, the kept state and its provider to the server, then signs in', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    rememberSocialStart({ provider: 'google', state: 'kept-state' });

    await handleSocialSignal(codeCameBack('kept-state'));

    const login = calls.find((c) => pathOf(c) === 'socialLogin');
    expect(login?.body).toEqual({
      type: 2,
      third_name: 'google',
      access_token: 'code-1',
      state: 'kept-state',
      redirectUri: 'http://localhost:3000/',
      lang: 'en',
    });
    await waitFor(() => expect(useSessionStore.getState().loginStatus).toBe(true));
    expect(useSessionStore.getState().socialStatus).toBe('success');
    // the kept state is used once
    expect(sessionStorage.length).toBe(0);
  });

  it('refuses a return this tab did not start, warns, and asks the server nothing', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);

    await handleSocialSignal(codeCameBack('planted-by-someone'));

    expect(calls.map(pathOf)).not.toContain('socialLogin');
    expect(useSessionStore.getState().socialStatus).toBe('fail');
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(toastText()).toBe('Login failed');
  });

  it('refuses a return whose state is not the one kept, with the warning in Chinese too', async () => {
    const { fetch, calls } = server();
    vi.stubGlobal('fetch', fetch);
    await changeLanguage('zh');
    rememberSocialStart({ provider: 'twitter', state: 'kept-state' });

    await handleSocialSignal(codeCameBack('another-state'));

    expect(calls.map(pathOf)).not.toContain('socialLogin');
    expect(useSessionStore.getState().socialStatus).toBe('fail');
    expect(toastText()).toBe('登录失败');
    // a second try with the right state finds nothing kept any more
    await handleSocialSignal(codeCameBack('kept-state'));
    expect(calls.map(pathOf)).not.toContain('socialLogin');
  });

  it("shows the server's reason when it refuses the code", async () => {
    const { fetch } = server(() => ({
      code: 2006,
      msg: 'Wrong or expired verification code.',
      data: null,
    }));
    vi.stubGlobal('fetch', fetch);
    rememberSocialStart({ provider: 'google', state: 'kept-state' });

    await handleSocialSignal(codeCameBack('kept-state'));

    expect(useSessionStore.getState().socialStatus).toBe('fail');
    expect(useSessionStore.getState().loginStatus).toBe(false);
    expect(toastText()).toBe('Wrong or expired verification code.');
  });
});
