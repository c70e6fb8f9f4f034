import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_PORT, E2E_REDEEM_CODE } from '../support/env';
import { api, openAs, registerMember, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * Relationships end to end, one member per language with their own profile (Lei, born in
 * Shanghai) and a friend's (Mei, born in Beijing), both entered as men: every reading is for
 * any two people, whoever they are to each other. Stellar ties and their detail,
 * the synastry bi-wheel unlocked with points, and a deep report unlocked, opened from the
 * history and deleted. The redeem code's points plus one sandbox points package pay for both.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.RELATIONS_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const API = `http://127.0.0.1:${E2E_PORT}/api/v2`;

const open = (page: Page, hash: string, lang: 'en' | 'zh') =>
  openAs(page, members[lang]!, hash, lang);
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `relations-${name}.png`), fullPage });

async function placeId(query: string): Promise<string> {
  const res = await fetch(`${API}/personal/subRegion?q=${encodeURIComponent(query)}&lang=en`);
  const body = (await res.json()) as { code: number; data: { list: { id: string }[] } };
  expect(body.code).toBe(200);
  return body.data.list[0]!.id;
}

/** Buys the first points package through the sandbox checkout, as the payment tab would. */
async function buyPoints(member: Member): Promise<void> {
  const info = (await (await fetch(`${API}/rechargeInfo?lang=en`)).json()) as {
    data: { pointProduct: { productId: string }[] };
  };
  const productId = info.data.pointProduct[0]!.productId;
  const checkout = await api<{ orderId: string; url: string }>(
    'payments/checkout',
    { kind: 'points', productId, returnUrl: `http://127.0.0.1:${E2E_PORT}/` },
    member.token,
  );
  expect(checkout.code).toBe(200);
  // Pay as the sandbox page's form does, with the one-time key its address carries
  const key = new URL(checkout.data.url).searchParams.get('key') ?? '';
  const paid = await fetch(`${API}/payments/sandbox/${checkout.data.orderId}/pay?lang=en`, {
    method: 'POST',
    body: new URLSearchParams({ key }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** A member with an own profile and a friend's of the same gender, and points for two unlocks. */
async function couple(lang: 'en' | 'zh'): Promise<Member> {
  const member = await registerMember(`relations-${lang}`);
  const shanghai = await placeId('Shanghai');
  const beijing = await placeId('Beijing');
  const own = await api(
    'personal/add',
    {
      nickname: 'Lei',
      relationship: 'A',
      gender: 1,
      birthDate: '1990-08-02',
      birthTime: '07:30',
      birthPlaceId: shanghai,
      residencePlaceId: shanghai,
    },
    member.token,
  );
  expect(own.code).toBe(200);
  const friend = await api(
    'personal/add/relation',
    {
      nickname: 'Mei',
      relationship: 'B',
      gender: 1,
      birthDate: '1992-05-14',
      birthTime: '10:30',
      birthPlaceId: beijing,
      residencePlaceId: beijing,
    },
    member.token,
  );
  expect(friend.code).toBe(200);
  expect((await api('redeemWithCode', { redeemCode: E2E_REDEEM_CODE }, member.token)).code).toBe(
    200,
  );
  await buyPoints(member);
  return member;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await couple('en');
  members.zh = await couple('zh');
});

/** Chooses a tab of /stellarTies by its title. */
async function chooseTab(page: Page, lang: 'en' | 'zh', tab: '1' | '2' | '3') {
  await page.getByRole('tab', { name: text(lang, `relations:tabs.${tab}`) }).click();
}

for (const lang of ['en', 'zh'] as const) {
  test(`stellar ties: the pair, my mansion, and both sides of the ties (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await open(page, '/', lang);
    const entries = page.locator('.sl-rel-entries');
    await entries.scrollIntoViewIfNeeded();
    await shot(page, `home-${lang}`);
    await entries
      .getByRole('button', { name: new RegExp(text(lang, 'relations:entries.ties.title')) })
      .click();
    await expect(page).toHaveURL(/#\/stellarTies$/);
    const pickerA = page.getByRole('button', {
      name: text(lang, 'relations:pair.change', {
        side: text(lang, 'relations:pair.a'),
        name: 'Lei',
      }),
    });
    await expect(pickerA).toBeVisible();
    const ring = page.getByRole('img', {
      name: text(lang, 'relations:mine.ringLabel', { name: 'Lei' }),
    });
    await expect(ring).toBeVisible({ timeout: 15_000 });
    await expect(ring.locator('.sl-rel-seg')).toHaveCount(27);
    await expect(page.locator('.sl-rel-ties .sl-rel-mansion')).toHaveCount(2);
    await shot(page, `ties-${lang}`, true);

    // the pair picker's sheet
    await pickerA.click();
    const sheet = page.locator('.sl-rel-sheet');
    await expect(sheet.getByRole('heading')).toHaveText(text(lang, 'relations:pair.sheetTitle.a'));
    await settled(page, sheet);
    await shot(page, `picker-${lang}`);
    await sheet.getByRole('button', { name: /Lei/ }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: text(lang, 'relations:ties.open') }).click();
    await expect(page).toHaveURL(/#\/stellarTiesDetail$/);
    await expect(
      page.getByRole('heading', {
        name: text(lang, 'relations:detail.viewTitle', { from: 'Lei', to: 'Mei' }),
      }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('heading', {
        name: text(lang, 'relations:detail.viewTitle', { from: 'Mei', to: 'Lei' }),
      }),
    ).toBeVisible();
    await expect(page.locator('.sl-rel-person')).toHaveCount(2);
    await shot(page, `tiesDetail-${lang}`, true);
    expect(errors).toEqual([]);
  });

  test(`synastry: the bi-wheel, then every section unlocked with points (${lang})`, async ({
    page,
  }) => {
    await open(page, '/stellarTies', lang);
    await chooseTab(page, lang, '2');
    // no rule on who the two are, and one sentence on what each reading measures
    await expect(page.getByText(text(lang, 'relations:methods'))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, `synastry-tab-${lang}`);
    await page.getByRole('button', { name: text(lang, 'relations:synastry.open') }).click();
    await expect(page).toHaveURL(/#\/stellarTiesDetail$/);
    const wheel = page.getByRole('img', {
      name: text(lang, 'relations:synastry.wheelLabel', { a: 'Lei', b: 'Mei' }),
    });
    await expect(wheel).toBeVisible({ timeout: 15_000 });
    await expect(wheel.locator('.sl-wheel-planet-glyph')).toHaveCount(10);
    await expect(wheel.locator('.sl-wheel-outer-glyph')).toHaveCount(10);
    await expect(page.locator('.sl-rel-bars li')).toHaveCount(4);
    await shot(page, `synastry-wheel-${lang}`);
    const unlock = page.getByRole('button', {
      name: text(lang, 'relations:synastry.unlockPrice', { price: 120 }),
    });
    await expect(unlock).toBeVisible();
    await expect(page.locator('.sl-report-section')).toHaveCount(1);
    const free = await page.locator('.sl-report-section').innerText();
    await shot(page, `synastry-locked-${lang}`, true);

    await unlock.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.costReport', { cost: 120 })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(unlock).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => page.locator('.sl-report-section').count()).toBeGreaterThan(1);
    // the paid text is its own: no sentence of the free overview, no word of sex or gender
    const paid = (await page.locator('.sl-report-section').allInnerTexts()).join('\n');
    const sentences = free
      .split(lang === 'zh' ? /(?<=[。！？])|\n+/u : /(?<=[.!?])\s+|\n+/u)
      .map((s) => s.trim())
      .filter((s) => s.length >= (lang === 'zh' ? 10 : 20));
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.filter((s) => paid.includes(s))).toEqual([]);
    expect(paid.replace(/Lei|Mei/g, '')).not.toMatch(
      lang === 'zh'
        ? /(?<!其)[他她]|男方|女方|丈夫|妻子|恋人|情侣/
        : /\b(he|she|him|his|her|husband|wife|boyfriend|girlfriend|couple)\b/i,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settled(page);
    await shot(page, `synastry-unlocked-${lang}`, true);
  });

  test(`the deep report: unlock, read, back to the history, delete (${lang})`, async ({ page }) => {
    await open(page, '/stellarTies', lang);
    await chooseTab(page, lang, '3');
    await expect(
      page.getByText(text(lang, 'relations:history.empty'), { exact: true }),
    ).toBeVisible();
    const unlock = page.getByRole('button', {
      name: text(lang, 'relations:deep.unlockPrice', { price: 120 }),
    });
    await expect(unlock).toBeEnabled({ timeout: 15_000 });
    await shot(page, `deep-${lang}`, true);
    await unlock.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(page).toHaveURL(/#\/deepInterpretationHpReport\?id=\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('tabpanel')).toBeVisible({ timeout: 15_000 });
    expect(await page.getByRole('tab').count()).toBeGreaterThan(1);
    await expect(dialog).toHaveCount(0);
    await settled(page);
    await shot(page, `deepReport-${lang}`, true);

    await page.getByRole('button', { name: text(lang, 'relations:deep.toHistory') }).click();
    await expect(page).toHaveURL(/#\/stellarTies$/);
    const row = page.getByRole('button', {
      name: text(lang, 'relations:history.open', { a: 'Lei', b: 'Mei' }),
    });
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: text(lang, 'relations:history.manage') }).click();
    const remove = page.getByRole('button', { name: text(lang, 'relations:history.delete') });
    await expect(remove).toBeDisabled();
    await page
      .getByText(text(lang, 'relations:deep.pairNames', { a: 'Lei', b: 'Mei' }), { exact: true })
      .last()
      .click();
    await expect(remove).toBeEnabled();
    await page.locator('.sl-rel-hist').scrollIntoViewIfNeeded();
    await shot(page, `history-manage-${lang}`);
    await remove.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(text(lang, 'relations:history.deleteTitle'));
    await confirm.getByRole('button', { name: text(lang, 'relations:history.delete') }).click();
    await expect(
      page.getByText(text(lang, 'relations:history.empty'), { exact: true }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
