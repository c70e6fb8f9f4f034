import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ReminderOptIn } from '../src/features/reminders/OptInCard';
import {
  FIRST_SESSION_KEY,
  isFirstOpen,
  OPT_IN_KEYS,
  shouldOffer,
  type OptInFacts,
} from '../src/features/reminders/optIn';
import type { KeyValueStore } from '../src/state/storage';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { fakePushBrowser, remindersServer, restoreBrowser } from './reminders-fixtures';
import { pathOf } from './support';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const CAN: OptInFacts = { signedIn: true, canPush: true, subscribed: false };
const later = () => false;

describe('the opt-in rule', () => {
  it('never shows on the first open of the app, all through that session', () => {
    const local = memoryStore();
    const session = memoryStore();
    expect(isFirstOpen(local, session, 1000)).toBe(true);
    expect(isFirstOpen(local, session, 2000)).toBe(true);
    expect(local.getItem(OPT_IN_KEYS.firstOpen)).toBe('1000');
    // a later visit: a new browser session
    expect(isFirstOpen(local, memoryStore(), 3000)).toBe(false);
    expect(session.getItem(FIRST_SESSION_KEY)).toBe('1');
  });

  it('shows under a reading, then on Home, and never again once dismissed', () => {
    const local = memoryStore();
    expect(shouldOffer('home', CAN, local, later)).toBe(false);
    expect(shouldOffer('reading', CAN, local, later)).toBe(true);
    expect(shouldOffer('home', CAN, local, later)).toBe(true);
    local.setItem(OPT_IN_KEYS.state, 'dismissed');
    expect(shouldOffer('reading', CAN, local, later)).toBe(false);
    expect(shouldOffer('home', CAN, local, later)).toBe(false);
  });

  it('is not shown on the first open, when subscribed, unsupported or signed out', () => {
    const local = memoryStore();
    expect(shouldOffer('reading', CAN, local, () => true)).toBe(false);
    expect(shouldOffer('reading', { ...CAN, subscribed: true }, local, later)).toBe(false);
    expect(shouldOffer('reading', { ...CAN, subscribed: null }, local, later)).toBe(false);
    expect(shouldOffer('reading', { ...CAN, canPush: false }, local, later)).toBe(false);
    expect(shouldOffer('reading', { ...CAN, signedIn: false }, local, later)).toBe(false);
    expect(shouldOffer('reading', CAN, local, later)).toBe(true);
  });
});

function renderCard(placement: 'reading' | 'home') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ReminderOptIn placement={placement} /> },
      { path: '/reminders', element: <p>reminders page</p> },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

/** A device that opened the app before: this is not its first open. */
const returningDevice = () => localStorage.setItem(OPT_IN_KEYS.firstOpen, '1');

describe('the opt-in card', () => {
  beforeEach(() => {
    useAppStore.getState().setLang('en');
    useSessionStore.setState({ token: 'tok', loginStatus: true });
    sessionStorage.clear();
  });
  afterEach(() => {
    toast.clear();
    restoreBrowser();
    useSessionStore.getState().signOut();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is dismissed once and for all', async () => {
    returningDevice();
    fakePushBrowser();
    remindersServer();
    const user = userEvent.setup();
    const first = renderCard('reading');
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('Get this every morning?')).toBeNull();
    first.unmount();

    renderCard('reading');
    renderCard('home');
    // the subscription lookup has settled: the card stays away
    await waitFor(() => expect(localStorage.getItem(OPT_IN_KEYS.state)).toBe('dismissed'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Get this every morning?')).toBeNull();
  });

  it('turns on the daily reminder on this device directly', async () => {
    returningDevice();
    const browser = fakePushBrowser();
    const { calls, state } = remindersServer({ daily: false });
    const user = userEvent.setup();
    renderCard('reading');
    await user.click(await screen.findByRole('button', { name: 'Remind me daily' }));
    await waitFor(() => expect(screen.queryByText('Get this every morning?')).toBeNull());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(state.devices).toBe(1);
    expect(state.daily).toBe(true);
    expect(calls.filter((c) => pathOf(c) === 'reminders/subscribe')).toHaveLength(1);
    expect(localStorage.getItem(OPT_IN_KEYS.state)).toBe('done');
  });

  it('does not show on the first open, nor on a device already subscribed', async () => {
    fakePushBrowser();
    remindersServer();
    const first = renderCard('reading');
    await waitFor(() => expect(localStorage.getItem(OPT_IN_KEYS.firstOpen)).not.toBeNull());
    expect(screen.queryByText('Get this every morning?')).toBeNull();
    first.unmount();

    sessionStorage.clear();
    localStorage.removeItem(OPT_IN_KEYS.reading);
    const browser = fakePushBrowser();
    browser.subscription = { endpoint: 'https://push.example/x' } as PushSubscription;
    renderCard('reading');
    await waitFor(() => expect(localStorage.getItem(OPT_IN_KEYS.reading)).toBe('1'));
    expect(screen.queryByText('Get this every morning?')).toBeNull();
  });
});
