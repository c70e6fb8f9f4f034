import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_PORT } from '../support/env';
import { api, openAs, registerMember, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * The details people notice, end to end in both languages: tap targets of at least 44 × 44 px
 * at 390 px, the tarot cards turned over one by one (and a picked card never hidden by the
 * fan) at 390 and 320 px, the fortune chart's four names at 320 px, the pairing chooser's
 * defaults and the stellar-ties ring in the reader's language.
 */
const SHOTS = process.env.DETAILS_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const API = `http://127.0.0.1:${E2E_PORT}/api/v2`;
const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];

const members: Partial<Record<Lang, Member>> = {};
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/details-${name}.png`, fullPage });

async function placeId(query: string): Promise<string> {
  const res = await fetch(`${API}/personal/subRegion?q=${encodeURIComponent(query)}&lang=en`);
  const body = (await res.json()) as { code: number; data: { list: { id: string }[] } };
  return body.data.list[0]!.id;
}

/** A member with their own profile (Lei) and a friend's (Mei). */
async function memberWithProfiles(lang: Lang): Promise<Member> {
  const member = await registerMember(`details-${lang}`);
  const shanghai = await placeId('Shanghai');
  const person = (nickname: string, relationship: string, gender: number, date: string) => ({
    nickname,
    relationship,
    gender,
    birthDate: date,
    birthTime: '07:30',
    birthPlaceId: shanghai,
    residencePlaceId: shanghai,
  });
  expect((await api('personal/add', person('Lei', 'A', 1, '1990-08-02'), member.token)).code).toBe(
    200,
  );
  expect(
    (await api('personal/add/relation', person('Mei', 'B', 2, '1992-05-14'), member.token)).code,
  ).toBe(200);
  return member;
}

async function atLeast44(target: Locator) {
  await expect(target).toBeVisible();
  // polled: a screen that re-renders after loading may replace the element once
  const side = async (which: 'width' | 'height') => (await target.boundingBox())?.[which] ?? 0;
  await expect
    .poll(() => side('width'), { message: 'tap target width' })
    .toBeGreaterThanOrEqual(44);
  await expect
    .poll(() => side('height'), { message: 'tap target height' })
    .toBeGreaterThanOrEqual(44);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await memberWithProfiles('en');
  members.zh = await memberWithProfiles('zh');
});

for (const lang of LANGS) {
  test(`tap targets are at least 44 × 44 px at 390 px (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/', lang);
    await atLeast44(
      page
        .locator('.sl-download-banner')
        .getByRole('button', { name: text(lang, 'common:actions.close') }),
    );

    await page.goto('/#/chatIndex');
    const chat = page.getByRole('button', { name: /./ }).filter({
      hasText: new RegExp(`^${text(lang, 'chat:index.chat')}$`),
    });
    await expect(chat.first()).toBeVisible();
    for (const button of await chat.all()) await atLeast44(button);

    await page.goto('/#/pointsCenter');
    const go = page.getByRole('button', { name: text(lang, 'points:tasks.go'), exact: true });
    await expect(go.first()).toBeVisible();
    for (const button of await go.all()) await atLeast44(button);
    const swap = page.getByRole('button', { name: text(lang, 'points:swap.action'), exact: true });
    await expect(swap.first()).toBeVisible();
    for (const button of await swap.all()) await atLeast44(button);
    await shot(page, `pointsCenter-${lang}`);

    await page.goto('/#/myAccount');
    await atLeast44(
      page.getByRole('button', { name: text(lang, 'points:account.activate'), exact: true }),
    );

    await page.goto('/#/user');
    await atLeast44(
      page.getByRole('button', { name: text(lang, 'wallet:banner.activate'), exact: true }),
    );
    // the membership promises what it gives: daily limits, nothing "unlimited"
    await expect(page.locator('.sl-vip-banner')).not.toContainText(/unlimited|无限/i);

    await page.goto('/#/editPage');
    await atLeast44(
      page.getByRole('button', { name: text(lang, 'archives:offset.adjust'), exact: true }),
    );
  });

  test(`the VIP page promises what VIP gives (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/activateVIP', lang);
    await expect(page.getByText(text(lang, 'wallet:vip.subtitle')).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/unlimited|无限/i);
    await settled(page);
    await shot(page, `activateVIP-${lang}`, true);
  });

  for (const width of [390, 320]) {
    test.describe(`at ${width} px (${lang})`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 700 } });

      test(`tarot: pick, then turn the cards over one by one (${lang}, ${width})`, async ({
        page,
      }) => {
        await openAs(page, members[lang]!, '/drawingCards?spread=three', lang);
        await expect(page.locator('.sl-back-header')).toContainText(text(lang, 'tarot:title'));
        const question = lang === 'en' ? 'What should I focus on at work?' : '工作上我该专注什么？';
        await page.getByPlaceholder(text(lang, 'tarot:ask.placeholder.three')).fill(question);
        await page.getByRole('button', { name: text(lang, 'tarot:ask.shuffle') }).click();
        const fan = page.getByRole('listbox', {
          name: text(lang, 'tarot:fan.label_other', { count: 3 }),
        });
        await expect(fan).toBeVisible({ timeout: 10_000 });
        // the cards have spread out: the tap lands on the card that rests there
        await settled(page, fan);

        // a picked card lies whole above the fan: nothing covers it, nothing cuts it off
        const fanBox = (await fan.boundingBox())!;
        await page.mouse.click(fanBox.x + fanBox.width / 2, fanBox.y + fanBox.height * 0.55);
        const picked = fan.locator('[role="option"][aria-selected="true"]');
        await expect(picked).toHaveCount(1);
        await settled(page, picked);
        const whole = await picked.evaluate((card) => {
          const box = card.getBoundingClientRect();
          const view = card.closest('.sl-fan')!.getBoundingClientRect();
          const inside =
            box.top >= view.top - 0.5 &&
            box.bottom <= view.bottom + 0.5 &&
            box.left >= view.left - 0.5 &&
            box.right <= view.right + 0.5;
          const cx = box.left + box.width / 2;
          const points = [
            [cx, box.top + box.height * 0.15],
            [cx, box.top + box.height * 0.5],
            [cx, box.top + box.height * 0.85],
          ];
          const onTop = points.every(([x, y]) => card.contains(document.elementFromPoint(x!, y!)));
          return { inside, onTop };
        });
        expect(whole).toEqual({ inside: true, onTop: true });
        await shot(page, `tarot-fan-${lang}-${width}`);
        for (let i = 0; i < 2; i++)
          await fan
            .locator('[role="option"][aria-selected="false"]')
            .nth(10 + i * 9)
            .press('Enter');

        // the cards arrive face down; nothing is read before they are turned
        const first = page.getByRole('button', {
          name: text(lang, 'tarot:layout.turn', {
            n: 1,
            position: lang === 'en' ? 'Past' : '过去',
          }),
        });
        await expect(first).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText(text(lang, 'tarot:reading.briefTitle'))).toHaveCount(0);
        await expect(page.locator('[data-card-id]')).toHaveCount(0);
        await settled(page); // the cards have flown in
        await shot(page, `tarot-facedown-${lang}-${width}`);

        // one tap turns one card: its whole name with its orientation is listed
        await first.click();
        const turned = page.getByRole('list', { name: text(lang, 'tarot:reading.turnedLabel') });
        const orientation = lang === 'en' ? /\((upright|reversed)\)$/ : /（(正位|逆位)）$/;
        await expect(turned.locator('.sl-turned-name')).toHaveCount(1);
        await expect(turned.locator('.sl-turned-name').first()).toHaveText(orientation);
        await settled(page);
        await shot(page, `tarot-one-turned-${lang}-${width}`);

        // "reveal all": the rest turn over, then the brief and the full reading appear
        await page.getByRole('button', { name: text(lang, 'tarot:reading.revealAll') }).click();
        await expect(turned.locator('.sl-turned-name')).toHaveCount(3);
        await expect(page.getByText(text(lang, 'tarot:reading.briefTitle'))).toBeVisible();
        await expect(
          page.getByRole('button', { name: text(lang, 'tarot:reading.fullAction') }),
        ).toBeVisible();
        // every title whole: one line each, not cut off
        for (const name of await turned.locator('.sl-turned-name').all()) {
          const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
          expect(fits).toBe(true);
          await expect(name).toHaveText(orientation);
        }
        // the brief names orientations in the language's own punctuation
        if (lang === 'zh') {
          await expect(page.locator('.sl-brief')).toContainText(/（(正位|逆位)）/);
          await expect(page.locator('.sl-brief')).not.toContainText(/[()]/);
        }
        await settled(page);
        await shot(page, `tarot-revealed-${lang}-${width}`, true);
      });

      test(`today's fortune keeps its four names (${lang}, ${width})`, async ({ page }) => {
        await openAs(page, members[lang]!, '/todayFortune', lang);
        const chart = page.locator('.sl-chart svg').first();
        await expect(chart).toBeVisible({ timeout: 15_000 });
        await settled(page, chart);
        for (const dim of ['emotions', 'health', 'wealth', 'career'])
          await expect(chart).toContainText(text(lang, `astrology:fortune.dims.${dim}`));
        await shot(page, `fortune-${lang}-${width}`);
      });
    });
  }

  test(`pairing starts from the member's own profiles (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/zodiacPairing', lang);
    await expect(page.locator('.sl-pair-person-name').first()).toHaveText('Lei');
    await expect(page.locator('.sl-pair-person-name').nth(1)).toHaveText('Mei');
    await settled(page);
    await shot(page, `pairing-own-${lang}`);
  });

  test(`pairing names its sample people in the reader's language (${lang})`, async ({ page }) => {
    const fresh = await registerMember(`details-fresh-${lang}`);
    await openAs(page, fresh, '/zodiacPairing', lang);
    const names = lang === 'en' ? ['Emma', 'Leo'] : ['小林', '小安'];
    await expect(page.locator('.sl-pair-person-name').first()).toHaveText(names[0]!);
    await expect(page.locator('.sl-pair-person-name').nth(1)).toHaveText(names[1]!);
    await settled(page);
    await shot(page, `pairing-samples-${lang}`);
  });

  test(`the stellar-ties ring is labelled in the reader's language (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/stellarTies', lang);
    const ring = page.locator('.sl-rel-ring');
    await expect(ring).toBeVisible({ timeout: 15_000 });
    if (lang === 'en') expect(await ring.textContent()).not.toMatch(/[\u2e80-\u9fff]/);
    else await expect(page.getByRole('tab', { name: '宿曜缘分' })).toBeVisible();
    await ring.scrollIntoViewIfNeeded();
    await settled(page, ring);
    await shot(page, `ring-${lang}`);
  });
}
