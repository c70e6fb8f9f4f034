import { expect, test, type Page } from '@playwright/test';
import { clearMail, readCode } from '../support/mail';
import { text } from '../support/i18n';
import { FIRST_VISIT } from '../support/onboarding';
import { settled } from '../support/settled';

const SHOTS = 'test-results/screens';

// a device's first visit: nothing stored
test.use({ storageState: FIRST_VISIT });

async function openFresh(page: Page, lang: 'en' | 'zh') {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  await page.goto('/#/');
}

/** No toast over the first screens, and banners sit in the page's flow, never over it. */
async function expectNothingCovering(page: Page) {
  // the service worker is active and the screen has come to rest: the moment it could
  // announce "ready offline" has passed
  await page.evaluate(async () => {
    await navigator.serviceWorker?.ready;
  });
  await settled(page);
  await expect(page.locator('.sl-toast')).toHaveCount(0);
  const floating = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[class*="banner"]'))
      .filter((el) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(el).position))
      .map((el) => el.className),
  );
  expect(floating).toEqual([]);
}

for (const lang of ['en', 'zh'] as const) {
  test(`first open: the introduction, a real preview, sign-up keeps the birth data (${lang})`, async ({
    page,
  }) => {
    await openFresh(page, lang);
    await expect(page).toHaveURL(/#\/welcome$/);
    await expect(
      page.getByRole('heading', { name: text(lang, 'onboarding:intro.title') }),
    ).toBeVisible();
    for (const item of ['sky', 'tarot', 'chart', 'pairing', 'companion'])
      await expect(
        page.getByText(text(lang, `onboarding:intro.items.${item}.title`)),
      ).toBeVisible();
    await expectNothingCovering(page);
    await page.screenshot({ path: `${SHOTS}/welcome-${lang}.png` });

    await page.getByRole('button', { name: text(lang, 'onboarding:intro.start') }).click();
    await page.getByLabel(text(lang, 'onboarding:form.date')).fill('1990-08-15');
    await page.getByLabel(text(lang, 'onboarding:form.time')).fill('08:30');
    await page
      .getByRole('searchbox', { name: text(lang, 'onboarding:form.place') })
      .fill('Shanghai');
    await page.locator('.sl-ob-place-list button').first().click();
    await expect(page.locator('.sl-ob-place-chosen')).toBeVisible();
    await page.getByPlaceholder(text(lang, 'onboarding:form.namePlaceholder')).fill('Mira');
    await page.getByRole('radio', { name: text(lang, 'onboarding:form.female') }).click();
    await page.screenshot({ path: `${SHOTS}/welcome-birth-${lang}.png` });
    await page.getByRole('button', { name: text(lang, 'onboarding:form.submit') }).click();

    // computed by the server for the date typed: 15 August 1990 is a Leo
    await expect(page.locator('.sl-ob-sign')).toHaveText(text(lang, 'common:zodiac.4'));
    await expect(page.locator('.sl-ob-text')).not.toBeEmpty();
    // a time and a birthplace give the rising sign too
    await expect(page.locator('.sl-ob-more')).toContainText(
      text(lang, 'onboarding:preview.rising', { sign: '' }).trim(),
    );
    await page.screenshot({ path: `${SHOTS}/welcome-preview-${lang}.png`, fullPage: true });

    // sign-up from the preview: the name comes along, the birth data becomes the own profile
    await page.getByRole('button', { name: text(lang, 'onboarding:preview.save') }).click();
    await expect(page).toHaveURL(/#\/login\?mode=register/);
    const nickname = page.getByPlaceholder(text(lang, 'auth:fields.nicknamePlaceholder'));
    await expect(nickname).toHaveValue('Mira');
    const email = `welcome-${lang}-${Date.now()}@example.com`;
    await page.getByPlaceholder(text(lang, 'auth:fields.emailPlaceholder')).fill(email);
    clearMail(email);
    await page.getByRole('button', { name: text(lang, 'auth:sendCode') }).click();
    await page
      .getByPlaceholder(text(lang, 'auth:fields.codePlaceholder'))
      .fill(await readCode(email));
    await page
      .getByPlaceholder(text(lang, 'auth:fields.newPasswordPlaceholder'))
      .fill('welcome-42');
    await page
      .getByPlaceholder(text(lang, 'auth:fields.confirmPasswordPlaceholder'))
      .fill('welcome-42');
    await page.getByLabel(text(lang, 'auth:agreementParts.prefix')).check();
    await page.getByRole('button', { name: text(lang, 'auth:submit.register') }).click();

    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('.sl-home-greeting')).toContainText('Mira');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await page.request.get('/api/v2/personal/list', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const list = (await res.json()) as {
      data: { list: { nickname: string; relationship: string; birthDate: string }[] };
    };
    expect(list.data.list).toEqual([
      expect.objectContaining({
        nickname: 'Mira',
        relationship: 'A',
        birthDate: '1990-08-15',
        birthTime: '08:30',
      }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('birthDraft'))).toBeNull();
  });

  test(`the introduction can be skipped and is shown once (${lang}, 320 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openFresh(page, lang);
    await expect(page).toHaveURL(/#\/welcome$/);
    await page.screenshot({ path: `${SHOTS}/welcome-320-${lang}.png` });
    await page.getByRole('button', { name: text(lang, 'onboarding:skip') }).click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('.sl-home-greeting')).toBeVisible();
    await expectNothingCovering(page);
    await page.reload();
    await expect(page.locator('.sl-home-greeting')).toBeVisible();
    await expect(page).toHaveURL(/#\/$/);
    await page.goto('/#/user');
    await expect(page.locator('.sl-signin-card')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/user-320-${lang}.png` });
  });
}
