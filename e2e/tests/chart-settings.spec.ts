import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_PORT } from '../support/env';
import { memberWithProfile } from '../support/profile';
import { openAs, type Member } from '../support/session';

/**
 * Settings → Chart end to end, one member per language with an own profile born in Shanghai:
 * the natal chart in Placidus and the tropical zodiac, then Whole Sign and the sidereal
 * zodiac chosen in Settings, and the same chart drawn again with them (house note, ayanamsa
 * note, the Sun a sign back). Screenshots at 390×844 in CHART_SETTINGS_SHOTS.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const NICKNAME = 'Mei';
const SHOTS = process.env.CHART_SETTINGS_SHOTS ?? '/tmp/shots-chart-settings';
mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `chart-settings-${name}.png`), fullPage });

/** The member's settings as the server keeps them. */
async function userConfig(member: Member): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v2/userConfig?lang=en`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  members.en = await memberWithProfile('chartset-en');
  members.zh = await memberWithProfile('chartset-zh');
});

/** The Sun's row of the planets table (its sign and degree). */
const sunRow = (page: Page) => page.locator('.sl-astro-table tr[data-planet="sun"] td').first();

for (const lang of ['en', 'zh'] as const) {
  test(`house system and zodiac chosen in Settings redraw the natal chart (${lang})`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const houses = (system: string) =>
      text(lang, 'reports:notes.houseSystem', {
        system: text(lang, `reports:notes.systems.${system}`),
      });

    await openAs(page, members[lang]!, '/natalChartReport', lang);
    const wheel = page.getByRole('img', {
      name: text(lang, 'reports:wheel.label', { name: NICKNAME }),
    });
    await expect(wheel).toBeVisible();
    await expect(page.getByText(houses('placidus'), { exact: true })).toBeVisible();
    await expect(wheel.locator('.sl-wheel-point')).toHaveCount(5);
    const tropicalSun = (await sunRow(page).textContent()) ?? '';
    // 1992-05-14: the Sun in Taurus in the tropical zodiac
    expect(tropicalSun).toContain(text(lang, 'common:zodiac.1'));
    await shot(page, `natal-before-${lang}`);

    await page.goto('/#/setting');
    const section = page.locator('.sl-chart-options');
    await expect(
      section.getByText(text(lang, 'settings:chart.title'), { exact: true }),
    ).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(text(lang, 'settings:chart.houseHints.placidus'))).toBeVisible();
    await section
      .getByText(text(lang, 'settings:chart.houseSystems.wholeSign'), { exact: true })
      .click();
    await expect(
      section.getByText(text(lang, 'settings:chart.houseHints.wholeSign')),
    ).toBeVisible();
    await section.getByText(text(lang, 'settings:chart.zodiacs.sidereal'), { exact: true }).click();
    await expect(
      section.getByText(text(lang, 'settings:chart.zodiacHints.sidereal')),
    ).toBeVisible();
    await expect(
      section.getByText(text(lang, 'settings:chart.ayanamsa'), { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => userConfig(members[lang]!))
      .toMatchObject({ houseSystem: 'wholeSign', zodiac: 'sidereal' });
    await section
      .getByText(text(lang, 'settings:chart.title'), { exact: true })
      .scrollIntoViewIfNeeded();
    await shot(page, `settings-${lang}`);
    await shot(page, `settings-full-${lang}`, true);

    await page.goto('/#/natalChartReport');
    await expect(page.getByText(houses('wholeSign'), { exact: true })).toBeVisible();
    const note = page.getByTestId('chart-zodiac-note');
    await expect(note).toContainText(text(lang, 'reports:notes.ayanamsas.lahiri'));
    await expect(note).toContainText(/23°4\d′/);
    // about 24° back: the Sun of mid-May 1992 is in late sidereal Aries
    await expect(sunRow(page)).toContainText(text(lang, 'common:zodiac.0'));
    await expect(page.locator('.sl-wheel-point')).toHaveCount(5);
    await shot(page, `natal-after-${lang}`);
    await page
      .getByRole('table', { name: text(lang, 'reports:tables.points') })
      .scrollIntoViewIfNeeded();
    await shot(page, `natal-points-${lang}`);
    expect(errors).toEqual([]);
  });
}
