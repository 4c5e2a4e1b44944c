import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

/**
 * The first hour at 375 px, light and dark: the dashboard, the example suite, one of its tests and
 * a result, written to docs/screenshots/ on request:
 * SCOUT_UPDATE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts first-hour-screens
 */
const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

test.skip(!process.env.SCOUT_UPDATE_SCREENSHOTS, 'only on request: they are committed files');

test('screens of a new account at 375 px, light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await newSignedInUser(page, 'screens', { keepExamples: true });
  const suites = await (await page.request.get('/api/test-suites')).json();
  const suite = suites.items.find((s: { name: string }) => s.name.startsWith('Example'));
  const tests = await (await page.request.get(`/api/tests?test_suite_id=${suite.id}`)).json();
  const first = tests.items[0];
  const run = await page.request.post(`/api/tests/${first.id}/runs`, { data: { tzOffset: 0 } });
  expect(run.status(), await run.text()).toBe(201);
  await expect
    .poll(async () => (await (await page.request.get(`/api/tests/${first.id}`)).json()).status, {
      timeout: 120_000,
    })
    .toBe('PASSED');

  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    const shot = (name: string) =>
      page.screenshot({ path: path.join(SHOTS, `first-hour-${name}-375-${theme}.png`) });

    await page.goto('/app');
    await expect(page.getByText('Subscription Usage')).toBeVisible();
    await shot('dashboard');

    await page.goto(`/app/test-suites/${suite.id}`);
    await expect(page.getByRole('table', { name: 'Tests' })).toBeVisible();
    await shot('suite');

    await page.goto(`/app/tests/${first.id}`);
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
    await shot('test');

    await page.goto(`/app/tests/${first.id}/results`);
    await page
      .getByRole('table', { name: 'Results' })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^View result/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Result / });
    const image = detail.getByRole('list', { name: 'Screenshots' }).getByRole('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shot('result');
  }
});
