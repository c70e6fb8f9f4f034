import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { openAs, registerMember, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * Readings end to end: the answers book, a zodiac-dice roll with its streamed reading, and a
 * Celtic-cross tarot reading from the question to the streamed full reading, in both languages.
 */
/** One member per language, so each has its own three free readings of the day. */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const open = (page: Page, hash: string, lang: 'en' | 'zh') =>
  openAs(page, members[lang]!, hash, lang);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await registerMember('readings-en');
  members.zh = await registerMember('readings-zh');
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
    // the book opens on its own once the hold is complete, while the finger is still down
    await expect(page.getByText(text(lang, 'answers:answer.heading'))).toBeVisible();
    await page.mouse.up();
    await expect(
      page.getByRole('button', { name: text(lang, 'answers:answer.again') }),
    ).toBeVisible();
    await settled(page); // the page has turned
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

  test(`a Celtic-cross reading from question to streamed full reading (${lang})`, async ({
    page,
  }) => {
    await open(page, '/drawingTenCards', lang);
    const question =
      lang === 'en'
        ? 'What do I need to understand about my career?'
        : '我现在对事业需要明白什么？';
    await page.getByPlaceholder(text(lang, 'tarot:ask.placeholder.celticCross')).fill(question);
    await shot(page, `tarot-ask-${lang}`);
    await page.getByRole('button', { name: text(lang, 'tarot:ask.shuffle') }).click();
    const fan = page.getByRole('listbox', {
      name: text(lang, 'tarot:fan.label_other', { count: 10 }),
    });
    await expect(fan).toBeVisible({ timeout: 10_000 });
    // one tap in the middle of the fan picks the card under the finger …
    await settled(page, fan);
    const box = (await fan.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.45);
    await expect(
      page.getByText(text(lang, 'tarot:fan.counter', { picked: 1, total: 10 })),
    ).toBeVisible();
    // … and the rest are picked with the keyboard: the fan is one tab stop, walked with the
    // arrow keys, a card picked with Enter or Space
    await expect(fan.locator('[role="option"][tabindex="0"]')).toHaveCount(1);
    await fan.locator('[role="option"][tabindex="0"]').focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 9; i++) {
      for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press(i % 2 ? 'Enter' : ' ');
      if (i === 3) await shot(page, `tarot-fan-${lang}`);
    }
    // the cards arrive face down; turning them all over brings the brief
    const revealAll = page.getByRole('button', { name: text(lang, 'tarot:reading.revealAll') });
    await expect(revealAll).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(text(lang, 'tarot:reading.briefTitle'))).toHaveCount(0);
    await settled(page); // the cards have flown in
    await revealAll.click();
    await expect(page.getByText(text(lang, 'tarot:reading.tapHint'))).toBeVisible();
    await expect(page.getByText(text(lang, 'tarot:reading.briefTitle'))).toBeVisible();
    await settled(page); // the cards have turned over
    await shot(page, `tarot-layout-${lang}`);
    await page.getByRole('button', { name: text(lang, 'tarot:reading.fullAction') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text(lang, 'wallet:deduction.freeToday'))).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    // the full reading streams in: its advice section closes it
    const advice = lang === 'en' ? 'Advice' : '建议';
    await expect(page.getByRole('heading', { name: advice })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settled(page);
    await shot(page, `tarot-reading-${lang}`);
  });
}
