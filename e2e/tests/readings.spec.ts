import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { openAs, registerMember, type Member } from '../support/session';

/**
 * Readings end to end: the answers book, a zodiac-dice roll with its streamed reading, and a
 * Celtic-cross tarot reading from the question to the streamed full reading, in both languages.
 */
let member!: Member;
const open = (page: Page, hash: string, lang: 'en' | 'zh') => openAs(page, member, hash, lang);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  member = await registerMember('readings');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the answers book opens on an answer (${lang})`, async ({ page }) => {
    await open(page, '/answersBook', lang);
    await expect(page.getByText(text(lang, 'answers:ask.heading'))).toBeVisible();
    await shot(page, `answers-1-${lang}`);
    await page.getByRole('button', { name: text(lang, 'answers:ask.ready') }).click();
    const book = page.getByRole('button', { name: text(lang, 'answers:hold.button') });
    await expect(book).toBeVisible();
    await shot(page, `answers-2-${lang}`);
    // press and hold until the ring is full
    const box = (await book.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(1900);
    await page.mouse.up();
    await expect(page.getByText(text(lang, 'answers:answer.heading'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: text(lang, 'answers:answer.again') }),
    ).toBeVisible();
    await page.waitForTimeout(1200); // the page turn
    await shot(page, `answers-3-${lang}`);
  });

  test(`zodiac dice: a roll and its streamed reading (${lang})`, async ({ page }) => {
    await open(page, '/drawingDice', lang);
    const question =
      lang === 'en' ? 'How can I grow at work this month?' : '这个月我在工作上如何成长？';
    await page.getByPlaceholder(text(lang, 'dice:question.placeholder')).fill(question);
    await page.getByRole('button', { name: text(lang, 'dice:roll') }).click();
    await expect(page.getByText(text(lang, 'dice:tapHint'))).toBeVisible({ timeout: 10_000 });
    await shot(page, `dice-roll-${lang}`);
    await page.getByRole('button', { name: text(lang, 'dice:read') }).click();
    // the deduction dialog says this one uses a free reading of the day
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text(lang, 'wallet:deduction.freeToday'))).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(page.getByRole('button', { name: text(lang, 'dice:another') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await shot(page, `dice-reading-${lang}`);
  });
}
