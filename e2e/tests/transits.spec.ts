import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { memberWithProfile } from '../support/profile';
import { openAs, type Member } from '../support/session';

/**
 * The transits calendar end to end, one member per language with an own profile born in
 * Shanghai: the screen from Explore, its weekly list with texts, the 90-day view, and the ways
 * in from Home and from the natal report. Screenshots at 390×844 in TRANSITS_SHOTS.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.TRANSITS_SHOTS ?? '/tmp/transits-shots';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `transits-${name}.png`), fullPage });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await memberWithProfile('transits-en');
  members.zh = await memberWithProfile('transits-zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the transits calendar lists the weeks ahead with texts (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, members[lang]!, '/expore', lang);
    await page
      .getByRole('button', { name: new RegExp(text(lang, 'explore:cards.transits.title')) })
      .click();
    await expect(page).toHaveURL(/#\/transits$/);
    await expect(
      page.getByText(text(lang, 'transits:screens.transits'), { exact: true }).first(),
    ).toBeVisible();
    const events = page.locator('.sl-tc-event');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeGreaterThan(3);
    const first = events.first();
    await expect(first.locator('h3')).toHaveText(lang === 'zh' ? /^行运/ : /your/);
    await expect(first.locator('.sl-tc-text')).not.toBeEmpty();
    await expect(page.locator('.sl-tc-week').first()).toBeVisible();
    await shot(page, `30-${lang}`);
    await shot(page, `30-${lang}-full`, true);
    await page.locator('.sl-tc-week').nth(2).scrollIntoViewIfNeeded();
    await shot(page, `30-${lang}-weeks`);

    const thirty = await events.count();
    await page.getByText(text(lang, 'transits:range.days90'), { exact: true }).click();
    await expect.poll(() => events.count()).toBeGreaterThan(thirty);
    await shot(page, `90-${lang}`);
    expect(errors).toEqual([]);
  });

  test(`Home's entry opens the transits calendar (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/', lang);
    const entry = page.getByRole('button', {
      name: new RegExp(text(lang, 'transits:entry.title')),
    });
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeVisible();
    await shot(page, `home-entry-${lang}`);
    await entry.click();
    await expect(page).toHaveURL(/#\/transits$/);
    await expect(page.locator('.sl-tc-event').first()).toBeVisible();
  });

  test(`the natal report leads on to the transits calendar (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/natalChartReport', lang);
    const link = page.getByRole('button', { name: text(lang, 'transits:natalLink') });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/#\/transits$/);
    await expect(page.locator('.sl-tc-event').first()).toBeVisible();
  });
}
