import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { memberWithPoints } from '../support/profile';
import { openAs, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * Astrology end to end, one member per language with an own profile born in Shanghai: Home's
 * fortune card, today's fortune, the natal chart with its wheel and tables, unlocking the
 * natal report with redeemed points, today's in-depth report and the free sample.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const NICKNAME = 'Mei';
const SHOTS = process.env.ASTRO_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });

const open = (page: Page, hash: string, lang: 'en' | 'zh') =>
  openAs(page, members[lang]!, hash, lang);
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `astro-${name}.png`), fullPage });

/** A member with their own profile and the redeem code's points. */
const astrologer = (lang: 'en' | 'zh'): Promise<Member> =>
  memberWithPoints(`astro-${lang}`, NICKNAME);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await astrologer('en');
  members.zh = await astrologer('zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`Home's fortune card leads to today's fortune (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await open(page, '/', lang);
    const card = page.locator('.sl-home-fortune');
    await expect(card.getByText(text(lang, 'astrology:home.title'), { exact: true })).toBeVisible();
    await expect(card.locator('.sl-home-fortune-value').first()).toHaveText(/^\d+$/);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `home-fortune-${lang}`);
    await card.getByRole('button').click();
    await expect(page).toHaveURL(/#\/todayFortune$/);
    await expect(
      page.getByRole('heading', { name: text(lang, 'astrology:fortune.overall') }),
    ).toBeVisible();
    for (const d of ['emotions', 'health', 'wealth', 'career'])
      await expect(
        page
          .locator('.sl-fortune-dims')
          .getByRole('heading', { name: text(lang, `astrology:fortune.dims.${d}`) }),
      ).toBeVisible();
    // the day's own sky: the Moon's sign and phase, and what moved the scores
    await expect(
      page.getByRole('heading', { name: text(lang, 'astrology:fortune.skyTitle') }),
    ).toBeVisible();
    await expect(page.locator('.sl-fortune-overall-text')).toContainText(
      lang === 'zh' ? '月' : 'Moon',
    );
    await expect(page.locator('.sl-chart svg').first()).toBeVisible();
    await expect(page.locator('.sl-single-part')).toHaveCount(6, { timeout: 15_000 });
    await settled(page);
    await shot(page, `todayFortune-${lang}`, true);
    expect(errors).toEqual([]);
  });

  test(`the natal chart, and unlocking its report with points (${lang})`, async ({ page }) => {
    await open(page, '/natalChartReport', lang);
    const wheel = page.getByRole('img', {
      name: text(lang, 'reports:wheel.label', { name: NICKNAME }),
    });
    await expect(wheel).toBeVisible();
    await expect(wheel.locator('.sl-wheel-planet-glyph')).toHaveCount(10);
    await expect(
      page.getByRole('table', { name: text(lang, 'reports:tables.planets') }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: text(lang, 'reports:tables.houses') }),
    ).toBeVisible();
    const unlock = page.getByRole('button', {
      name: text(lang, 'reports:natal.unlockPrice', { price: 120 }),
    });
    await expect(unlock).toBeVisible();
    await shot(page, `natalChartReport-wheel-${lang}`);
    await shot(page, `natalChartReport-locked-${lang}`, true);

    await unlock.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.costReport', { cost: 120 })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(
      page.getByRole('button', { name: text(lang, 'reports:natal.openReader') }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(unlock).toHaveCount(0);
    await expect.poll(() => page.locator('.sl-report-section').count()).toBeGreaterThan(1);
    await expect(dialog).toHaveCount(0);
    await settled(page);
    await shot(page, `natalChartReport-unlocked-${lang}`, true);

    // the report reader, a section at a time
    await page.getByRole('button', { name: text(lang, 'reports:natal.openReader') }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await shot(page, `interpretationReport-${lang}`);
  });

  test(`today's in-depth report and the sample report (${lang})`, async ({ page }) => {
    await open(page, '/horoscopeReport', lang);
    await page.getByRole('button', { name: text(lang, 'reports:horoscope.action') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    await settled(page);
    await shot(page, `horoscopeReport-${lang}`, true);

    await page.goto('/#/foldTogetherExample');
    await expect(page.locator('.sl-wheel')).toBeVisible();
    await expect.poll(() => page.locator('.sl-report-section').count()).toBeGreaterThan(1);
    await shot(page, `foldTogetherExample-${lang}`, true);
  });
}
