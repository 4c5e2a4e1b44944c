import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

/**
 * Records Scout's own screens as the landing page's demo images (apps/web/public/demo). Run on
 * request: SCOUT_UPDATE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts demo-images
 */
const DEMO = path.resolve(import.meta.dirname, '../apps/web/public/demo');

test.skip(!process.env.SCOUT_UPDATE_SCREENSHOTS, 'only on request: they are committed files');

test('demo images of Scout’s own screens', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await newSignedInUser(page, 'demo');
  const testingUser = await page.request.post('/api/testing-users', {
    data: {
      name: 'Ada',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-123456',
      is_active: true,
    },
  });
  expect(testingUser.status()).toBe(201);

  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const suite = page.getByRole('dialog', { name: 'Create Test Suite' });
  await suite.getByLabel('Name').fill('Checkout');
  await suite.getByLabel('Starting URL').fill('https://shop.example.com');
  await page.screenshot({ path: path.join(DEMO, 'target-any-url.png') });
  await page.keyboard.press('Escape');

  await page.goto('/app/tests');
  await page.getByRole('button', { name: 'Create Test' }).click();
  const form = page.getByRole('dialog', { name: 'Create Test' });
  await form.getByLabel('Test suite').selectOption({ label: 'Default Suite' });
  await form.getByLabel('Name').fill('Guest checkout');
  await form
    .getByLabel('What do you want to test?')
    .fill('A guest can add a product to the cart and pay with a test card');
  await page.screenshot({ path: path.join(DEMO, 'natural-language.png') });
});
