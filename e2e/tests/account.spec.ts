import { expect, test, type Page } from '@playwright/test';
import { readCode, clearMail } from '../support/mail';
import { text } from '../support/i18n';

const email = `e2e-${Date.now()}@example.com`;
const password = 'starlight-42';

/** The app starts in the language stored in localStorage; tests pin it. */
async function openIn(page: Page, lang: 'en' | 'zh', hash: string) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  await page.goto(`/#${hash}`);
}

async function agree(page: Page) {
  await page.getByLabel(text('en', 'auth:agreementParts.prefix')).check();
}

/** On /login: the password mode, the agreement, and back out of /login. */
async function signInWithPassword(page: Page) {
  await page.getByRole('radio', { name: text('en', 'auth:modes.password') }).click();
  await page.getByPlaceholder(text('en', 'auth:fields.accountPlaceholder')).fill(email);
  await page.getByPlaceholder(text('en', 'auth:fields.passwordPlaceholder')).fill(password);
  await agree(page);
  await page.getByRole('button', { name: text('en', 'auth:submit.login') }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

test.describe.configure({ mode: 'serial' });

test('register by e-mail with the code from the mail, then see the account', async ({ page }) => {
  await openIn(page, 'en', '/login');
  await page.getByText(text('en', 'auth:links.register')).click();
  // the sign-in form has an e-mail field too: fill the one the registration form shows
  await expect(
    page.getByRole('heading', { name: text('en', 'auth:heading.register') }),
  ).toBeVisible();
  const address = page.getByPlaceholder(text('en', 'auth:fields.emailPlaceholder'));
  await address.fill(email);
  await expect(address).toHaveValue(email);
  clearMail(email);
  await page.getByRole('button', { name: text('en', 'auth:sendCode') }).click();
  const code = await readCode(email);
  await page.getByPlaceholder(text('en', 'auth:fields.codePlaceholder')).fill(code);
  await page.getByPlaceholder(text('en', 'auth:fields.newPasswordPlaceholder')).fill(password);
  await page.getByPlaceholder(text('en', 'auth:fields.confirmPasswordPlaceholder')).fill(password);
  await page.getByPlaceholder(text('en', 'auth:fields.nicknamePlaceholder')).fill('Orion');
  await agree(page);
  await page.getByRole('button', { name: text('en', 'auth:submit.register') }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto('/#/user');
  await expect(page.getByText('Orion').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/user-en.png' });
});

test('log out, then log in by password', async ({ page }) => {
  await openIn(page, 'en', '/login');
  // a fresh context is signed out: sign in first with the password
  await signInWithPassword(page);

  await page.goto('/#/setting');
  await page
    .locator('#root')
    .getByRole('button', { name: text('en', 'settings:logout.action') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: text('en', 'settings:logout.confirm') })
    .click();
  // logging out ends on its own navigation; wait for it before going elsewhere
  await expect(page.getByText(text('en', 'settings:logout.done'))).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/user');
  await expect(page.getByText(text('en', 'profile:anonymous.title'))).toBeVisible();

  await page.goto('/#/login');
  await signInWithPassword(page);
  await page.goto('/#/user');
  await expect(page.getByText('Orion').first()).toBeVisible();

  // upload an avatar: the picture shown becomes the uploaded file
  await page.goto('/#/information');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8//8/AwMDAwMjAwMDAwAkBgMBmS0Q1wAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(text('en', 'profile:avatar.updated'))).toBeVisible();
  await expect(page.locator('img[src*="/api/v2/files/avatars/"]').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/information-en.png' });
  await page.goto('/#/setting');
  await page.screenshot({ path: 'test-results/screens/setting-signed-in-en.png' });
});

test('switch the language and see the interface change', async ({ page }) => {
  await openIn(page, 'en', '/user');
  await expect(page.getByText(text('en', 'common:tabs.home'), { exact: true })).toBeVisible();
  await page.goto('/#/language');
  await page.getByText('中文', { exact: false }).first().click();
  await page.goto('/#/user');
  await expect(page.getByText(text('zh', 'common:tabs.home'), { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: text('zh', 'auth:submit.login') })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-zh.png' });
  await page.goto('/#/language');
  await page.getByText('English', { exact: false }).first().click();
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: text('en', 'auth:submit.login') })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/login-en.png' });
});

test('after one visit the shell opens offline', async ({ page, context }) => {
  await openIn(page, 'en', '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(text('en', 'common:tabs.home'), { exact: true })).toBeVisible();
  await page.goto('/#/aboutUs');
  await expect(page.getByText(text('en', 'legal:about.title')).first()).toBeVisible();
  await context.setOffline(false);
});
