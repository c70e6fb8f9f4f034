import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_REDEEM_CODE } from '../support/env';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * The AI companions end to end, one member per language: the chat tab with the three
 * companions; a conversation with Mira (a hello, not charged and marked so; a reading with
 * three cards drawn on the server, shown as card faces, the reply streamed) and a follow-up
 * paid in points through the deduction dialog; a yes-or-no with Orion (one card); Sunny
 * taking up self-doubt with one concrete step, and her crisis reply (hotlines, not charged);
 * then the records, where one conversation is selected and deleted.
 */
const SHOTS = process.env.CHAT_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `chat-${name}.png`) });

const QUESTIONS = {
  en: {
    mira: 'Will my new job this spring bring me more freedom?',
    follow: 'What should I watch out for in the first month?',
    orion: 'Yes or no: should I accept the offer?',
    hello: 'Hi Mira, how are you?',
    sunny: "I feel like I can't do anything right at my new job.",
    crisis: 'I want to kill myself tonight.',
  },
  zh: {
    mira: '今年春天换的新工作会让我更自由吗？',
    follow: '第一个月我要注意些什么？',
    orion: '是或否：我应该接受这个邀约吗？',
    hello: '米拉你好，最近好吗？',
    sunny: '换了新工作以后，我觉得自己什么都做不好。',
    crisis: '我今晚想自杀。',
  },
} as const;

/** The companions' names, as `healers` gives them. */
const NAMES = {
  en: { mira: 'Mira', orion: 'Orion', sunny: 'Sunny' },
  zh: { mira: '米拉', orion: '奥里昂', sunny: '暖阳' },
} as const;

/** Sends a message and waits until its reply has finished streaming. */
async function send(page: Page, lang: 'en' | 'zh', message: string) {
  const replies = page.locator('.sl-chat-row-theirs');
  const before = await replies.count();
  await page.getByRole('textbox').fill(message);
  await page.getByRole('button', { name: text(lang, 'chat:chat.send') }).click();
  await expect(page.locator('.sl-chat-row-mine').last()).toContainText(message);
  await expect(replies).toHaveCount(before + 1);
}

async function replyDone(page: Page, lang: 'en' | 'zh') {
  await expect(page.getByRole('button', { name: text(lang, 'chat:chat.stop') })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('.sl-chat-typing')).toHaveCount(0);
}

async function openCompanion(page: Page, lang: 'en' | 'zh', name: string) {
  await page.goto('/#/chatIndex');
  await page.getByRole('button', { name: text(lang, 'chat:index.chatWith', { name }) }).click();
  await expect(page.locator('.sl-chat-disclosure')).toBeVisible();
  await expect(page.locator('.sl-chat-row-theirs')).toHaveCount(1); // the greeting
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`companions (${lang})`, () => {
    let member: Member;
    test.beforeAll(async () => {
      member = await registerMember(`chat-${lang}`);
      const redeemed = await api('redeemWithCode', { redeemCode: E2E_REDEEM_CODE }, member.token);
      expect(redeemed.code).toBe(200);
    });

    test('a reading with each companion, a paid follow-up, a crisis reply, a deleted record', async ({
      page,
    }) => {
      const q = QUESTIONS[lang];
      const n = NAMES[lang];
      await page.setViewportSize({ width: 390, height: 844 });
      await openAs(page, member, '/chatIndex', lang);
      await expect(
        page.getByRole('heading', { level: 1, name: text(lang, 'chat:title') }),
      ).toBeVisible();
      const cards = page.locator('.sl-companion');
      await expect(cards).toHaveCount(3);
      await expect(page.locator('.sl-companion-tip').first()).toBeVisible();
      await shot(page, `index-${lang}`);

      // Mira: a new conversation, three cards from the server, the reply streamed (free today)
      await page
        .getByRole('button', { name: text(lang, 'chat:index.chatWith', { name: n.mira }) })
        .click();
      await expect(page).toHaveURL(/#\/chat\/chat_base\/junior\/new$/);
      await expect(page.locator('.sl-chat-row-theirs').first()).toBeVisible(); // the greeting
      await expect(page.getByText(text(lang, 'chat:cost.free'))).toBeVisible();
      // a hello is heard and asked back: not charged, and the note says so
      await send(page, lang, q.hello);
      await replyDone(page, lang);
      await expect(page.locator('.sl-chat-row-theirs').last().locator('.sl-chat-note')).toHaveText(
        text(lang, 'chat:chat.notCharged'),
      );
      await shot(page, `hello-${lang}`);
      await send(page, lang, q.mira);
      const drawn = page.getByRole('figure', {
        name: text(lang, 'chat:chat.cardsLabel_other', { count: 3 }),
      });
      await expect(drawn).toBeVisible({ timeout: 30_000 });
      await expect(drawn.locator('svg[data-card-id]')).toHaveCount(3);
      await replyDone(page, lang);
      await expect(page).toHaveURL(/#\/chat\/chat_base\/junior\/[0-9a-f-]{36}$/);
      await expect(
        page.getByText(text(lang, 'chat:chat.chargedFree'), { exact: true }),
      ).toBeVisible();
      const mira = page.locator('.sl-chat-row-theirs').last();
      const names = await drawn.locator('.sl-chat-card-name').allTextContents();
      // the reply reads the cards that were drawn
      await expect(mira).toContainText(names[0]!.replace(/[（(].*$|, .*$/, ''));
      await shot(page, `mira-${lang}`);

      // Orion: a yes-or-no question gets one card
      await openCompanion(page, lang, n.orion);
      await send(page, lang, q.orion);
      await expect(
        page.getByRole('figure', { name: text(lang, 'chat:chat.cardsLabel_one', { count: 1 }) }),
      ).toBeVisible({ timeout: 30_000 });
      await replyDone(page, lang);

      // Sunny listens (no cards), and answers a crisis with hotlines before anything else
      await openCompanion(page, lang, n.sunny);
      await send(page, lang, q.sunny);
      await replyDone(page, lang);
      await expect(page.locator('.sl-chat-cards')).toHaveCount(0);
      // she takes up what was said and offers one concrete step, paid from the free allowance
      const sunny = page.locator('.sl-chat-row-theirs').last();
      await expect(sunny).toContainText(
        lang === 'zh' ? /做不好/ : /can’t do anything right|get everything wrong/,
      );
      await expect(sunny).toContainText(lang === 'zh' ? '写下' : 'write down');
      await expect(sunny.locator('.sl-chat-note')).toHaveText(text(lang, 'chat:chat.chargedFree'));
      await send(page, lang, q.crisis);
      await replyDone(page, lang);
      const crisis = page.locator('.sl-chat-row-theirs').last();
      // each hotline is a link that calls it
      await expect(crisis.getByRole('link', { name: '12356' })).toHaveAttribute(
        'href',
        'tel:12356',
      );
      await expect(crisis.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
      await expect(crisis.locator('.sl-chat-note')).toHaveCount(0); // not charged
      await shot(page, `sunny-${lang}`);

      // the free messages of the day are used up: a follow-up with Mira asks for points
      await page.goto('/#/chatIndex');
      const recent = page.locator('.sl-recent', { hasText: n.mira });
      await recent.click();
      await expect(page.locator('.sl-chat-row-mine').nth(1)).toHaveText(q.mira);
      // the balance shown: the redeemed points and any welcome allowance
      const [before, after] = text(lang, 'chat:cost.points', { cost: 15, balance: '§' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .split('§');
      const costLine = page.getByText(new RegExp(`${before}(\\d+)${after}`));
      await expect(costLine).toBeVisible();
      const balance = Number(/(\d+)\D*$/.exec((await costLine.textContent()) ?? '')![1]);
      expect(balance).toBeGreaterThanOrEqual(200);
      await page.getByRole('textbox').fill(q.follow);
      await page.getByRole('button', { name: text(lang, 'chat:chat.send') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
      await replyDone(page, lang);
      await expect(
        page.getByText(text(lang, 'chat:chat.chargedPoints_other', { count: 15 }), { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(text(lang, 'chat:cost.points', { cost: 15, balance: balance - 15 })),
      ).toBeVisible();

      // records: three conversations; delete Orion's
      await page.goto('/#/chattingRecord');
      const rows = page.locator('.sl-record');
      await expect(rows).toHaveCount(3);
      await shot(page, `records-${lang}`);
      await page.getByRole('button', { name: text(lang, 'chat:records.manage') }).click();
      await rows.filter({ hasText: n.orion }).locator('.sl-select-box').click();
      await page
        .getByRole('button', { name: text(lang, 'chat:records.delete') })
        .first()
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(lang, 'chat:records.delete') })
        .click();
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: n.orion })).toHaveCount(0);
    });
  });
}
