import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { text } from '../support/i18n';
import { memberWithProfile } from '../support/profile';
import { openAs, type Member } from '../support/session';

/**
 * The solar return end to end, one member per language with an own profile born in Shanghai:
 * the screen from Explore (the moment, the place, the wheel, the headline), another place
 * chosen and remembered, next year's return, the year's themes unlocked with the welcome
 * points, Home's entry, and the natal report's progressed Moon and link. Screenshots at
 * 390×844 in SOLAR_RETURN_SHOTS.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.SOLAR_RETURN_SHOTS ?? '/tmp/solar-return-shots';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `solar-return-${name}.png`), fullPage });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await memberWithProfile('solar-en');
  members.zh = await memberWithProfile('solar-zh');
});

const YEAR = new Date().getFullYear();

for (const lang of ['en', 'zh'] as const) {
  test(`the solar return shows the year's moment, place, wheel and tone (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, members[lang]!, '/expore', lang);
    await page
      .getByRole('button', { name: new RegExp(text(lang, 'explore:cards.solarReturn.title')) })
      .click();
    await expect(page).toHaveURL(/#\/solarReturn$/);
    const moment = page.getByTestId('solar-return-moment');
    await expect(moment).toBeVisible();
    await expect(moment).toContainText(String(YEAR));
    await expect(page.getByTestId('solar-return-place')).toContainText(
      lang === 'zh' ? '上海' : 'Shanghai',
    );
    await expect(page.locator('.sl-sr-wheel svg')).toBeVisible();
    await expect(page.locator('.sl-sr-reading h2').first()).toHaveText(
      lang === 'zh' ? `你的${YEAR}年太阳回归` : `Your ${YEAR} solar return`,
    );
    await shot(page, `${lang}`);
    await shot(page, `${lang}-full`, true);
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);

    // spending the birthday in Paris: the place is kept for the year, the moment stays
    const before = await moment.textContent();
    await page.getByRole('button', { name: text(lang, 'cycles:place.change') }).click();
    await page.getByRole('searchbox').fill('Paris');
    await page
      .locator('.sl-place-row')
      .filter({ hasText: lang === 'zh' ? '巴黎' : 'Paris' })
      .first()
      .click();
    await expect(page.getByTestId('solar-return-place')).toContainText(
      lang === 'zh' ? '巴黎' : 'Paris',
    );
    await expect(moment).toHaveText(before!);
    await page.reload();
    await expect(page.getByTestId('solar-return-place')).toContainText(
      lang === 'zh' ? '巴黎' : 'Paris',
    );
    await shot(page, `${lang}-paris`);

    // next year's return
    await page.getByRole('radio', { name: String(YEAR + 1) }).click();
    await expect(moment).toContainText(String(YEAR + 1));

    // the year's themes, paid with the welcome points
    await page.getByRole('radio', { name: String(YEAR) }).click();
    await expect(moment).toContainText(String(YEAR));
    await page
      .getByRole('button', { name: text(lang, 'cycles:themes.unlockPrice', { price: 45 }) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.costReport', { cost: 45 })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(page.locator('.sl-sr-themes')).toBeVisible();
    await expect(page.locator('.sl-sr-themes p').first()).not.toBeEmpty();
    await shot(page, `${lang}-themes`, true);
    expect(errors).toEqual([]);
  });

  test(`Home's entry opens the solar return (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/', lang);
    const entry = page.getByRole('button', {
      name: new RegExp(text(lang, 'cycles:entry.title')),
    });
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/#\/solarReturn$/);
    await expect(page.getByTestId('solar-return-moment')).toBeVisible();
  });

  test(`the natal report shows the progressed Moon and leads to the solar return (${lang})`, async ({
    page,
  }) => {
    await openAs(page, members[lang]!, '/natalChartReport', lang);
    const block = page.getByTestId('progressed-moon');
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.sl-pm-now')).toHaveText(
      lang === 'zh' ? /^你的推运月亮/ : /^Your progressed Moon is in/,
    );
    await expect(block.locator('.sl-pm-next')).toBeVisible();
    await block.screenshot({ path: path.join(SHOTS, `progressed-${lang}.png`) });
    await shot(page, `progressed-page-${lang}`);
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);
    const link = page.getByRole('button', { name: text(lang, 'cycles:natalLink') });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/#\/solarReturn$/);
  });
}
