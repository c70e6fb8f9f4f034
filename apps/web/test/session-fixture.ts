import { afterEach, beforeEach, vi } from 'vitest';
import { clearProfiles } from '../src/api/profileList';
import { changeLanguage } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';

/** Every test of the file starts signed in (token "t") with the app in English. */
export function signedInInEnglish() {
  beforeEach(() => {
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
  });
}

/**
 * Every test of the file starts signed in as member u1 with the words in English, and ends
 * signed out with no stubbed globals and no toast left; `clearStorage` also empties local
 * storage before and after each test.
 */
export function signedInMemberEachTest({ clearStorage = false } = {}) {
  beforeEach(async () => {
    await changeLanguage('en');
    if (clearStorage) localStorage.clear();
    useSessionStore.setState({ loginStatus: true, token: 't', userId: 'u1' });
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    vi.unstubAllGlobals();
    if (clearStorage) localStorage.clear();
    document.querySelector('.sl-toast-host')?.remove();
  });
}

/**
 * Every test of the file starts signed in (token "t") in English with no profiles loaded, and
 * ends signed out, the profiles dropped and the words back in English.
 */
export function signedInWithFreshProfiles() {
  beforeEach(() => {
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
    clearProfiles();
  });
  afterEach(async () => {
    useSessionStore.getState().signOut();
    clearProfiles();
    await changeLanguage('en');
  });
}
