import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CheckLogin } from '@starlit/contracts';
import { HOME_SECTIONS } from '../src/features/home/sections';
import { i18next } from '../src/i18n';
import { useAppStore } from '../src/state/app';
import { clearProfiles } from '../src/api/profileList';
import { seedProfiles } from './profiles-cache';
import { displayName, greetingName, useSessionStore } from '../src/state/session';
import { FRIEND, OWN } from './profiles-fixtures';
import { renderAt } from './tarot-fixtures';

const Hero = HOME_SECTIONS.find((s) => s.id === 'hero')!.Component;

function checked(nickname: string): CheckLogin {
  return {
    account: 'someone@example.com',
    session: { type: 'email', expiresAt: '2030-01-01T00:00:00.000Z' },
    profile: {
      nickname,
      name: '',
      gender: null,
      birthday: null,
      avatar: null,
      constellation: null,
    },
    user_id: 'u1',
  };
}

/** A fixed hour, so the greeting's wording is known. */
const EVENING = new Date(2026, 0, 10, 20, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: EVENING, toFake: ['Date'] });
  useAppStore.setState({ lang: 'en' });
});

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().signOut();
  clearProfiles();
});

describe('the name a person is greeted by', () => {
  it('is the name they gave, else their own profile’s, else none; never the account', () => {
    expect(greetingName({ check: checked('Mira'), userInfo: null }, 'Lin')).toBe('Mira');
    expect(greetingName({ check: checked(''), userInfo: null }, 'Lin')).toBe('Lin');
    expect(greetingName({ check: checked('  '), userInfo: null }, '')).toBe('');
    // My shows the account only when there is no name at all
    expect(displayName({ check: checked(''), userInfo: null }, 'Lin')).toBe('Lin');
    expect(displayName({ check: checked(''), userInfo: null })).toBe('someone@example.com');
  });

  it('greets on Home by the own profile’s name when the account has none', async () => {
    useSessionStore.setState({ token: 't', loginStatus: true, check: checked('') });
    seedProfiles([FRIEND, { ...OWN, nickname: 'Lin' }]);
    renderAt(<Hero />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      i18next.t('home:greeting.eveningNamed', { name: 'Lin' }),
    );
  });

  it('greets without a name when there is neither, and never by the account', async () => {
    useSessionStore.setState({ token: 't', loginStatus: true, check: checked('') });
    seedProfiles([FRIEND]);
    renderAt(<Hero />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(i18next.t('home:greeting.evening'));
    expect(heading).not.toHaveTextContent('someone');
    expect(heading).not.toHaveTextContent('Kai');
  });
});
