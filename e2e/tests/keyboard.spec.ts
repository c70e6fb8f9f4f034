import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { text } from '../support/i18n';
import { E2E_PORT } from '../support/env';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * Keyboard only, at 390 × 844: Tab reaches what is needed and Enter, Space or Escape does the
 * rest. The answers book is held with Space, the profile sheet opens, keeps focus inside,
 * closes on Escape and gives focus back to its chip, tarot cards are drawn from the fan, and the
 * focus ring is photographed in both languages.
 */
const SHOTS = process.env.DETAILS_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const API = `http://127.0.0.1:${E2E_PORT}/api/v2`;
type Lang = 'en' | 'zh';

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 40, back = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });

async function memberWithTwoProfiles(lang: Lang): Promise<Member> {
  const member = await registerMember(`keyboard-${lang}`);
  const res = await fetch(`${API}/personal/subRegion?q=Shanghai&lang=en`);
  const place = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  const person = (nickname: string, relationship: string, date: string) => ({
    nickname,
    relationship,
    gender: 2,
    birthDate: date,
    birthTime: '07:30',
    birthPlaceId: place,
    residencePlaceId: place,
  });
  expect((await api('personal/add', person('Lei', 'A', '1990-08-02'), member.token)).code).toBe(
    200,
  );
  const friend = person('Mei', 'B', '1992-05-14');
  expect((await api('personal/add/relation', friend, member.token)).code).toBe(200);
  return member;
}

/** One member per language, with two profiles (Lei, the own one, and Mei). */
const members: Partial<Record<Lang, Member>> = {};
const memberFor = async (lang: Lang) => (members[lang] ??= await memberWithTwoProfiles(lang));

for (const lang of ['en', 'zh'] as const) {
  test(`the answers book with the keyboard alone (${lang})`, async ({ page }) => {
    await openAs(page, await memberFor(lang), '/answersBook', lang);
    const question = page.getByPlaceholder(text(lang, 'answers:ask.placeholder'));
    await tabTo(page, question);
    await page.keyboard.type(lang === 'zh' ? '我该换工作吗？' : 'Should I change jobs?');
    await tabTo(page, page.getByRole('button', { name: text(lang, 'answers:ask.ready') }));
    await page.keyboard.press('Enter');

    // the book is held with Space until the ring is full
    const book = page.getByRole('button', { name: text(lang, 'answers:hold.button') });
    await tabTo(page, book);
    await page.keyboard.down(' ');
    // the book opens on its own once the hold is complete, while the key is still down
    await expect(page.getByText(text(lang, 'answers:answer.heading'))).toBeVisible();
    await page.keyboard.up(' ');
  });

  test(`the profile sheet traps focus, closes on Escape, gives focus back (${lang})`, async ({
    page,
  }) => {
    await openAs(page, await memberFor(lang), '/todayFortune', lang);
    const chip = page.getByRole('button', {
      name: text(lang, 'astrology:profile.switch', { name: 'Lei' }),
    });
    await tabTo(page, chip);
    await page.keyboard.press('Enter');

    const sheet = page.getByRole('dialog', { name: text(lang, 'astrology:profile.choose') });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet).toBeFocused();
    // Tab goes round the sheet's own buttons and never behind it
    const names = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      names.add(await focusedName(page));
    }
    expect(names).toContain(text(lang, 'astrology:profile.manage'));
    expect(names).toContain(text(lang, 'common:actions.cancel'));
    // the open dialog, and the page hidden behind it, pass axe as every screen does
    const violations = await axeViolations(page);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(chip).toBeFocused();

    // again, and Enter on the friend's profile switches to it
    await page.keyboard.press('Enter');
    await expect(sheet).toBeFocused();
    const mei = sheet.getByRole('button', { name: /Mei/ });
    await tabTo(page, mei, 8);
    await page.keyboard.press('Enter');
    const meiChip = page.getByRole('button', {
      name: text(lang, 'astrology:profile.switch', { name: 'Mei' }),
    });
    await expect(meiChip).toBeVisible();
    await expect(sheet).toBeHidden();
  });
}

test('tarot cards are drawn from the fan with the keyboard', async ({ page }) => {
  await openAs(page, await memberFor('en'), '/drawingCards', 'en');
  const field = page.locator('textarea');
  await tabTo(page, field);
  await page.keyboard.type('What should I focus on this month?');
  await tabTo(page, page.getByRole('button', { name: text('en', 'tarot:ask.shuffle') }));
  await page.keyboard.press('Enter');
  const fan = page.getByRole('listbox', {
    name: text('en', 'tarot:fan.label_other', { count: 3 }),
  });
  await expect(fan).toBeVisible({ timeout: 10_000 });
  // Tab into the fan (one tab stop), pick a card, walk on with the arrows and pick again
  await tabTo(page, fan.locator('[role="option"][tabindex="0"]'));
  for (let picks = 1; picks <= 3; picks++) {
    await page.keyboard.press('Enter');
    if (picks < 3) for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  }
  const revealAll = page.getByRole('button', { name: text('en', 'tarot:reading.revealAll') });
  await expect(revealAll).toBeVisible({ timeout: 15_000 });
  // the fan has gone: focus waits on the spread's heading, not at the top of the page
  await expect(page.locator('#sl-tarot-spread')).toBeFocused();
  await tabTo(page, revealAll, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text('en', 'tarot:reading.briefTitle'))).toBeVisible();
  await expect(page.locator('#sl-tarot-spread')).toBeFocused();
});

for (const lang of ['en', 'zh'] as const) {
  test(`the focus ring is visible on buttons, entries and the tab bar (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/#/');
    const primary = page.locator('.adm-button-primary:visible').first();
    await tabTo(page, primary);
    const ring = await primary.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).toBe('solid');
    await page.screenshot({ path: `${SHOTS}/keyboard-button-${lang}.png` });
    const explore = page.getByRole('link', { name: text(lang, 'common:tabs.explore') });
    // from the end of the page backwards: the tab bar is the last thing in the tab order
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, explore, 5, true);
    await expect(explore).toHaveAttribute('role', 'link');
    await page.screenshot({ path: `${SHOTS}/keyboard-tabbar-${lang}.png` });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/expore/);
  });
}
