import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { E2E_PORT } from '../support/env';
import { text } from '../support/i18n';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * "Download my data" end to end: a member with a profile and a tarot reading goes My →
 * Settings → Download my data, prepares the file (the server's job builds it), downloads the
 * zip and finds their reading in it, with the README in their language.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

const QUESTION = { en: 'Will the garden bloom this spring?', zh: '今年春天花园会开花吗？' };

async function memberWithReading(lang: 'en' | 'zh'): Promise<Member> {
  const member = await registerMember(`mydata-${lang}`);
  const res = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v2/personal/subRegion?q=Shanghai&lang=en`,
  );
  const shanghai = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  const profile = await api(
    'personal/add',
    {
      nickname: 'Lumen',
      relationship: 'A',
      gender: 2,
      birthDate: '1991-06-12',
      birthTime: '09:40',
      birthPlaceId: shanghai,
      residencePlaceId: shanghai,
    },
    member.token,
  );
  expect(profile.code).toBe(200);
  const shuffled = await api<{ shuffleId: string }>(
    'tarot/shuffle',
    { spreadId: 'three' },
    member.token,
  );
  const reading = await api(
    'tarot/prediction',
    { shuffleId: shuffled.data.shuffleId, question: QUESTION[lang], picks: [2, 5, 9], lang },
    member.token,
  );
  expect(reading.code).toBe(200);
  return member;
}

for (const lang of ['en', 'zh'] as const) {
  test(`a member prepares and downloads their data (${lang})`, async ({ page }) => {
    const member = await memberWithReading(lang);
    await openAs(page, member, '/user', lang);
    await page.getByText(text(lang, 'profile:menu.setting'), { exact: true }).click();
    await page.getByText(text(lang, 'myData:entry'), { exact: true }).click();
    await expect(page).toHaveURL(/#\/myData$/);
    await expect(page.getByText(text(lang, 'myData:about.title'))).toBeVisible();
    await shot(page, `mydata-start-${lang}`);

    await page.getByRole('button', { name: text(lang, 'myData:prepare') }).click();
    await expect(page.getByText(text(lang, 'myData:queued.title'))).toBeVisible();
    await shot(page, `mydata-preparing-${lang}`);
    // the server's job runner builds it within its interval; the screen polls until then
    await expect(page.getByText(text(lang, 'myData:ready.title'))).toBeVisible({
      timeout: 45_000,
    });
    await shot(page, `mydata-ready-${lang}`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text(lang, 'myData:ready.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^starlit-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const readme = strFromU8(files['README.txt']!);
    if (lang === 'zh') expect(readme).toMatch(/^Starlit：你的数据/);
    else expect(readme).toMatch(/^Starlit: your data/);
    const tarot = JSON.parse(strFromU8(files['readings/tarot.json']!)) as {
      readings: Array<{ question: string; cards: unknown[] }>;
    };
    expect(tarot.readings.map((r) => r.question)).toEqual([QUESTION[lang]]);
    expect(tarot.readings[0]!.cards).toHaveLength(3);
    const profiles = JSON.parse(strFromU8(files['profiles.json']!)) as {
      profiles: Array<{ nickname: string }>;
    };
    expect(profiles.profiles.map((p) => p.nickname)).toEqual(['Lumen']);
  });

  test(`the limit and failure states read well (${lang})`, async ({ page }) => {
    const member = await registerMember(`mydata-states-${lang}`);
    // the states a member meets rarely, answered by a stand-in for the status call only
    let status: object = {
      status: 'expired',
      requestedAt: new Date(Date.now() - 20 * 3600_000).toISOString(),
      nextAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
    };
    await page.route(/\/api\/v2\/myData\/export\?/, (route) =>
      route.fulfill({ json: { code: 200, msg: 'ok', data: status } }),
    );
    await openAs(page, member, '/myData', lang);
    await expect(page.getByText(text(lang, 'myData:expired'))).toBeVisible();
    await expect(page.getByRole('button', { name: text(lang, 'myData:prepare') })).toHaveCount(0);
    await shot(page, `mydata-limit-${lang}`);

    status = { status: 'failed', requestedAt: new Date().toISOString() };
    await page.reload();
    await expect(page.getByText(text(lang, 'myData:failed.title'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: text(lang, 'myData:failed.retry') }),
    ).toBeVisible();
    await shot(page, `mydata-failed-${lang}`);
  });
}
