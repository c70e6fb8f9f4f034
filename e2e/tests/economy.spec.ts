import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_DISCOUNT_CODE, E2E_REDEEM_CODE } from '../support/env';
import { openAs, registerMember, type Member } from '../support/session';

/**
 * The economy end to end, one member through the real server and the built app: check in,
 * buy points through the sandbox checkout, activate VIP with a discount code, redeem a code,
 * confirm a points deduction. Then every economy screen, signed in, in both languages.
 */
let member!: Member;

const open = (page: Page, hash: string, lang: 'en' | 'zh' = 'en') =>
  openAs(page, member, hash, lang);

const balance = (page: Page) => page.locator('.sl-balance-value');

/** Taps a pay button, pays on the sandbox page that opens, and waits for it to close. */
async function payInSandbox(page: Page, payButton: RegExp | string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: payButton }).click();
  const tab = await opened;
  await tab.waitForURL(/\/api\/v2\/payments\/sandbox\//);
  await expect(tab.getByText(/TEST MODE/)).toBeVisible();
  await tab.screenshot({ path: 'test-results/screens/sandbox-checkout-en.png' });
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: /^Pay ¥/ }).click();
  await closed;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  member = await registerMember('economy');
});

test('check in once a day', async ({ page }) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText('0');
  await page
    .getByRole('button', { name: text('en', 'points:checkIn.action', { points: 5 }) })
    .click();
  await expect(balance(page)).toHaveText('5');
  await expect(
    page.getByRole('button', { name: text('en', 'points:checkIn.done') }),
  ).toBeDisabled();
});

test('buy points through the sandbox checkout and see the balance rise', async ({ page }) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText('5');
  await page.getByRole('button', { name: text('en', 'points:balance.recharge') }).click();
  await expect(page.getByText(text('en', 'wallet:recharge.title'))).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/recharge-popup-en.png' });
  await payInSandbox(page, text('en', 'wallet:recharge.pay', { price: '¥6.00' }));
  await expect(balance(page)).toHaveText('65', { timeout: 15_000 });
});

test('activate VIP with a discount code', async ({ page }) => {
  await open(page, '/activateVIP');
  const price = (amount: string) => text('en', 'wallet:vip.activate', { price: `¥${amount}` });
  await expect(page.getByRole('button', { name: price('19.90') })).toBeVisible();
  await page.getByPlaceholder(text('en', 'wallet:discount.placeholder')).fill(E2E_DISCOUNT_CODE);
  await page.getByRole('button', { name: text('en', 'wallet:discount.verify') }).click();
  await expect(page.getByRole('button', { name: price('15.92') })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/activateVIP-discount-en.png' });
  await payInSandbox(page, price('15.92'));
  await expect(page.getByText(/^VIP until /).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Renewal ¥19\.90$/ })).toBeVisible();
});

test('redeem a code', async ({ page }) => {
  await open(page, '/myAccount');
  await page.getByText(text('en', 'points:menu.redeem')).click();
  const input = page.getByPlaceholder(text('en', 'wallet:redeem.placeholder'));
  await input.fill(E2E_REDEEM_CODE);
  await expect(
    page.getByText(text('en', 'wallet:redeem.points_other', { count: 200 })),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/redeem-en.png' });
  await page.getByRole('button', { name: text('en', 'wallet:redeem.confirm') }).click();
  await expect(page.getByText(text('en', 'wallet:redeem.redemptionSuccessful'))).toBeVisible();
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText('265');
});

test('confirm a points deduction', async ({ page }) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText('265');
  await page
    .getByRole('button', { name: text('en', 'points:swap.action') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(text('en', 'wallet:deduction.swap', { cost: 100, days: 3 })),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/deduction-en.png' });
  await dialog.getByRole('button', { name: text('en', 'common:actions.confirm') }).click();
  await expect(balance(page)).toHaveText('165');
  await page.goto('/#/pointsDetails');
  await expect(page.getByText(text('en', 'points:reasons.swap')).first()).toBeVisible();
});

const SCREENS = [
  '/pointsCenter',
  '/pointsDetails',
  '/myAccount',
  '/activateVIP',
  '/inviteFriends',
  '/inviteRelationship',
];

for (const lang of ['en', 'zh'] as const) {
  test(`economy screens render signed in, in ${lang}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await open(page, '/pointsCenter', lang);
    for (const route of SCREENS) {
      await page.goto(`/#${route}`);
      await expect(page.getByText(text(lang, 'common:errorScreen.title'))).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screens/${route.slice(1)}-signed-in-${lang}.png`,
      });
    }
    await page.goto('/#/pointsCenter');
    await page.getByRole('button', { name: text(lang, 'points:balance.recharge') }).click();
    await expect(page.getByText(text(lang, 'wallet:recharge.title'))).toBeVisible();
    await page.screenshot({ path: `test-results/screens/recharge-popup-${lang}.png` });
    expect(errors).toEqual([]);
  });
}
