import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/api.js';
import { newSignedInUser } from './support/users.js';

const toast = (page: Page, title: string) =>
  page.locator('[data-rht-toaster]').getByText(title, { exact: true });

async function fillWaitingList(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Website').fill('navy.mil');
  await page.getByLabel('Position').fill('Rear Admiral');
  await page.getByLabel('Company Size').selectOption('1000+');
}

test('a visitor joins the waiting list, meeting each check in order, then the duplicate notice', async ({
  page,
}) => {
  const email = uniqueEmail('waiting');
  await page.goto('/');
  await page.getByRole('link', { name: 'Join Waiting List' }).click();
  await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
  await expect(page.getByText('No spam, promise!')).toBeVisible();
  const join = page.getByRole('button', { name: 'Join Waiting List' });

  const checks: [string, string, () => Promise<void>][] = [
    [
      'First Name Required',
      'Please enter your first name to join the waiting list.',
      () => page.getByLabel('First Name').fill('Grace'),
    ],
    [
      'Last Name Required',
      'Please enter your last name to join the waiting list.',
      () => page.getByLabel('Last Name').fill('Hopper'),
    ],
    [
      'Email Required',
      'Please enter your email to join the waiting list.',
      () => page.getByLabel('Work Email').fill(email.toUpperCase()),
    ],
    [
      'Company Website Required',
      'Please enter your company website.',
      () => page.getByLabel('Company Website').fill('navy'),
    ],
    [
      'Invalid Website Format',
      'Please enter a valid website URL (e.g., example.com).',
      () => page.getByLabel('Company Website').fill('navy.mil'),
    ],
    [
      'Position Required',
      'Please enter your position in the company.',
      () => page.getByLabel('Position').fill('Rear Admiral'),
    ],
    [
      'Company Size Required',
      'Please select your company size.',
      async () => {
        await page.getByLabel('Company Size').selectOption('1000+');
      },
    ],
  ];
  for (const [title, description, fix] of checks) {
    await join.click();
    await expect(toast(page, title)).toBeVisible();
    await expect(page.locator('[data-rht-toaster]').getByText(description)).toBeVisible();
    await fix();
  }

  await join.click();
  await expect(page).toHaveURL(/\/waiting-list-success$/);
  await expect(page.getByRole('heading', { name: "You're on the List!" })).toBeVisible();
  await expect(page.getByText('Thank you, Grace Hopper.')).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(3);

  // The same email again, in another case: the server knows it, and the form gives way to the notice.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.goto('/waiting-list-signup');
  await fillWaitingList(page, email.toUpperCase());
  await join.click();
  await expect(
    page.getByText(
      "This email is already on our waiting list. We'll notify you when a spot becomes available.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expect(page).toHaveURL(/\/waiting-list-signup$/);
});

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

async function fillBetaStep1(page: Page, email: string) {
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Company Name').fill('Initech');
  await page.getByLabel('Your Role').selectOption('Software Developer');
  await page.getByLabel('Company Size').selectOption('11-50');
}

test('with the beta open, a visitor applies in three steps; a second application is a duplicate', async ({
  page,
}) => {
  const email = uniqueEmail('beta');
  await page.goto('/beta');
  await expect(page.getByRole('heading', { name: 'Beta Application' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });

  await expect(next).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await fillBetaStep1(page, email);
  await page.getByLabel('Company Name').fill('');
  await page.getByLabel('Company Name').blur();
  await expect(page.getByText('Please enter your company name')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Company Name').fill('Initech');
  await next.click();

  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Other', { exact: true }).check();
  await expect(next).toBeDisabled();
  await page.getByLabel('Other application type').fill('TPS report generators');
  await expect(next).toBeEnabled();
  await page.getByLabel('Current Testing Approach').selectOption('Manual Testing');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('Company Name')).toHaveValue('Initech');
  await next.click();
  await expect(page.getByLabel('Other application type')).toHaveValue('TPS report generators');
  await next.click();

  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Cross-browser testing').check();
  await submit.click();
  await expect(page).toHaveURL(/\/beta-success$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(/within 5 business days/)).toBeVisible();

  // Again, with the email in capitals: a duplicate, which still ends on the success page.
  await page.goto('/beta');
  await fillBetaStep1(page, email.toUpperCase());
  await next.click();
  await page.getByLabel('Web Applications').check();
  await next.click();
  await page.getByLabel('API testing').check();
  await submit.click();
  await expect(toast(page, 'Application Already Submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/beta-success$/);
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
