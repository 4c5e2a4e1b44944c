import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillBetaStep1, fillWaitingList } from './support/gate.js';
import { newSignedInUser } from './support/users.js';

// Issue 29: a customer who joined the waiting list with their own email became a lead, and every
// /app page sent them to /waiting-list from then on.
test('a signed-in customer sees the app on public pages, no waiting list, and cannot become a lead', async ({
  page,
}) => {
  const { email } = await newSignedInUser(page, 'customer');
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Account' });
  // Wait for the signed-in header first: before the session is known the page is a visitor's.
  await expect(header.getByRole('link', { name: 'Go to App' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('top-banner')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Waiting list' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join Waiting List/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Join Waiting List/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The form is still at its address; their own email, in any case, is refused.
  await page.goto('/waiting-list-signup');
  await fillWaitingList(page, email.toUpperCase());
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(
    page.getByText('You already have an account, so there is no need to join the waiting list.'),
  ).toBeVisible();

  await header.getByRole('link', { name: 'Go to App' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/tests');
  await expect(page.getByRole('heading', { name: 'Tests', exact: true, level: 1 })).toBeVisible();
  // Not a lead: the waiting list's own page sends them to the app.
  await page.goto('/waiting-list');
  await expect(page).toHaveURL(/\/app$/);
});

const SCREENSHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');

test.describe('screenshots for the README (refreshed when SCOUT_UPDATE_SCREENSHOTS=1)', () => {
  test.skip(!process.env.SCOUT_UPDATE_SCREENSHOTS, 'only on request: they are committed files');

  for (const width of [1280, 375]) {
    test(`waiting-list form and beta steps at ${width} px`, async ({ page }) => {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const shoot = (name: string) =>
        page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });

      await page.goto('/waiting-list-signup');
      await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
      await shoot('waiting-list-form');

      await page.goto('/beta');
      await fillBetaStep1(page, 'ada@example.com');
      await shoot('beta-step-1');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Web Applications').check();
      await page.getByLabel('Other', { exact: true }).check();
      await page.getByLabel('Other application type').fill('Kiosks');
      await page.getByLabel('Current Testing Approach').selectOption('Some Automation');
      await page.getByLabel('Expected Test Volume').selectOption('51-200');
      await shoot('beta-step-2');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('AI-powered test generation').check();
      await page.getByLabel('Visual regression testing').check();
      await shoot('beta-step-3');
    });
  }
});
