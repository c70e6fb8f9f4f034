import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { followLanguage } from '../src/features/reminders/followLanguage';
import { useAppStore } from '../src/state/app';
import { useSessionStore } from '../src/state/session';
import { type FakeCall, pathOf } from './support';
import { fakePushBrowser, remindersServer, restoreBrowser, VAPID_KEY } from './reminders-fixtures';
import { keyBytes } from '../src/features/reminders/device';

let stop: () => void = () => undefined;

beforeEach(() => {
  useAppStore.getState().setLang('en');
  useSessionStore.setState({ token: 'tok', loginStatus: true });
});

afterEach(() => {
  stop();
  restoreBrowser();
  useSessionStore.setState({ token: undefined, loginStatus: false });
});

const subscribes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && pathOf(c) === 'reminders/subscribe');

describe('reminders follow the app’s language', () => {
  it('sends the device again in the new language when it gets reminders', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    const subscribe = browser.subscribe as unknown as PushManager['subscribe'];
    await subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(VAPID_KEY) });
    const server = remindersServer();
    stop = followLanguage();
    useAppStore.getState().setLang('zh');
    await waitFor(() => expect(subscribes(server.calls)).toHaveLength(1));
    expect(subscribes(server.calls)[0]!.body).toMatchObject({
      endpoint: 'https://push.example/send/device-1',
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      lang: 'zh',
    });
  });

  it('sends nothing for a device without reminders, or a visitor', async () => {
    fakePushBrowser({ permission: 'granted' });
    const server = remindersServer();
    stop = followLanguage();
    useAppStore.getState().setLang('zh');
    useSessionStore.setState({ token: undefined, loginStatus: false });
    useAppStore.getState().setLang('en');
    await new Promise((r) => setTimeout(r, 50));
    expect(subscribes(server.calls)).toHaveLength(0);
  });
});
