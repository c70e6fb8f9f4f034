import { expect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { openAs, registerMember } from '../support/session';
import { settled } from '../support/settled';

/**
 * Profiles end to end, once per language, each with a new member: create the own profile
 * from Home (the place found by search, the time to the minute), land on its chart, see it on
 * /archives and in Home's switcher, add a friend (its chart opens, it is current), switch back,
 * then delete the friend.
 */
const SHOTS = 'test-results/screens';

const PLACE = {
  zh: { query: '上海', name: '上海市', zone: '中国标准时间' },
  en: { query: 'Shanghai', name: 'Shanghai', zone: 'China Standard Time' },
} as const;

type Lang = 'zh' | 'en';

/** A form row: the button that holds a field's label. */
const field = (page: Page, lang: Lang, name: string): Locator =>
  page.locator('.sl-arch-button', {
    has: page.locator('.sl-arch-label').getByText(text(lang, `archives:fields.${name}`), {
      exact: true,
    }),
  });

/**
 * Confirms the open antd-mobile picker, after tapping the given item of each column (by
 * column index and exact label), if any.
 */
async function pick(page: Page, lang: Lang, items: Record<number, string> = {}) {
  const picker = page.locator('.adm-picker').filter({ visible: true });
  await expect(picker).toBeVisible();
  for (const [column, label] of Object.entries(items)) {
    const wheel = picker.locator('.adm-picker-view-column').nth(Number(column));
    const item = wheel.locator('.adm-picker-view-column-item').filter({
      has: page.getByText(label, { exact: true }),
    });
    // a tap on a wheel item (the wheel's masks lie over it, so the click is sent to it)
    await item.dispatchEvent('click');
    await expect(item).toHaveAttribute('data-selected', 'true');
  }
  await picker.getByRole('button', { name: lang === 'zh' ? '确定' : 'Confirm' }).click();
  await expect(picker).toBeHidden();
}

/** Before a screenshot: no toast left, and sheets done sliding in. */
async function settle(page: Page) {
  await expect(page.locator('.sl-toast')).toHaveCount(0, { timeout: 15_000 });
  await settled(page);
}

/** Searches a place in the sheet and chooses the result of that name. */
async function choosePlace(
  page: Page,
  lang: Lang,
  row: string,
  shot?: string,
  browseShot?: string,
) {
  await field(page, lang, row).click();
  const sheet = page.locator('.sl-place-sheet');
  if (browseShot) {
    // browsing: the countries (China first), then China's regions
    await sheet.locator('.sl-place-main').first().click();
    await expect(sheet.locator('.sl-place-trail button')).toHaveCount(2);
    await expect(sheet.locator('.sl-place-row', { hasText: PLACE[lang].name })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: browseShot });
  }
  await sheet
    .getByPlaceholder(text(lang, 'archives:place.searchPlaceholder'))
    .fill(PLACE[lang].query);
  const result = sheet.locator('.sl-place-main', {
    has: page.locator('.sl-place-name', { hasText: new RegExp(`^${PLACE[lang].name}`) }),
  });
  await expect(result.first()).toBeVisible();
  if (shot) {
    await settle(page);
    await page.screenshot({ path: shot });
  }
  await result.first().click();
  await expect(sheet).toBeHidden();
}

/** Fills every field of the open profile form. */
async function fillForm(
  page: Page,
  lang: Lang,
  profile: {
    nickname: string;
    relationship?: string;
    gender: 1 | 2;
    /** month and day wheel labels; the year stays 1995 */
    date?: [string, string];
    /** hour and minute wheel labels */
    time?: [string, string];
  },
  shots?: { filled?: string; sheet?: string; browse?: string; time?: string; zone?: string },
) {
  await page.getByLabel(text(lang, 'archives:fields.nickname')).fill(profile.nickname);
  if (profile.relationship) {
    await field(page, lang, 'relationship').click();
    await page
      .locator('.sl-arch-chips')
      .getByRole('button', {
        name: text(lang, `archives:relationship.${profile.relationship}`),
        exact: true,
      })
      .click();
  }
  await page
    .getByRole('option', { name: text(lang, `archives:gender.${profile.gender}`), exact: true })
    .click();
  await field(page, lang, 'dateOfBirth').click();
  await pick(page, lang, profile.date ? { 1: profile.date[0], 2: profile.date[1] } : {});
  await field(page, lang, 'timeOfBirth').click();
  if (shots?.time) {
    await settle(page);
    await page.screenshot({ path: shots.time });
  }
  await pick(page, lang, profile.time ? { 0: profile.time[0], 1: profile.time[1] } : {});
  if (profile.time)
    await expect(field(page, lang, 'timeOfBirth')).toContainText(profile.time.join(':'));
  await choosePlace(page, lang, 'placeOfBirth', undefined, shots?.browse);
  // the zone in words with its offset, never its IANA id
  await expect(field(page, lang, 'timeZone')).toContainText(`${PLACE[lang].zone}`);
  await expect(field(page, lang, 'timeZone')).toContainText('UTC+08:00');
  await expect(field(page, lang, 'timeZone')).not.toContainText('Asia/Shanghai');
  if (shots?.zone) {
    await field(page, lang, 'timeZone').click();
    const sheet = page.locator('.sl-place-sheet');
    await expect(sheet.locator('.sl-place-main').first()).toContainText(PLACE[lang].zone);
    await expect(sheet).not.toContainText('Asia/');
    await settle(page);
    await page.screenshot({ path: shots.zone });
    // Chinese rows are Chinese words only (the browser's zone data lacks some Chinese cities)
    if (lang === 'zh')
      expect((await sheet.locator('.sl-place-list').innerText()).replace(/UTC/g, '')).not.toMatch(
        /[A-Za-z]/,
      );
    const search = sheet.getByPlaceholder(text(lang, 'archives:zone.searchPlaceholder'));
    await search.fill(lang === 'zh' ? '纽约' : 'New York');
    await expect(sheet.locator('.sl-place-main').first()).toContainText(
      lang === 'zh'
        ? '北美东部时间（纽约）UTC\u221205:00'
        : 'Eastern Time (New York)UTC\u221205:00',
    );
    await search.fill('');
    await sheet.locator('.sl-place-main').first().click();
    await expect(sheet).toBeHidden();
  }
  await choosePlace(page, lang, 'currentResidence', shots?.sheet);
  // what the time becomes: Shanghai kept standard time in 1995
  await expect(page.locator('.sl-instant-offset')).toHaveText(
    `UTC+08:00 · ${text(lang, 'archives:instant.standard')}`,
  );
  if (shots?.filled) {
    await settle(page);
    await page.screenshot({ path: shots.filled, fullPage: true });
  }
}

const chip = (page: Page) => page.locator('.sl-switcher-chip');
/** The chart screen's profile chip. */
const reportChip = (page: Page) => page.locator('.sl-profile-chip');

for (const lang of ['zh', 'en'] as const) {
  test(`profiles: create, list, add a friend, switch, delete (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const member = await registerMember(`profiles-${lang}`);
    const me = lang === 'zh' ? '小星' : 'Stella';
    const friend = lang === 'zh' ? '阿月' : 'Luna';
    const t = (key: string, vars?: Record<string, string | number>) => text(lang, key, vars);

    // Home invites a new member to create their profile
    await openAs(page, member, '/', lang);
    await expect(page.getByText(t('archives:switcher.createBody'))).toBeVisible();
    await page
      .locator('.sl-switcher-create')
      .getByRole('button', { name: t('archives:switcher.create') })
      .click();
    await expect(page).toHaveURL(/#\/editPage$/);
    // the first profile is the user's own
    await expect(field(page, lang, 'relationship')).toContainText(t('archives:relationship.A'));
    await page.getByRole('button', { name: t('archives:editor.add') }).click();
    await expect(page.getByText(t('archives:errors.nicknameRequired'))).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/profiles-errors-${lang}.png`, fullPage: true });
    await fillForm(
      page,
      lang,
      { nickname: me, gender: 2, time: ['07', '15'] },
      {
        browse: `${SHOTS}/profiles-placeBrowse-${lang}.png`,
        time: `${SHOTS}/profiles-timePicker-${lang}.png`,
        zone: `${SHOTS}/profiles-zoneSheet-${lang}.png`,
      },
    );
    await page.getByRole('button', { name: t('archives:editor.add') }).click();

    // saved: the new profile's chart opens in place of the form (1 Jan 1995: Capricorn)
    await expect(page).toHaveURL(/#\/natalChartReport$/);
    await expect(reportChip(page)).toContainText(me);
    await expect(reportChip(page)).toContainText(t('common:zodiac.9'));
    await expect(page.locator('.sl-wheel-zodiac').first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/profiles-savedChart-${lang}.png` });

    // Home's switcher shows it too
    await page.goto('/#/');
    await expect(chip(page)).toContainText(me);
    await expect(chip(page)).toContainText(t('common:zodiac.9'));

    // the switcher's sheet leads to the list
    await chip(page).click();
    await page.getByRole('button', { name: t('archives:switcher.manage') }).click();
    await expect(page).toHaveURL(/#\/archives$/);
    const rows = page.locator('.sl-arch-item');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(me);
    await expect(rows.first()).toContainText(t('archives:relationship.A'));
    await expect(rows.first()).toContainText(t('archives:list.current'));
    await expect(rows.first()).toContainText('07:15');

    // a friend's profile
    await page.getByRole('button', { name: t('archives:list.add') }).click();
    await expect(page).toHaveURL(/#\/editPage$/);
    await expect(field(page, lang, 'relationship')).toContainText(
      t('archives:placeholders.choose'),
    );
    await fillForm(
      page,
      lang,
      { nickname: friend, relationship: 'H', gender: 1, date: ['8', '3'] },
      {
        filled: `${SHOTS}/profiles-editPage-${lang}.png`,
        sheet: `${SHOTS}/profiles-placeSheet-${lang}.png`,
      },
    );
    await page.getByRole('button', { name: t('archives:editor.add') }).click();
    // the friend's chart opens, and the friend is the current profile
    await expect(page).toHaveURL(/#\/natalChartReport$/);
    await expect(reportChip(page)).toContainText(friend);
    await expect(reportChip(page)).toContainText(t('common:zodiac.4'));

    // back: the list (the form is gone from the history)
    await page.goBack();
    await expect(page).toHaveURL(/#\/archives$/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(me);
    await expect(rows.nth(1)).toContainText(friend);
    await expect(rows.nth(1)).toContainText(t('archives:relationship.H'));
    await expect(rows.nth(1)).toContainText(t('common:zodiac.4'));
    await expect(rows.nth(1)).toContainText(t('archives:list.current'));
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/profiles-archives-${lang}.png`, fullPage: true });

    // tap the own profile: it becomes current again, and we are back on Home
    await rows.nth(0).locator('.sl-arch-item-body').click();
    await expect(page).toHaveURL(/#\/$/);
    await expect(chip(page)).toContainText(me);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/profiles-home-${lang}.png` });
    await chip(page).click();
    await expect(page.locator('.sl-switcher-sheet')).toContainText(friend);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/profiles-switcher-${lang}.png` });

    // delete the friend: select first, then confirm
    await page.getByRole('button', { name: t('archives:switcher.manage') }).click();
    await expect(page).toHaveURL(/#\/archives$/);
    await page.getByRole('button', { name: t('archives:manage.start') }).click();
    const remove = page.getByRole('button', { name: t('archives:manage.delete'), exact: true });
    await expect(remove).toBeDisabled();
    await page.getByLabel(t('archives:list.select', { name: friend })).check({ force: true });
    await expect(remove).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/profiles-manage-${lang}.png` });
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('archives:manage.deleteTitle'));
    await dialog.getByRole('button', { name: t('archives:manage.delete') }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(me);
    await expect(rows.first()).toContainText(t('archives:list.current'));

    expect(errors).toEqual([]);
  });
}
