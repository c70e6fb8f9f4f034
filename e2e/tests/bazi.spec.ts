import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { text } from '../support/i18n';
import { memberWithPoints } from '../support/profile';
import { openAs, type Member } from '../support/session';

/**
 * 八字 end to end, one member per language with an own profile born in Shanghai (14 May 1992,
 * 10:30) and the redeem code's points: the screen from Explore (the pillars, elements, clocks,
 * settings, luck timeline, year and reading), the luck-pillar report unlocked, the way in from
 * the profile list, and Home's first-screen entry for Chinese. Screenshots at 390×844 in
 * BAZI_SHOTS.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.BAZI_SHOTS ?? '/tmp/bazi-shots';
mkdirSync(SHOTS, { recursive: true });
const NAME = 'Mei';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `bazi-${name}.png`), fullPage });

const member = (lang: 'en' | 'zh'): Promise<Member> => memberWithPoints(`bazi-${lang}`, NAME);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await member('en');
  members.zh = await member('zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the 八字 screen draws the pillars, clocks, luck and reading (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, members[lang]!, '/expore', lang);
    await page
      .getByRole('button', {
        name: new RegExp(text(lang, 'explore:cards.bazi.title').replace(/[()]/g, '\\$&')),
      })
      .click();
    await expect(page).toHaveURL(/#\/bazi$/);
    const table = page.getByRole('table', {
      name: text(lang, 'bazi:pillars.caption', { name: NAME }),
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    // 1992-05-14: a 壬申 year, the 乙巳 month opened by 立夏
    await expect(table.locator('tbody tr').nth(1).locator('td').first()).toContainText('壬');
    await expect(table.locator('.is-dm strong')).toHaveText(text(lang, 'bazi:pillars.dayMaster'));
    if (lang === 'en') await expect(table.locator('.sl-bz-gods')).toContainText(/[A-Z][a-z]+/);
    await expect(page.locator('.sl-bz-clocks')).toContainText('立夏');
    await shot(page, `top-${lang}`);
    // the whole screen, chart and timeline included, passes axe
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);

    // the clock setting changes which time the chart follows, and is kept
    const standard = page.getByRole('radio', { name: text(lang, 'bazi:settings.standard') });
    await standard.click();
    await expect(standard).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.sl-bz-clocks .is-used dt')).toContainText(
      text(lang, 'bazi:clocks.standard', { zone: 'Asia/Shanghai' }),
    );
    await page.reload();
    await expect(
      page.getByRole('radio', { name: text(lang, 'bazi:settings.standard') }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: text(lang, 'bazi:settings.trueSolar') }).click();
    await expect(page.locator('.sl-bz-clocks .is-used dt')).toContainText(
      text(lang, 'bazi:clocks.trueSolar'),
    );
    await page.locator('.sl-bz-settings').scrollIntoViewIfNeeded();
    await shot(page, `clocks-${lang}`);

    const timeline = page.getByRole('list', { name: text(lang, 'bazi:luck.list') });
    await expect(timeline.locator('li')).toHaveCount(8);
    await expect(timeline.locator('li[aria-current="step"]')).toHaveCount(1);
    await page.locator('.sl-bz-luck').scrollIntoViewIfNeeded();
    await shot(page, `luck-${lang}`);
    // 流年 year by year: this year and the coming nine
    await expect(page.locator('.sl-bz-year-list li')).toHaveCount(10);
    await page.locator('.sl-bz-years').scrollIntoViewIfNeeded();
    await shot(page, `years-${lang}`);

    const sections = page.locator('.sl-bz-section');
    await expect(sections).toHaveCount(5);
    await sections.first().scrollIntoViewIfNeeded();
    await shot(page, `reading-${lang}`);
    await shot(page, `full-${lang}`, true);
    expect(errors).toEqual([]);
  });

  test(`the luck-pillar report unlocks with points (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/bazi', lang);
    const unlock = page.getByRole('button', {
      name: text(lang, 'bazi:report.unlock', { price: 120 }),
    });
    await unlock.scrollIntoViewIfNeeded();
    await shot(page, `locked-${lang}`);
    await unlock.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.costReport', { cost: 120 })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    const decades = page.locator('.sl-bz-decade');
    await expect(decades).toHaveCount(8, { timeout: 15_000 });
    await expect(unlock).toHaveCount(0);
    await expect(page.locator('.sl-bz-decade.is-current')).toHaveCount(1);
    await page.locator('.sl-bz-decade.is-current').scrollIntoViewIfNeeded();
    await shot(page, `report-${lang}`);
    await page.reload();
    await expect(page.locator('.sl-bz-decade')).toHaveCount(8);
  });

  test(`each profile leads to its 八字, and Home to the screen in Chinese (${lang})`, async ({
    page,
  }) => {
    await openAs(page, members[lang]!, '/archives', lang);
    await page
      .getByRole('button', { name: text(lang, 'archives:list.bazi', { name: NAME }) })
      .click();
    await expect(page).toHaveURL(/#\/bazi\?profileId=\d+$/);
    await expect(
      page.getByRole('table', { name: text(lang, 'bazi:pillars.caption', { name: NAME }) }),
    ).toBeVisible();

    await openAs(page, members[lang]!, '/', lang);
    const entry = page.getByRole('button', { name: new RegExp(text('zh', 'bazi:entry.title')) });
    if (lang === 'en') {
      await expect(page.locator('.sl-home-fortune')).toBeVisible();
      await expect(entry).toHaveCount(0);
      return;
    }
    await expect(entry).toBeVisible();
    await shot(page, `home-entry-${lang}`);
    await entry.click();
    await expect(page).toHaveURL(/#\/bazi$/);
    await expect(page.locator('.sl-bz-table')).toBeVisible();
  });
}
