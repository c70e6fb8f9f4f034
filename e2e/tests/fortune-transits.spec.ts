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
// the device in UTC, the member at home in Shanghai: a moment after 16:00 UTC is a day later there
test.use({ timezoneId: 'UTC' });

const HOME = 'Asia/Shanghai';
/** A moment's calendar day (YYYY-MM-DD) in a zone. */
const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));
/** A moment's date as the list writes it: "5 Dec 2026" / "2026年12月5日". */
const listDate = (iso: string, zone: string, lang: 'en' | 'zh') =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: zone,
  }).format(new Date(iso));
/** A moment's date as the reading's opening writes it: "December 5" / "12月5日". */
const leadDate = (iso: string, zone: string, lang: 'en' | 'zh') =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  }).format(new Date(iso));

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A day of the weeks ahead whose fortune lists a transit exact on another day, at a moment
 * that falls on different dates in UTC and in Shanghai: the first transit (the one the reading
 * opens with) when some day has it so, else any.
 */
async function dayWithZoneSplit(member: Member, lang: 'en' | 'zh') {
  const today = new Date().toISOString().slice(0, 10);
  let any: { date: string; index: number } | null = null;
  for (let k = 0; k < 24; k += 1) {
    const date = addDays(today, k);
    const res = await api<{ transits: Entry[] }>('fortune', { date, lang }, member.token);
    expect(res.code).toBe(200);
    const index = res.data.transits.findIndex(
      (e) => !e.exactToday && dayIn(e.exact, HOME) !== dayIn(e.exact, 'UTC'),
    );
    if (index === 0) return { date, index };
    if (index > 0 && !any) any = { date, index };
  }
  return any;
}

test.beforeAll(async () => {
  members.en = await memberWithProfile('fortune-en');
  members.zh = await memberWithProfile('fortune-zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the fortune dates its transits in the member's zone, opening and list alike (${lang})`, async ({
    page,
  }) => {
    const member = members[lang]!;
    const found = await dayWithZoneSplit(member, lang);
    expect(found).not.toBeNull();
    const { date, index } = found!;
    // the device's day is that day (06:00 UTC is 14:00 the same day in Shanghai)
    await page.clock.setFixedTime(new Date(`${date}T06:00:00Z`));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/fortune'));
    await openAs(page, member, '/todayFortune', lang);
    const fortune = (await (await answered).json()) as {
      data: { date: string; zone: string; transits: Entry[] };
    };
    expect(fortune.data.date).toBe(date);
    expect(fortune.data.zone).toBe(HOME);
    const e = fortune.data.transits[index]!;
    const line = page.locator('.sl-transits li').nth(index).locator('.sl-weak');
    await line.scrollIntoViewIfNeeded();
    await expect(line).toContainText(
      text(lang, 'astrology:fortune.exactOn', { date: listDate(e.exact, HOME, lang) }),
    );
    await expect(line).not.toContainText(listDate(e.exact, 'UTC', lang));
    await expect(page.locator('.sl-transits-zone')).toContainText('UTC+08:00');
    if (index === 0) {
      // the opening names the same day as the list
      const overall = page.locator('.sl-fortune-overall-text');
      await expect(overall).toContainText(leadDate(e.exact, HOME, lang));
      await expect(overall).not.toContainText(leadDate(e.exact, 'UTC', lang));
    }
    await settled(page);
    await shot(page, `zone-${lang}`);
  });

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
