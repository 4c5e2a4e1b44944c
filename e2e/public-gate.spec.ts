import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillBetaStep1, fillWaitingList } from './support/gate.js';
import { newSignedInUser } from './support/users.js';

test('a user who joined the waiting list lands on it when signing in', async ({ page }) => {
  const { email, password } = await newSignedInUser(page, 'lead');
  await page.goto('/waiting-list-signup');
  await fillWaitingList(page, email);
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(page.getByRole('heading', { name: "You're on the List!" })).toBeVisible();

  await page.goto('/waiting-list');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/waiting-list');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fwaiting-list$/);

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/waiting-list$/);
  await expect(page.getByRole('heading', { name: "You're on the Waiting List!" })).toBeVisible();
  await expect(page.getByRole('blockquote')).not.toBeEmpty();
  // The app is closed to a lead.
  await page.goto('/app/tests');
  await expect(page).toHaveURL(/\/waiting-list$/);
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
