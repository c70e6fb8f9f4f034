import { beforeEach } from 'vitest';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';

/** Every test of the file starts signed in (token "t") with the app in English. */
export function signedInInEnglish() {
  beforeEach(() => {
    useAppStore.setState({ lang: 'en' });
    useSessionStore.setState({ loginStatus: true, token: 't' });
  });
}
