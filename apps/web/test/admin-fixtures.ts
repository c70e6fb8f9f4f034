import { afterEach, beforeEach } from 'vitest';
import { adminSession } from '../src/admin/session';
import { setLang } from '../src/admin/i18n';

/** The operator signed in to the console in these tests, with the given role. */
export const operator = (role: 'support' | 'admin') => ({
  id: 'op-1',
  email: 'ops@example.com',
  name: 'Mei',
  role,
});

/** Every test of the file starts signed out of the console, in English, at no address. */
export function signedOutOfConsole() {
  beforeEach(() => {
    setLang('en');
    adminSession.signOut();
    window.location.hash = '';
  });
  afterEach(() => adminSession.signOut());
}
