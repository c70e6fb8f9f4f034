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
// the device in UTC, the member at home in Shanghai: a moment after 16:00 UTC is a day later there
test.use({ timezoneId: 'UTC' });

/** A moment's calendar day (YYYY-MM-DD) in a zone. */
const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** A moment as the calendar writes it in a zone: "14 Dec 2026, 02:30" / "2026年12月14日 02:30". */
const momentIn = (iso: string, zone: string, lang: 'en' | 'zh') =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));

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
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/astro/transits'));
    await page.getByText(text(lang, 'transits:range.days90'), { exact: true }).click();
    const ninety = (await (await answered).json()) as {
      data: { zone: string; events: { title: string; exact: string }[] };
    };
    await expect.poll(() => events.count()).toBeGreaterThan(thirty);
    await shot(page, `90-${lang}`);
    // each exact moment reads in the member's zone (Shanghai), also where the device's day differs
    expect(ninety.data.zone).toBe('Asia/Shanghai');
    const differing = ninety.data.events.filter(
      (e) => dayIn(e.exact, 'Asia/Shanghai') !== dayIn(e.exact, 'UTC'),
    );
    expect(differing.length).toBeGreaterThan(0);
    for (const e of differing.slice(0, 3)) {
      const item = events.filter({
        has: page.getByRole('heading', { name: e.title, exact: true }),
      });
      const exact = text(lang, 'transits:exact', {
        time: momentIn(e.exact, 'Asia/Shanghai', lang),
      });
      await expect(item.getByText(exact, { exact: false }).first()).toBeVisible();
      const device = text(lang, 'transits:exact', { time: momentIn(e.exact, 'UTC', lang) });
      await expect(item.getByText(device, { exact: false })).toHaveCount(0);
    }
    // and the screen says so, since this device's clock reads otherwise
    await expect(page.locator('.sl-tc-zone')).toContainText('UTC+08:00');
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
