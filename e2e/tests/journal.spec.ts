import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { openAs, registerMember, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * The reading journal end to end: a one-card reading, a note on it with a mood and a tag, the
 * note found on /journal by search and by tag, and the reading opened again from the history
 * with its note, in both languages; the empty journal first.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await registerMember('journal-en');
  members.zh = await registerMember('journal-zh');
});

const words = {
  en: { question: 'What do I need to know today?', note: 'Lighthouse calm', tag: 'morning' },
  zh: { question: '今天我需要知道什么？', note: '灯塔般的平静', tag: '清晨' },
};

/** A one-card draw to its face-up card. */
async function drawOneCard(page: Page, lang: 'en' | 'zh') {
  await page
    .getByPlaceholder(text(lang, 'tarot:ask.placeholder.single'))
    .fill(words[lang].question);
  await page.getByRole('button', { name: text(lang, 'tarot:ask.shuffle') }).click();
  const label = text(lang, lang === 'en' ? 'tarot:fan.label_one' : 'tarot:fan.label_other', {
    count: 1,
  });
  const fan = page.getByRole('listbox', { name: label });
  await expect(fan).toBeVisible({ timeout: 10_000 });
  await settled(page, fan);
  // the fan is one tab stop: its current card takes focus, the arrows walk on, Enter picks
  const current = fan.locator('[role="option"][tabindex="0"]');
  await current.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const revealAll = page.getByRole('button', { name: text(lang, 'tarot:reading.revealAll') });
  await expect(revealAll).toBeVisible({ timeout: 15_000 });
  await settled(page); // the card has flown in
  await revealAll.click();
  await expect(page.getByText(text(lang, 'tarot:reading.tapHint'))).toBeVisible();
}

for (const lang of ['en', 'zh'] as const) {
  test(`a note on a reading, found in the journal and seen again on the reading (${lang})`, async ({
    page,
  }) => {
    const w = words[lang];
    // My leads to the journal, empty at first
    await openAs(page, members[lang]!, '/user', lang);
    await page.getByText(text(lang, 'profile:menu.journal')).click();
    await expect(page.getByText(text(lang, 'journal:empty.title'))).toBeVisible();
    await shot(page, `journal-empty-${lang}`);

    await page.goto('/#/drawingCards?spread=single');
    await drawOneCard(page, lang);
    await page.getByRole('button', { name: text(lang, 'journal:note.add') }).click();
    const sheet = page.locator('.sl-journal-sheet');
    await expect(
      sheet.getByRole('heading', { name: text(lang, 'journal:editor.title') }),
    ).toBeVisible();
    await sheet.getByRole('button', { name: text(lang, 'journal:moods.hopeful') }).click();
    const tagField = sheet.getByPlaceholder(text(lang, 'journal:editor.tagPlaceholder'));
    await tagField.fill(w.tag);
    await tagField.press('Enter');
    await sheet.getByPlaceholder(text(lang, 'journal:editor.notePlaceholder')).fill(w.note);
    await settled(page, sheet); // the sheet has slid in
    await shot(page, `journal-sheet-${lang}`);
    await sheet.getByRole('button', { name: text(lang, 'journal:editor.save') }).click();
    const note = page.getByRole('region', { name: text(lang, 'journal:note.region') });
    await expect(note.getByText(w.note)).toBeVisible();
    await expect(note.getByText(`#${w.tag}`)).toBeVisible();

    // the journal finds it by words and by tag
    await page.goto('/#/journal');
    const search = page.getByPlaceholder(text(lang, 'journal:filters.search'));
    await search.fill(lang === 'en' ? 'no such words' : '没有这些字');
    await expect(page.getByText(text(lang, 'journal:list.noMatch'))).toBeVisible();
    await search.fill(w.note.slice(0, 4));
    await expect(page.getByText(w.note)).toBeVisible();
    await search.fill('');
    await page
      .getByRole('group', { name: text(lang, 'journal:filters.tag') })
      .getByRole('button', { name: `#${w.tag}` })
      .click();
    await expect(page.getByText(w.note)).toBeVisible();
    await expect(page.getByText(w.question)).toBeVisible();
    await settled(page);
    await shot(page, `journal-list-${lang}`);

    // the reading opened again from the history shows what was noted then
    await page.goto('/#/drawingCards?spread=single');
    await page.getByRole('button', { name: text(lang, 'tarot:history.short') }).click();
    await page.getByText(w.question).first().click();
    await expect(page.getByText(text(lang, 'tarot:reading.tapHint'))).toBeVisible({
      timeout: 10_000,
    });
    const again = page.getByRole('region', { name: text(lang, 'journal:note.region') });
    await expect(again.getByText(w.note)).toBeVisible();
    await expect(again.getByText(text(lang, 'journal:moods.hopeful'))).toBeVisible();
    await again.scrollIntoViewIfNeeded();
    await shot(page, `journal-reading-${lang}`);
  });
}
