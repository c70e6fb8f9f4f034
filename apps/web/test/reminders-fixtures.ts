import { vi } from 'vitest';
import type { ReminderSettings } from '@starlit/contracts';
import { type FakeCall, fakeFetch, ok, pathOf } from './support';

/** The server's key in the fixtures (base64url of 65 bytes, as a real P-256 key is long). */
export const VAPID_KEY = 'B' + 'A'.repeat(86);

export const SETTINGS: ReminderSettings = {
  daily: true,
  dailyTime: '08:00',
  moon: false,
  mercury: false,
  streak: true,
  companion: true,
  birthday: true,
  quietStart: null,
  quietEnd: null,
  timeZone: 'Asia/Shanghai',
  devices: 0,
};

/** A reminders server: settings kept in `state`, every write answered with them. */
export function remindersServer(initial: Partial<ReminderSettings> = {}) {
  const state: ReminderSettings = { ...SETTINGS, ...initial };
  const server = fakeFetch((call: FakeCall) => {
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (pathOf(call)) {
      case 'reminders/vapidKey':
        return ok({ publicKey: VAPID_KEY });
      case 'reminders/settings': {
        if (call.method === 'POST') {
          const { lang: _lang, ...change } = body;
          Object.assign(state, change);
        }
        return ok({ ...state });
      }
      case 'reminders/subscribe':
        state.devices += 1;
        return ok({ ...state });
      case 'reminders/unsubscribe':
        state.devices = Math.max(0, state.devices - 1);
        return ok({ ...state });
      case 'reminders/test':
        return ok({ sent: state.devices });
      default:
        return { code: 404, msg: 'not in this test', data: null };
    }
  });
  vi.stubGlobal('fetch', server.fetch);
  return { ...server, state };
}

export interface FakeBrowser {
  permission: NotificationPermission;
  /** the answer the permission prompt gives */
  answer: NotificationPermission;
  requestPermission: ReturnType<typeof vi.fn>;
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  subscription: PushSubscription | null;
}

/**
 * The browser's push side (jsdom has none): Notification with a permission and its prompt, a
 * service worker registration whose PushManager keeps one subscription. `push: false` leaves
 * the Push API out.
 */
export function fakePushBrowser(
  options: {
    permission?: NotificationPermission;
    push?: boolean;
    answer?: NotificationPermission;
  } = {},
): FakeBrowser {
  const browser: FakeBrowser = {
    permission: options.permission ?? 'default',
    answer: options.answer ?? 'granted',
    requestPermission: vi.fn(),
    subscribe: vi.fn(),
    unsubscribe: vi.fn(),
    subscription: null,
  };
  browser.requestPermission.mockImplementation(() => {
    browser.permission = browser.answer;
    return Promise.resolve(browser.answer);
  });
  const makeSubscription = (key: Uint8Array) =>
    ({
      endpoint: 'https://push.example/send/device-1',
      options: { userVisibleOnly: true, applicationServerKey: key.buffer },
      toJSON: () => ({
        endpoint: 'https://push.example/send/device-1',
        keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      }),
      unsubscribe: browser.unsubscribe,
    }) as unknown as PushSubscription;
  browser.subscribe.mockImplementation((opts: PushSubscriptionOptionsInit) => {
    browser.subscription = makeSubscription(opts.applicationServerKey as Uint8Array);
    return Promise.resolve(browser.subscription);
  });
  browser.unsubscribe.mockImplementation(() => {
    browser.subscription = null;
    return Promise.resolve(true);
  });
  class FakeNotification {
    static get permission() {
      return browser.permission;
    }
    static requestPermission = browser.requestPermission;
  }
  vi.stubGlobal('Notification', FakeNotification);
  if (options.push !== false) {
    vi.stubGlobal('PushManager', class {});
    const registration = {
      pushManager: {
        getSubscription: () => Promise.resolve(browser.subscription),
        subscribe: browser.subscribe,
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration) },
    });
  }
  return browser;
}

/** Undoes fakePushBrowser. */
export function restoreBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
