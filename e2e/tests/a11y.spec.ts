import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from '../support/axe';
import { registerMember, type Member } from '../support/session';
import { ROUTES, inGroups } from '../support/routes';

/**
 * Every screen, in both languages, signed out and signed in, has no serious or critical
 * WCAG 2.x A/AA violation that axe-core finds.
 */
const GROUPS = inGroups(ROUTES, 12);

interface Finding {
  route: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function audit(page: Page, route: string): Promise<Finding[]> {
  await page.goto(`/#${route}`);
  await expect(page.locator('#root')).not.toBeEmpty();
  // the screen, not its loading state: no route progress bar, skeleton or busy region
  await expect(page.locator('.sl-route-progress, [aria-busy="true"]')).toHaveCount(0);
  // the group's first route loads the app, and a signed-in home fills in from several
  // requests after its skeleton goes: audited before they end, axe saw a button it was
  // re-rendering. (A hash route opened after it keeps the document: this returns at once.)
  await page.waitForLoadState('networkidle');
  return (await axeFindings(page)).map((f) => ({ route, ...f }));
}

async function prepare(page: Page, lang: 'en' | 'zh', member: Member | null): Promise<void> {
  await page.addInitScript(
    ({ l, m }) => {
      localStorage.setItem('lang', l);
      if (m) {
        localStorage.setItem('token', m.token);
        localStorage.setItem('userId', m.userId);
        localStorage.setItem('loginStatus', 'true');
      }
    },
    { l: lang, m: member },
  );
}

let member: Member;
test.beforeAll(async () => {
  member = await registerMember('a11y');
});

for (const signedIn of [false, true]) {
  for (const lang of ['en', 'zh'] as const) {
    GROUPS.forEach((routes, i) => {
      const who = signedIn ? 'signed in' : 'signed out';
      test(`screens ${i + 1}/${GROUPS.length} pass axe in ${lang}, ${who}`, async ({ page }) => {
        await prepare(page, lang, signedIn ? member : null);
        const findings: Finding[] = [];
        for (const route of routes) findings.push(...(await audit(page, route)));
        expect(findings).toEqual([]);
      });
    });
  }
}
