import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY } from '@scout/shared';
import { expect, test } from '@playwright/test';

/**
 * Readable text on the public pages in both themes: axe-core's color-contrast rule (WCAG AA,
 * 4.5:1 for body text, 3:1 for large text) finds no text whose color against its effective
 * background falls short, at 1280 and 375 px.
 */
const PAGES = [
  { path: '/', heading: 'Stop letting your users find the bugs first' },
  { path: '/pricing', heading: 'Choose the Perfect Testing Plan' },
  { path: '/waiting-list-signup', heading: 'Join Our Waiting List' },
  { path: '/contact?plan=team', heading: 'Contact Us' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`public pages have readable contrast in the ${theme} theme at ${width} px`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [THEME_STORAGE_KEY, theme],
      );
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page })
          .withRules(['color-contrast'])
          .analyze();
        for (const violation of violations) {
          for (const node of violation.nodes) {
            found.push(
              `${path}: ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.id}`,
            );
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
}
