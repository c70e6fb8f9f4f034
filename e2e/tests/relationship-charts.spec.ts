import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { memberWithProfile, placeId } from '../support/profile';
import { api, openAs, type Member } from '../support/session';
import { settled } from '../support/settled';

/**
 * The relationship charts and the 八字 pair end to end, one member per language with their own
 * profile (Mei, Shanghai) and a partner's (Kai, Beijing): the composite and the Davison wheels
 * with their short readings on the synastry screen, and the Four Pillars tab with both day
 * masters, their pillars' contacts and one sentence on how the four methods agree.
 */
const members: Partial<Record<'en' | 'zh', Member>> = {};
const SHOTS = process.env.RELATIONS_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `relationship-${name}.png`), fullPage });

async function pairMember(lang: 'en' | 'zh'): Promise<Member> {
  const member = await memberWithProfile(`relationship-charts-${lang}`);
  const beijing = await placeId('Beijing');
  const partner = await api(
    'personal/add/relation',
    {
      nickname: 'Kai',
      relationship: 'B',
      gender: 1,
      birthDate: '1990-08-02',
      birthTime: '07:30',
      birthPlaceId: beijing,
      residencePlaceId: beijing,
    },
    member.token,
  );
  expect(partner.code).toBe(200);
  return member;
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  members.en = await pairMember('en');
  members.zh = await pairMember('zh');
});

for (const lang of ['en', 'zh'] as const) {
  test(`the composite and the Davison on the synastry screen (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, members[lang]!, '/stellarTies', lang);
    await page.getByRole('tab', { name: text(lang, 'relations:tabs.2') }).click();
    await page.getByRole('button', { name: text(lang, 'relations:synastry.open') }).click();
    await expect(page).toHaveURL(/#\/stellarTiesDetail$/);
    const charts = page.getByTestId('relationship-charts');
    const composite = charts.getByRole('img', {
      name: text(lang, 'relations:charts.wheel.composite', { a: 'Mei', b: 'Kai' }),
    });
    await expect(composite).toBeVisible({ timeout: 20_000 });
    await expect(composite.locator('.sl-wheel-planet-glyph')).toHaveCount(10);
    const reading = page.getByTestId('relationship-composite');
    await expect(reading).toContainText(
      lang === 'zh' ? '组合盘的太阳落在' : 'The composite Sun is in',
    );
    await expect(reading).toContainText(lang === 'zh' ? '才有安全感' : 'To feel safe it needs');
    await charts.scrollIntoViewIfNeeded();
    await settled(page, charts);
    await charts.getByRole('heading').scrollIntoViewIfNeeded();
    await shot(page, `composite-${lang}`);

    await charts
      .getByRole('radio', { name: lang === 'zh' ? '时空中点盘' : 'The Davison chart' })
      .click();
    const davison = charts.getByRole('img', {
      name: text(lang, 'relations:charts.wheel.davison', { a: 'Mei', b: 'Kai' }),
    });
    await expect(davison).toBeVisible();
    const davisonReading = page.getByTestId('relationship-davison');
    await expect(davisonReading).toContainText(lang === 'zh' ? '它诞生在' : 'It was born');
    await expect(charts).toContainText(lang === 'zh' ? '（世界时）' : '(UTC)');
    await settled(page, charts);
    await charts.getByRole('heading').scrollIntoViewIfNeeded();
    await shot(page, `davison-${lang}`);
    await davisonReading.scrollIntoViewIfNeeded();
    await shot(page, `davison-reading-${lang}`);
    expect(errors).toEqual([]);
  });

  test(`the Four Pillars of the pair and the four methods (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, members[lang]!, '/stellarTies', lang);
    await page.getByRole('tab', { name: text(lang, 'relations:tabs.4') }).click();
    const bazi = page.getByTestId('bazi-pair');
    await expect(bazi.locator('.sl-bazi-person')).toHaveCount(2, { timeout: 20_000 });
    await expect(bazi.locator('.sl-bazi-pillars li')).toHaveCount(8);
    await expect(bazi.locator('.sl-bazi-dm').first()).toHaveText(
      lang === 'zh'
        ? /^日主 [甲乙丙丁戊己庚辛壬癸][木火土金水]（[阴阳]）$/
        : /^Day Master [甲乙丙丁戊己庚辛壬癸] (Wood|Fire|Earth|Metal|Water) \((yin|yang)\)$/,
    );
    const agreement = page.getByTestId('methods-agreement');
    await expect(agreement).toHaveText(
      lang === 'zh' ? /^四种方法.+。$/ : /^(All four methods|The four methods differ).+\.$/,
    );
    await settled(page, bazi);
    await shot(page, `bazi-${lang}`);
    await shot(page, `bazi-full-${lang}`, true);
    expect(errors).toEqual([]);
  });
}
