import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { axeViolations } from '../support/axe';
import { text } from '../support/i18n';
import {
  deliverPush,
  startPushService,
  usePushService,
  type PushService,
  type TestSubscription,
} from '../support/push';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * Push reminders end to end: a member turns reminders on at /reminders (the notification
 * permission granted, the subscription made at a local push service), asks for today's
 * reminder now, the real server encrypts and sends it to that push service, the message is
 * delivered to the app's service worker, which shows it; tapping it opens today's fortune.
 */
let push: PushService;

test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(async () => {
  await push?.close();
});

/** A member with an own profile, so that the daily reminder carries the day's score. */
async function memberWithProfile(prefix: string): Promise<Member> {
  const member = await registerMember(prefix);
  const res = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v2/personal/subRegion?q=Shanghai&lang=en`,
  );
  const shanghai = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  const added = await api(
    'personal/add',
    {
      nickname: 'Reminded',
      relationship: 'A',
      gender: 2,
      birthDate: '1990-03-21',
      birthTime: '08:15',
      birthPlaceId: shanghai,
      residencePlaceId: shanghai,
    },
    member.token,
  );
  expect(added.code).toBe(200);
  return member;
}

for (const lang of ['en', 'zh'] as const) {
  test(`a reminder reaches the device and opens today's fortune in ${lang}`, async ({
    page,
    context,
  }) => {
    const member = await memberWithProfile(`remind-${lang}`);
    const origin = `http://127.0.0.1:${E2E_PORT}`;
    await context.grantPermissions(['notifications'], { origin });
    const subscriptions: TestSubscription[] = [];
    await usePushService(page, push, (sub) => subscriptions.push(sub));

    await openAs(page, member, '/reminders', lang);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const master = page.getByRole('switch', { name: text(lang, 'reminders:device.label') });
    await expect(master).not.toBeChecked();
    await master.click();
    await expect(master).toBeChecked();
    expect(subscriptions).toHaveLength(1);
    const [sub] = subscriptions as [TestSubscription];
    await expect(
      page.getByText(text(lang, 'reminders:device.devices_one', { count: 1 })),
    ).toBeVisible();

    // the kinds are the account's: switching one posts it and the answer shows
    const moon = page.getByRole('switch', { name: text(lang, 'reminders:kinds.moon') });
    const moonWas = await moon.isChecked();
    await moon.click();
    await expect(moon).toBeChecked({ checked: !moonWas });

    await page.getByRole('button', { name: text(lang, 'reminders:test.action') }).click();
    await expect(page.getByText(text(lang, 'reminders:test.sent_one', { count: 1 }))).toBeVisible();

    // the real server's message, as the push service decrypted it
    await expect.poll(() => push.messages(sub.clientHash)).toHaveLength(1);
    const [message] = (await push.messages(sub.clientHash)) as [string];
    const payload = JSON.parse(message) as { title: string; body: string; url: string };
    expect(payload.url).toBe('#/todayFortune');
    // the day's score is in the words
    expect(`${payload.title} ${payload.body}`).toMatch(/\d/);

    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
      });
    // Chromium can drop a message handed to a worker it is still starting (the DevTools
    // delivery does not retry as a push service would); delivering again is what a push
    // service does, and the reminder's tag makes a second copy replace the first
    await expect(async () => {
      await deliverPush(page, context, message);
      await expect
        .poll(shown, { timeout: 4000 })
        .toEqual([{ title: payload.title, body: payload.body }]);
    }).toPass({ timeout: 30_000 });

    // the member taps it: the open window goes to today's fortune
    await page.goto('/#/');
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await worker!.evaluate(async () => {
      // the worker's globals, which the page's DOM types do not name
      type Tap = new (type: string, init: { notification: Notification }) => Event;
      const sw = self as unknown as EventTarget & {
        registration: ServiceWorkerRegistration;
        NotificationEvent: Tap;
      };
      const [notification] = await sw.registration.getNotifications();
      sw.dispatchEvent(
        new sw.NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(/#\/todayFortune$/);
    await expect.poll(shown).toEqual([]);

    // off: this device unsubscribes and the server forgets it
    await page.goto('/#/reminders');
    await expect(master).toBeChecked();
    await master.click();
    await expect(master).not.toBeChecked();
    await expect(page.getByText(text(lang, 'reminders:test.action'))).toHaveCount(0);
  });
}

for (const lang of ['en', 'zh'] as const) {
  test(`/reminders passes axe in ${lang}`, async ({ page, context }) => {
    const member = await registerMember(`remind-axe-${lang}`);
    await context.grantPermissions(['notifications'], { origin: `http://127.0.0.1:${E2E_PORT}` });
    await openAs(page, member, '/reminders', lang);
    await expect(
      page.getByRole('switch', { name: text(lang, 'reminders:device.label') }),
    ).toBeVisible();
    await expect(page.locator('.sl-route-progress, [aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
}
