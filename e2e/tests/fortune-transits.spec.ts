import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { text } from '../support/i18n';
import { memberWithProfile } from '../support/profile';
import { api, openAs, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * Today's fortune tells the transits calendar's story, one member per language born in
 * Shanghai: the day's transits are the calendar's entries in orb today (the same titles), the
 * reading leads with the first one, the list leads on to the calendar; a Chinese fortune adds
 * the day's 日柱 line, an English one does not. Screenshots at 390×844 in FORTUNE_SHOTS.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.FORTUNE_SHOTS ?? '/tmp/fortune-shots';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `fortune-${name}.png`), fullPage });

interface Entry {
  title: string;
  text: string[];
  exact: string;
  enters: string;
  leaves: string;
  exactToday: boolean;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await memberWithProfile('fortune-en');
  members.zh = await memberWithProfile('fortune-zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`today's fortune lists the calendar's transits in orb today (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const member = members[lang]!;
    const calendar = await api<{ events: Entry[] }>(
      'astro/transits',
      { days: 90, lang },
      member.token,
    );
    expect(calendar.code).toBe(200);
    // the fortune the screen asks for (the device's date)
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/fortune'));
    await openAs(page, member, '/todayFortune', lang);
    const fortune = (await (await answered).json()) as {
      data: { transits: Entry[]; texts: { overall: string } };
    };
    const titles = fortune.data.transits.map((e) => e.title);
    // each of them still in orb is the calendar's, word for word
    const listed = calendar.data.events.map((c) => `${c.title} ${c.exact} ${c.text.join('')}`);
    for (const e of fortune.data.transits)
      if (Date.parse(e.leaves) > Date.now())
        expect(listed).toContain(`${e.title} ${e.exact} ${e.text.join('')}`);
    await expect(
      page.getByRole('heading', { name: text(lang, 'astrology:fortune.overall') }),
    ).toBeVisible();
    const overall = page.locator('.sl-fortune-overall-text');
    if (fortune.data.transits[0])
      await expect(overall).toContainText(fortune.data.transits[0].text[0]!);
    await settled(page);
    await shot(page, `top-${lang}`);

    const pillar = page.locator('.sl-fortune-pillar');
    if (lang === 'zh') {
      await expect(pillar.getByRole('heading')).toHaveText(/^今日日柱：[甲乙丙丁戊己庚辛壬癸]/);
      await expect(pillar.locator('p')).toContainText('对你的日主');
      await pillar.scrollIntoViewIfNeeded();
      await shot(page, `pillar-${lang}`);
    } else await expect(pillar).toHaveCount(0);

    const heading = page.getByRole('heading', {
      name: text(lang, 'astrology:fortune.transitsTitle'),
    });
    await heading.scrollIntoViewIfNeeded();
    const items = page.locator('.sl-transits li .sl-transit-text');
    await expect(items).toHaveText(titles);
    const link = page.getByRole('link', { name: text(lang, 'astrology:fortune.transitsCalendar') });
    await link.scrollIntoViewIfNeeded();
    await settled(page);
    await shot(page, `transits-${lang}`);
    await shot(page, `full-${lang}`, true);
    // the new list, link and 日柱 card pass axe with the rest of the screen
    expect(await axeFindings(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/#\/transits$/);
    await expect(page.locator('.sl-tc-event').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
