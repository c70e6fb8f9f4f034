import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerMember, type Member } from '../support/session';
import { ROUTES, inGroups } from '../support/routes';

/**
 * Every screen, in both languages, signed out and signed in, has no serious or critical
 * WCAG 2.x A/AA violation that axe-core finds.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
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
  await page.waitForLoadState('networkidle');
  // the starfield is decoration hidden from readers: hundreds of nodes with nothing to check
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude('.sl-starfield')
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      route,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
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
