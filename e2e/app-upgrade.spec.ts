import { expect, test } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// New accounts are on the unlimited beta plan and the API has no way to move a user to the free
// plan (no admin plan switch yet), so the one answer a free user would get at the limit is
// simulated: POST /api/test-suites answers the server's LIMIT_REACHED body. Everything after it
// (plans, upgrade, pricing feedback) is the real server.
const LIMIT_REACHED = {
  code: 'LIMIT_REACHED',
  message: 'You have reached the test suite limit of your plan.',
  details: { limitType: 'testSuites', usage: 3, limit: 3 },
};

test('at the suite limit the upgrade panel opens; choosing Pro asks for pricing feedback', async ({ page }) => {
  await newSignedInUser(page, 'upgrade');
  await page.route('**/api/test-suites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(LIMIT_REACHED) })
      : route.continue(),
  );

  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const form = page.getByRole('dialog', { name: 'Create Test Suite' });
  await form.getByLabel('Name').fill('Fourth');
  await form.getByLabel('Starting URL').fill('https://example.com');
  await form.getByRole('button', { name: 'Create suite' }).click();

  const panel = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(panel.getByText('You have reached the test suite limit of your plan.')).toBeVisible();
  await expect(panel.getByText('3 / 3 used')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'pro plan' })).toContainText('Most Popular');

  await panel.getByRole('button', { name: 'Start Free' }).click();
  await expect(page.getByText('Only Pro plan is available')).toBeVisible();
  await expect(page.getByText('Currently, only the Pro plan is available for upgrading')).toBeVisible();

  await panel.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const feedback = page.getByRole('dialog', { name: 'Help Us Shape Our Pro Plan' });
  await expect(feedback.getByLabel('$10-$25')).toBeChecked();
  await feedback.getByLabel('$25-$50').check();
  await feedback.getByLabel('Which features matter most to you?').fill('More browsers');
  await feedback.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText("We'll notify you when our Pro plan is available.")).toBeVisible();
  await expect(feedback).toHaveCount(0);

  const current = await (await page.request.get('/api/plans/current?tzOffset=0')).json();
  expect(current.wantsUpgrade).toBe(true);
});

test('pricing feedback is optional: submitting it untouched still thanks the user', async ({ page }) => {
  await newSignedInUser(page, 'upgrade-empty');
  await page.route('**/api/test-suites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify(LIMIT_REACHED) })
      : route.continue(),
  );
  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const form = page.getByRole('dialog', { name: 'Create Test Suite' });
  await form.getByLabel('Name').fill('Fourth');
  await form.getByLabel('Starting URL').fill('https://example.com');
  await form.getByRole('button', { name: 'Create suite' }).click();
  await page.getByRole('dialog', { name: 'Upgrade your plan' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog', { name: 'Help Us Shape Our Pro Plan' }).getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText("We'll notify you when our Pro plan is available.")).toBeVisible();
});
