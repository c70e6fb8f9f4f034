import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RemindersScreen from '../src/screens/Reminders';
import SettingScreen from '../src/screens/Setting';
import { toast } from '../src/components/Toast/toast';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, pathOf } from './support';
import { fakePushBrowser, remindersServer, restoreBrowser } from './reminders-fixtures';
import { renderRoutes } from './routes-fixture';

function renderReminders() {
  renderRoutes(
    [
      { path: '/reminders', element: <RemindersScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/reminders',
  );
}

const master = () => screen.findByRole('switch', { name: 'Reminders on this device' });
const posts = (calls: FakeCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && pathOf(c) === path);

beforeEach(() => {
  useAppStore.getState().setLang('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  toast.clear();
  restoreBrowser();
  useSessionStore.getState().signOut();
  localStorage.clear();
});

describe('/reminders', () => {
  it('asks a visitor to sign in', async () => {
    useSessionStore.getState().signOut();
    remindersServer();
    renderReminders();
    expect(await screen.findByText('Sign in for reminders')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when the browser cannot show reminders, with no switch to flip', async () => {
    fakePushBrowser({ push: false });
    remindersServer();
    renderReminders();
    expect(await screen.findByText('This browser can’t show reminders')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Reminders on this device' })).toBeNull();
  });

  it('on an iPhone outside the Home Screen, says to add the app there first', async () => {
    fakePushBrowser();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    remindersServer();
    renderReminders();
    expect(await screen.findByText('Add Starlit to your Home Screen first')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Reminders on this device' })).toBeNull();
  });

  it('explains how to allow notifications again once they are blocked', async () => {
    fakePushBrowser({ permission: 'denied' });
    remindersServer();
    renderReminders();
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
    expect(screen.getByText(/open the site settings/)).toBeInTheDocument();
  });

  it('asks for the permission only on the tap, subscribes with the key, and turns off again', async () => {
    const browser = fakePushBrowser();
    const { calls, state } = remindersServer();
    const user = userEvent.setup();
    renderReminders();

    const toggle = await master();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const key = browser.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(browser.subscribe.mock.calls[0]![0].userVisibleOnly).toBe(true);
    const [subscribe] = posts(calls, 'reminders/subscribe');
    expect(subscribe!.body).toEqual({
      endpoint: 'https://push.example/send/device-1',
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      lang: 'en',
    });
    expect(state.devices).toBe(1);
    expect(await screen.findByText('Reminders go to 1 device of yours.')).toBeInTheDocument();

    // today's reminder, now
    await user.click(screen.getByRole('button', { name: 'Send me today’s reminder now' }));
    expect(await screen.findByText('Sent to 1 device.')).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(posts(calls, 'reminders/unsubscribe').map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example/send/device-1', lang: 'en' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send me today’s reminder now' })).toBeNull(),
    );
  });

  it('says so when the permission prompt is dismissed, and subscribes nothing', async () => {
    const browser = fakePushBrowser({ answer: 'default' });
    const { calls } = remindersServer();
    const user = userEvent.setup();
    renderReminders();
    await user.click(await master());
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications were not allowed');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(posts(calls, 'reminders/subscribe')).toEqual([]);
  });

  it('posts each kind, the daily time and quiet hours as they are switched', async () => {
    fakePushBrowser();
    const { calls, state } = remindersServer({ devices: 1 });
    const user = userEvent.setup();
    renderReminders();

    await user.click(await screen.findByRole('switch', { name: 'Moon events' }));
    await waitFor(() => expect(state.moon).toBe(true));
    expect(screen.getByRole('switch', { name: 'Moon events' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Companion replies' }));
    await waitFor(() => expect(state.companion).toBe(false));
    await user.click(screen.getByRole('switch', { name: 'Daily horoscope' }));
    await waitFor(() => expect(state.daily).toBe(false));
    // the time row goes with the daily switch
    expect(screen.queryByText('Time')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(state.quietStart).toBe('22:00'));
    expect(await screen.findByText('22:00')).toBeInTheDocument();
    expect(screen.getByText('08:00')).toBeInTheDocument();

    expect(posts(calls, 'reminders/settings').map((c) => c.body)).toEqual([
      { moon: true, lang: 'en' },
      { companion: false, lang: 'en' },
      { daily: false, lang: 'en' },
      { quietStart: '22:00', quietEnd: '08:00', lang: 'en' },
    ]);

    await user.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(state.quietStart).toBeNull());
    expect(posts(calls, 'reminders/settings').at(-1)!.body).toEqual({
      quietStart: null,
      quietEnd: null,
      lang: 'en',
    });
  });

  it('offers to try again when the settings do not load', async () => {
    fakePushBrowser();
    const server = remindersServer();
    let fail = true;
    const answer = server.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fail && String(input).includes('reminders/settings')
        ? Promise.resolve(Response.json({ code: 9999, msg: 'down', data: null }))
        : answer(input, init),
    );
    const user = userEvent.setup();
    renderReminders();
    expect(
      await screen.findByText('Your reminder settings could not be loaded.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Moon events' })).toBeInTheDocument();
  });

  it('is reached from Settings', async () => {
    fakePushBrowser();
    remindersServer();
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/setting', element: <SettingScreen /> },
        { path: '/reminders', element: <RemindersScreen /> },
      ],
      '/setting',
    );
    await user.click(await screen.findByText('Reminders'));
    expect(await master()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reminders');
  });
});
