import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../support/env';
import { text } from '../support/i18n';
import { api, openAs, registerMember, type Member } from '../support/session';

/**
 * The built app under the server's Content-Security-Policy: screens in both languages (home,
 * explore, sign-in with its captcha picture, tarot, today's fortune and its charts, the natal
 * chart, pairing, the answers book) load without a single violation, and the service worker
 * registers. Violations are caught in the page (`securitypolicyviolation`) and in the console.
 */
const SCREENS = [
  '/',
  '/expore',
  '/login?mode=phone',
  '/drawingCards',
  '/todayFortune',
  '/natalChartReport',
  '/zodiacPairing',
  '/answersBook',
  '/feedback',
];

let member: Member;

test.beforeAll(async () => {
  member = await registerMember('csp');
  const res = await fetch(
    `http://127.0.0.1:${E2E_PORT}/api/v2/personal/subRegion?q=Shanghai&lang=en`,
  );
  const shanghai = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  const added = await api(
    'personal/add',
    {
      nickname: 'Csp',
      relationship: 'A',
      gender: 2,
      birthDate: '1992-05-14',
      birthTime: '10:30',
      birthPlaceId: shanghai,
      residencePlaceId: shanghai,
    },
    member.token,
  );
  expect(added.code).toBe(200);
});

/** Starts collecting violations in every document the page loads; returns the console's. */
async function watchViolations(page: Page): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) logged.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return logged;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

for (const lang of ['en', 'zh'] as const) {
  test(`the app runs under its security policy in ${lang}`, async ({ page }) => {
    const logged = await watchViolations(page);
    await openAs(page, member, '/', lang);
    // every screen's violations, so that a failure lists them all
    const found: Record<string, string[]> = {};
    let before = 0;
    for (const screen of SCREENS) {
      await page.goto(`/#${screen}`);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText(text(lang, 'common:errorScreen.title'))).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const all = await violations(page);
      // fewer than before: the page was loaded anew (a service-worker update reloads it)
      const fresh = all.length < before ? all : all.slice(before);
      if (fresh.length) found[screen] = fresh;
      before = all.length;
    }
    expect(found).toEqual({});
    // the service worker registered (worker-src)
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            Boolean((await navigator.serviceWorker.getRegistration())?.active),
          ),
        { message: 'an active service worker', timeout: 10_000 },
      )
      .toBe(true);
    const res = await page.request.get('/');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(logged).toEqual([]);
  });
}
