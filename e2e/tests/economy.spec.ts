import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_DISCOUNT_CODE, E2E_REDEEM_CODE, E2E_WELCOME_POINTS } from '../support/env';
import { openAs, registerMember, type Member } from '../support/session';

/**
 * The economy end to end, one member through the real server and the built app: the welcome
 * allowance, check in, buy points through the sandbox checkout (shown in dollars to an English
 * browser, paid in yuan after switching), activate VIP in dollars with a discount code, redeem a
 * code, confirm a points deduction. Then every economy screen, signed in, in both languages.
 */
let member!: Member;

const open = (page: Page, hash: string, lang: 'en' | 'zh' = 'en') =>
  openAs(page, member, hash, lang);

const balance = (page: Page) => page.locator('.sl-balance-value');
/** what a new account starts with: one full reading */
const WELCOME = E2E_WELCOME_POINTS;

/** Taps a pay button, pays on the sandbox page that opens, and waits for it to close. */
async function payInSandbox(page: Page, payButton: RegExp | string, shot: string) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: payButton }).click();
  const tab = await opened;
  await tab.waitForURL(/\/api\/v2\/payments\/sandbox\//);
  await expect(tab.getByText(/TEST MODE/)).toBeVisible();
  await tab.screenshot({ path: `test-results/screens/sandbox-checkout-${shot}-en.png` });
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: /^Pay (¥|US\$)\d/ }).click();
  await closed;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  member = await registerMember('economy');
});

test('a new account starts with the welcome allowance; check in once a day', async ({ page }) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText(String(WELCOME));
  await page
    .getByRole('button', { name: text('en', 'points:checkIn.action', { points: 5 }) })
    .click();
  await expect(balance(page)).toHaveText(String(WELCOME + 5));
  await expect(
    page.getByRole('button', { name: text('en', 'points:checkIn.done') }),
  ).toBeDisabled();
});

test('buy points: dollars by default in English, yuan after switching, paid in yuan', async ({
  page,
}) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText(String(WELCOME + 5));
  await page.getByRole('button', { name: 'Buy points' }).click();
  await expect(page.getByText('Buy points').last()).toBeVisible();
  const usd = page.getByRole('button', { name: text('en', 'wallet:currency.usd') });
  await expect(usd).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Pay $0.99' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/recharge-popup-usd-en.png' });
  await page.getByRole('button', { name: text('en', 'wallet:currency.cny') }).click();
  await expect(page.getByRole('button', { name: 'Pay ¥6.00' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/recharge-popup-cny-en.png' });
  await payInSandbox(page, 'Pay ¥6.00', 'cny');
  await expect(balance(page)).toHaveText(String(WELCOME + 65), { timeout: 15_000 });
  // the choice is remembered on this device
  await page.reload();
  await page.getByRole('button', { name: 'Buy points' }).click();
  await expect(page.getByRole('button', { name: 'Pay ¥6.00' })).toBeVisible();
});

test('activate VIP with a discount code', async ({ page }) => {
  await open(page, '/activateVIP');
  const price = (amount: string) => text('en', 'wallet:vip.activate', { price: `$${amount}` });
  await expect(page.getByRole('button', { name: price('2.99') })).toBeVisible();
  // standard prices: nothing struck through, nothing called limited
  await expect(page.locator('.sl-vip-card-real')).toHaveCount(0);
  await expect(page.getByText(/Limited|Offer ends/)).toHaveCount(0);
  await page.getByPlaceholder(text('en', 'wallet:discount.placeholder')).fill(E2E_DISCOUNT_CODE);
  await page.getByRole('button', { name: text('en', 'wallet:discount.verify') }).click();
  await expect(page.getByRole('button', { name: price('2.39') })).toBeVisible();
  // the struck price is the plan's standard price
  await expect(page.locator('.sl-vip-card-real').first()).toHaveText('$2.99');
  await page.screenshot({ path: 'test-results/screens/activateVIP-discount-en.png' });
  await payInSandbox(page, price('2.39'), 'usd');
  await expect(page.getByText(/^VIP until /).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Renewal \$2\.99$/ })).toBeVisible();
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
  await expect(balance(page)).toHaveText(String(WELCOME + 265));
});

test('confirm a points deduction', async ({ page }) => {
  await open(page, '/pointsCenter');
  await expect(balance(page)).toHaveText(String(WELCOME + 265));
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
  await expect(balance(page)).toHaveText(String(WELCOME + 165));
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
    await expect(page.getByText(text(lang, 'wallet:recharge.title')).last()).toBeVisible();
    // plain words, and the member's currency: yuan in Chinese, dollars for an English browser
    const pay = lang === 'zh' ? '支付 ¥6.00' : 'Pay $0.99';
    await expect(page.getByRole('button', { name: pay })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/recharge-popup-${lang}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/#/activateVIP');
    await expect(
      page.getByRole('button', { name: text(lang, 'wallet:currency.cny') }),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/screens/activateVIP-${lang}.png` });
    expect(errors).toEqual([]);
  });
}
