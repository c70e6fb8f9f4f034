import { expect, test } from '@playwright/test';
import { text } from '../support/i18n';
import { ROUTES, inGroups } from '../support/routes';

/** Every screen of this release, in both languages: it renders, and a screenshot is kept. */
const GROUPS = inGroups(ROUTES, 8);

for (const lang of ['en', 'zh'] as const) {
  GROUPS.forEach((routes, i) => {
    test(`screens ${i + 1}/${GROUPS.length} render in ${lang}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      for (const route of routes) {
        await page.goto(`/#${route}`);
        await expect(page.locator('#root')).not.toBeEmpty();
        await expect(page.getByText(text(lang, 'common:errorScreen.title'))).toHaveCount(0);
        await expect(page.getByText(text(lang, 'common:errorScreen.loadTitle'))).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const name = route === '/' ? 'home' : route.slice(1);
        await page.screenshot({ path: `test-results/screens/${name}-${lang}.png` });
      }
      expect(errors).toEqual([]);
    });
  });

  test(`the download tutorial opens from the banner in ${lang}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    // the download tutorial opens from the banner with the picture for this platform and language
    await page.goto('/#/');
    await page.getByRole('button', { name: text(lang, 'common:actions.download') }).click();
    await expect(page.locator(`img[src*="/tutorial/"][src$="-${lang}.svg"]`)).toBeVisible();
    await page.screenshot({ path: `test-results/screens/tutorial-${lang}.png` });
  });
}
