import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { text } from '../support/i18n';
import { E2E_REDEEM_CODE, E2E_REDEEM_POINTS, E2E_WELCOME_POINTS } from '../support/env';
import { api, openAs, registerMember } from '../support/session';
import { settled } from '../support/settled';

/**
 * The 16-type personality test end to end, one member per language (the redeem code's 200
 * points): Home's card to the test's page, the simplified test answered to the end (with a
 * reload half-way that resumes), the result, its report unlocked for 35 points, the share
 * link opened signed out in a fresh browser, the 16 types, and the result deleted from the
 * history. Screenshots at 390×844 go to test-results/screens/mbti-*.png.
 */
const SHOTS = process.env.MBTI_SHOTS ?? 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, `mbti-${name}.png`), fullPage });

const SIMPLIFIED = 24;
/** A steady pattern of answers: mostly agreeing with some statements, disagreeing with others. */
const ANSWERS = [6, 2, 7, 3, 5, 1, 6, 4];

test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'zh'] as const) {
  test(`take the test, unlock, share and delete the result (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const member = await registerMember(`mbti-${lang}`);
    expect((await api('redeemWithCode', { redeemCode: E2E_REDEEM_CODE }, member.token)).code).toBe(
      200,
    );

    // Home's card, then the test's page
    await openAs(page, member, '/', lang);
    const card = page.locator('.sl-mbti-home');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(text(lang, 'mbti:home.title'));
    await shot(page, `homecard-${lang}`);
    await card.getByRole('button', { name: text(lang, 'mbti:home.action') }).click();
    await expect(page).toHaveURL(/#\/mbtiHome$/);
    await expect(page.getByText(text(lang, 'mbti:intro.note'))).toBeVisible();
    await expect(page.getByText(text(lang, 'mbti:history.empty'))).toBeVisible();
    await shot(page, `home-${lang}`, true);

    // the simplified test, one statement at a time
    const name = text(lang, 'mbti:levels.simplified.name');
    await page
      .getByRole('button', { name: text(lang, 'mbti:levels.startLabel', { name }) })
      .click();
    await expect(page).toHaveURL(/#\/mbti\?level=simplified$/);
    const count = page.locator('.sl-mbti-progress-count');
    await expect(count).toHaveText(`1 / ${SIMPLIFIED}`);
    await shot(page, `test-${lang}`);
    const choose = async (i: number) => {
      const value = ANSWERS[i % ANSWERS.length]!;
      await page
        .getByRole('radio', { name: text(lang, `mbti:scale.${value}`), exact: true })
        .click();
      if (i < SIMPLIFIED - 1) await expect(count).toHaveText(`${i + 2} / ${SIMPLIFIED}`);
    };
    for (let i = 0; i < 10; i++) await choose(i);
    await shot(page, `test-chosen-${lang}`);
    // a reload resumes at the same statement
    await page.reload();
    await expect(count).toHaveText(`11 / ${SIMPLIFIED}`);
    await page.getByRole('button', { name: text(lang, 'mbti:test.back'), exact: true }).click();
    await expect(count).toHaveText(`10 / ${SIMPLIFIED}`);
    await expect(
      page.getByRole('radio', {
        name: text(lang, `mbti:scale.${ANSWERS[9 % ANSWERS.length]}`),
        exact: true,
      }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: text(lang, 'mbti:test.next') }).click();
    for (let i = 10; i < SIMPLIFIED - 1; i++) await choose(i);
    const submit = page.getByRole('button', { name: text(lang, 'mbti:test.submit') });
    await expect(count).toHaveText(`${SIMPLIFIED} / ${SIMPLIFIED}`);
    await expect(submit).toBeDisabled();
    await choose(SIMPLIFIED - 1);
    await expect(submit).toBeEnabled();
    await shot(page, `test-last-${lang}`);
    await submit.click();

    // the result
    await expect(page).toHaveURL(/#\/mbtiReport\?id=[0-9a-f-]{36}$/, { timeout: 15_000 });
    const code = page.locator('.sl-mbti-head-code');
    await expect(code).toHaveText(/^[EI][SN][TF][JP]$/);
    const type = (await code.textContent())!;
    await expect(page.locator('.sl-mbti-bar')).toHaveCount(4);
    await expect(page.locator('.sl-mbti-bar-ends .is-win')).toHaveCount(4);
    await shot(page, `result-${lang}`);
    await shot(page, `result-full-${lang}`, true);
    const reportUrl = page.url();

    // unlock for 35 points: the code's 200 and the welcome 45, then 35 fewer
    const start = E2E_REDEEM_POINTS + E2E_WELCOME_POINTS;
    const unlock = page.getByRole('button', {
      name: text(lang, 'mbti:result.unlockPrice', { price: 35 }),
    });
    await expect(page.locator('.sl-report-section')).toHaveCount(1);
    await expect(
      page.getByText(text(lang, 'mbti:result.balance', { count: start }), {
        exact: false,
      }),
    ).toBeVisible({ timeout: 15_000 });
    await unlock.click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.costReport', { cost: 35 })),
    ).toBeVisible();
    await expect(
      dialog.getByText(text(lang, 'wallet:deduction.balance', { count: start })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: text(lang, 'common:actions.confirm') }).click();
    await expect(unlock).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await page.getByRole('tab').count()).toBeGreaterThan(5);
    await expect(dialog).toHaveCount(0);
    await settled(page);
    await shot(page, `unlocked-${lang}`, true);
    await page.goto('/#/pointsCenter');
    await expect(page.locator('.sl-balance-value')).toHaveText(String(start - 35));

    // Home's card now shows the type
    await page.goto('/#/');
    const mine = page.locator('.sl-mbti-home');
    await mine.scrollIntoViewIfNeeded();
    await expect(mine.locator('.sl-mbti-home-code')).toHaveText(type);
    await shot(page, `homecard-mine-${lang}`);

    // share: the picture and the public link
    await page.goto(reportUrl.replace(/^.*#/, '/#'));
    await page.getByRole('button', { name: text(lang, 'mbti:share.action'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: text(lang, 'mbti:share.title') });
    const picture = sheet.getByRole('img');
    await expect(picture).toBeVisible({ timeout: 15_000 });
    const link = await sheet.getByRole('textbox').inputValue();
    expect(link).toMatch(/#\/mbtiReport\?share=[A-Za-z0-9_-]{16,64}$/);
    await expect(picture).toHaveJSProperty('complete', true);
    await settled(page, sheet);
    await shot(page, `share-${lang}`);
    // drawn again on a canvas: the page's policy lets it fetch only from its own origin
    const png = await picture.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return { data: canvas.toDataURL('image/png').split(',')[1]!, width: img.naturalWidth };
    });
    expect(png.width).toBe(1080);
    writeFileSync(path.join(SHOTS, `mbti-sharecard-${lang}.png`), Buffer.from(png.data, 'base64'));

    // the link, signed out in a fresh browser: the public summary, nothing about the member
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const stranger = await visitor.newPage();
    await stranger.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await stranger.goto(link);
    await expect(stranger.locator('.sl-mbti-head-code')).toHaveText(type);
    await expect(stranger.getByText(text(lang, 'mbti:shared.intro'))).toBeVisible();
    await expect(stranger.locator('.sl-mbti-bar')).toHaveCount(4);
    await expect(
      stranger.getByRole('button', { name: text(lang, 'mbti:shared.cta') }),
    ).toBeVisible();
    const publicText = (await stranger.locator('body').textContent()) ?? '';
    expect(publicText).not.toContain(member.email);
    expect(publicText).not.toContain(member.email.split('@')[0]!);
    // it speaks of the person who shared it, not to the reader
    await expect(stranger.getByText(text(lang, 'mbti:shared.typeLabel'))).toBeVisible();
    await expect(
      stranger.getByRole('heading', { name: text(lang, 'mbti:shared.barsTitle') }),
    ).toBeVisible();
    await expect(stranger.locator('.sl-mbti-shared')).not.toContainText(
      lang === 'en' ? /\byour\b/i : /你的/,
    );
    await expect(stranger.locator('.sl-mbti-head')).not.toContainText(
      lang === 'en' ? /\byou\b/i : '你',
    );
    await stranger.screenshot({
      path: path.join(SHOTS, `mbti-shared-${lang}.png`),
      fullPage: true,
    });
    // opened from a link, it has nowhere to go back to: Back goes home
    await stranger.locator('.adm-nav-bar-back').click();
    await expect(stranger).toHaveURL(/#\/$/);
    await visitor.close();
    await page.keyboard.press('Escape');

    // the 16 types and one type's page
    await page.goto('/#/personalityTypeList');
    await expect(page.locator('.sl-mbti-type-card')).toHaveCount(16);
    await expect(page.locator('.sl-mbti-group')).toHaveCount(4);
    await shot(page, `types-${lang}`);
    await page.locator('.sl-mbti-type-card', { hasText: type }).click();
    await expect(page).toHaveURL(new RegExp(`#/personalityTypeDetail\\?type=${type}$`));
    await expect(page.locator('.sl-mbti-letters li')).toHaveCount(4);
    await shot(page, `type-${lang}`);
    await shot(page, `type-full-${lang}`, true);

    // the history: delete needs a selection, then a confirmation
    await page.goto('/#/mbtiHome');
    const rows = page.locator('.sl-mbti-hist-row');
    await expect(rows).toHaveCount(1);
    await expect(page.locator('.sl-mbti-mine-code')).toHaveText(type);
    await page.getByRole('button', { name: text(lang, 'mbti:history.manage') }).click();
    const remove = page.getByRole('button', { name: text(lang, 'mbti:history.delete') });
    await expect(remove).toBeDisabled();
    await rows.first().locator('.sl-select-box').click();
    await expect(remove).toBeEnabled();
    await page.locator('.sl-mbti-hist').scrollIntoViewIfNeeded();
    await shot(page, `history-manage-${lang}`);
    await remove.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(text(lang, 'mbti:history.deleteTitle'));
    await confirm.getByRole('button', { name: text(lang, 'mbti:history.delete') }).click();
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(text(lang, 'mbti:history.empty'))).toBeVisible();
    await expect(page.locator('.sl-mbti-mine')).toHaveCount(0);
    // the deleted result's share link is gone too
    const gone = await fetch(
      link.replace(/^(https?:\/\/[^/]+).*share=/, '$1/api/v2/getShareReport?token='),
    );
    expect(((await gone.json()) as { code: number }).code).toBe(1501);
    expect(errors).toEqual([]);
  });
}
