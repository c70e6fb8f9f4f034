import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_PORT } from '../support/env';
import { api, openAs, registerMember, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * Zodiac pairing end to end, one member per language with two stored profiles born in
 * Shanghai: their own profiles first, and for a member without profiles two samples named in
 * the reader's language; the member's own profile with a birthday typed
 * in; both stored profiles (both full charts, with their contacts); and a visitor from Home.
 */
type Lang = 'en' | 'zh';
const members: Partial<Record<Lang, Member & { own: number; friend: number }>> = {};
const OWN = 'Mei';
const FRIEND = 'Jun';
const TYPED = 'Kai';
const SHOTS = process.env.PAIRING_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `pairing-${name}.png`), fullPage });

async function placeId(query: string): Promise<string> {
  const res = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v2/personal/subRegion?q=${encodeURIComponent(query)}&lang=en`,
  );
  const body = (await res.json()) as { code: number; data: { list: { id: string }[] } };
  expect(body.code).toBe(200);
  return body.data.list[0]!.id;
}

/** A member with an own profile and a partner's, both with a known time and place. */
async function pairer(lang: Lang) {
  const member = await registerMember(`pairing-${lang}`);
  const shanghai = await placeId('Shanghai');
  const place = { birthPlaceId: shanghai, residencePlaceId: shanghai };
  const own = await api<{ id: number }>(
    'personal/add',
    {
      nickname: OWN,
      relationship: 'A',
      gender: 2,
      birthDate: '1992-05-14',
      birthTime: '10:30',
      ...place,
    },
    member.token,
  );
  expect(own.code).toBe(200);
  const friend = await api<{ id: number }>(
    'personal/add/relation',
    {
      nickname: FRIEND,
      relationship: 'B',
      gender: 1,
      birthDate: '1990-11-02',
      birthTime: '21:00',
      ...place,
    },
    member.token,
  );
  expect(friend.code).toBe(200);
  return { ...member, own: own.data.id, friend: friend.data.id };
}

/** Before a screenshot: no toast left, and sheets done sliding. */
async function settle(page: Page) {
  await expect(page.locator('.sl-toast')).toHaveCount(0, { timeout: 15_000 });
  await settled(page);
}

/** Confirms the open antd-mobile picker as it stands. */
async function confirmPicker(page: Page, lang: Lang, items: Record<number, string> = {}) {
  const picker = page.locator('.adm-picker').filter({ visible: true });
  await expect(picker).toBeVisible();
  for (const [column, label] of Object.entries(items)) {
    const item = picker
      .locator('.adm-picker-view-column')
      .nth(Number(column))
      .locator('.adm-picker-view-column-item')
      .filter({ has: page.getByText(label, { exact: true }) });
    await item.dispatchEvent('click');
    await expect(item).toHaveAttribute('data-selected', 'true');
  }
  await picker.getByRole('button', { name: lang === 'zh' ? '确定' : 'Confirm' }).click();
  await expect(picker).toBeHidden();
}

const person = (page: Page, lang: Lang, which: 'a' | 'b') =>
  page.getByRole('button', {
    name: new RegExp(`^${text(lang, `pairing:people.${which}`)}[:：]`),
  });

/** Opens the sheet of one person and chooses a stored profile by name. */
async function chooseProfile(page: Page, lang: Lang, which: 'a' | 'b', name: string) {
  await person(page, lang, which).click();
  const sheet = page.getByRole('dialog');
  await sheet.locator('.sl-pair-sheet-item', { hasText: name }).click();
  await expect(sheet).toBeHidden();
  await expect(person(page, lang, which)).toContainText(name);
}

/** Pairs, and returns the people the request sent. */
async function pair(page: Page, lang: Lang): Promise<unknown[]> {
  const request = page.waitForRequest((r) => r.url().includes('/constellation/pairing'));
  await page.getByRole('button', { name: text(lang, 'pairing:picker.pair'), exact: true }).click();
  await expect(page).toHaveURL(/#\/zodiacPairingDetail$/);
  const body = (await request).postDataJSON() as { people: unknown[] };
  await expect(page.locator('.sl-pair-hero .sl-score-ring-number')).toHaveText(/^\d+$/, {
    timeout: 15_000,
  });
  return body.people;
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SAMPLE_NAMES = { en: ['Emma', 'Leo'], zh: ['小林', '小安'] } as const;

test.beforeAll(async () => {
  members.en = await pairer('en');
  members.zh = await pairer('zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the own profiles come first (${lang})`, async ({ page }) => {
    await openAs(page, members[lang]!, '/zodiacPairing', lang);
    await expect(person(page, lang, 'a')).toContainText(OWN);
    await expect(person(page, lang, 'b')).toContainText(FRIEND);
    await expect(page.getByText(text(lang, 'pairing:picker.basis.charts'))).toBeVisible();
  });

  test(`without profiles, the two samples pair by default (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const newcomer = await registerMember(`pairing-new-${lang}`);
    await openAs(page, newcomer, '/zodiacPairing', lang);
    // sample people are named in the reader's language
    const [a, b] = SAMPLE_NAMES[lang];
    await expect(person(page, lang, 'a')).toContainText(a);
    await expect(person(page, lang, 'b')).toContainText(b);
    await expect(page.getByText(text(lang, 'pairing:picker.basis.signs'))).toBeVisible();
    await settle(page);
    await shot(page, `picker-${lang}`);

    const people = await pair(page, lang);
    expect(people).toEqual([
      { nickname: a, birthDate: '1996-04-12', birthTime: '12:00' },
      { nickname: b, birthDate: '1994-08-23', birthTime: '12:00' },
    ]);
    await expect(page.getByText(text(lang, 'pairing:detail.level.signs'))).toBeVisible();
    await expect(page.locator('.sl-pair-scores li')).toHaveCount(4);
    await expect(page.locator('.sl-pair-lines').first()).toBeVisible();
    await expect(page.locator('.sl-pair-contacts')).toHaveCount(0);
    await settled(page);
    await shot(page, `detail-signs-${lang}`);
    await shot(page, `detail-signs-full-${lang}`, true);

    // the result as a picture: no share sheet in headless Chromium, so it downloads
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text(lang, 'pairing:share.action') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^starlit-pairing-\d+-\d+\.png$/);
    await file.saveAs(path.join(SHOTS, `pairing-sharecard-${lang}.png`));
    await expect(page.getByText(text(lang, 'pairing:share.saved'))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`the own profile with a birthday typed in (${lang})`, async ({ page }) => {
    const member = members[lang]!;
    await openAs(page, member, '/zodiacPairing', lang);
    await chooseProfile(page, lang, 'a', OWN);

    await person(page, lang, 'b').click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.locator('.sl-pair-sheet-item')).toHaveCount(2);
    await settle(page);
    await shot(page, `sheet-${lang}`);
    await sheet.getByRole('radio', { name: text(lang, 'pairing:sheet.birthday') }).click();
    await sheet.getByLabel(text(lang, 'pairing:form.nickname')).fill(TYPED);
    await sheet
      .getByRole('button', { name: new RegExp(`^${text(lang, 'pairing:form.date')} `) })
      .click();
    await confirmPicker(page, lang, { 0: '1994', 1: '7', 2: '15' });
    await sheet.getByRole('switch').click();
    await expect(
      sheet.getByRole('button', { name: new RegExp(`^${text(lang, 'pairing:form.time')}`) }),
    ).toBeDisabled();
    await settle(page);
    await shot(page, `form-${lang}`);
    await sheet.getByRole('button', { name: text(lang, 'pairing:form.use') }).click();
    await expect(sheet).toBeHidden();
    await expect(person(page, lang, 'b')).toContainText(TYPED);
    await expect(person(page, lang, 'b')).toContainText(text(lang, 'pairing:picker.timeUnknown'));
    await settle(page);
    await shot(page, `picker-mixed-${lang}`);

    const people = await pair(page, lang);
    expect(people).toEqual([
      { archive_id: member.own },
      { nickname: TYPED, birthDate: '1994-07-15' },
    ]);
    await expect(page.locator('.sl-pair-side-name')).toHaveText([OWN, TYPED]);
    await expect(page.getByText(text(lang, 'pairing:detail.level.signs'))).toBeVisible();
    await settled(page);
    await shot(page, `detail-typed-${lang}`);
  });

  test(`two stored profiles: both full charts and their contacts (${lang})`, async ({ page }) => {
    const member = members[lang]!;
    await openAs(page, member, '/zodiacPairing', lang);
    await chooseProfile(page, lang, 'a', OWN);
    await chooseProfile(page, lang, 'b', FRIEND);
    await expect(page.getByText(text(lang, 'pairing:picker.basis.charts'))).toBeVisible();

    // the same profile cannot be both people
    await person(page, lang, 'b').click();
    const sheet = page.getByRole('dialog');
    // (marked aria-disabled: a tap explains why)
    await sheet.locator('.sl-pair-sheet-item', { hasText: OWN }).click({ force: true });
    await expect(page.locator('.sl-toast')).toHaveText(
      text(lang, 'pairing:sheet.alreadyOther', { name: OWN }),
    );
    await sheet.locator('.sl-pair-sheet-item', { hasText: FRIEND }).click();
    await expect(sheet).toBeHidden();

    const people = await pair(page, lang);
    expect(people).toEqual([{ archive_id: member.own }, { archive_id: member.friend }]);
    await expect(page.getByText(text(lang, 'pairing:detail.level.charts'))).toBeVisible();
    await expect(page.locator('.sl-pair-contacts li').first()).toBeVisible();
    await settled(page);
    await shot(page, `detail-charts-${lang}`, true);
    await page.locator('.sl-pair-contacts').scrollIntoViewIfNeeded();
    await shot(page, `detail-contacts-${lang}`);

    // back to change the pair
    await page.getByRole('button', { name: text(lang, 'pairing:detail.change') }).click();
    await expect(page).toHaveURL(/#\/zodiacPairing$/);
    await expect(person(page, lang, 'b')).toContainText(FRIEND);
  });

  test(`a visitor finds it on Home and is asked to sign in (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/#/');
    const card = page.locator('.sl-pair-home');
    await expect(card).toContainText(text(lang, 'pairing:home.title'));
    await card.scrollIntoViewIfNeeded();
    await shot(page, `home-${lang}`);
    await card.getByRole('button').click();
    await expect(page).toHaveURL(/#\/zodiacPairing$/);
    await expect(
      page.getByRole('heading', { name: text(lang, 'pairing:signIn.title') }),
    ).toBeVisible();
    await shot(page, `visitor-${lang}`);

    await page.goto('/#/expore');
    const explore = page.locator('.sl-explore-card', {
      hasText: text(lang, 'explore:cards.pairing.title'),
    });
    await explore.scrollIntoViewIfNeeded();
    await shot(page, `explore-${lang}`);
    await explore.click();
    await expect(page).toHaveURL(/#\/zodiacPairing$/);
  });
}
