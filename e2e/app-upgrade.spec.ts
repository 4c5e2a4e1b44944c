import { expect, test, type Page } from '@playwright/test';
import { newSignedInUser, setPlan } from './support/users.js';

/** A free-plan user with as many suites as the plan allows (the default suite counts). */
async function freeUserAtSuiteLimit(page: Page, prefix: string) {
  const { email } = await newSignedInUser(page, prefix);
  await setPlan(email, 'free');
  const current = await (await page.request.get('/api/plans/current')).json();
  const { usage, limit } = current.usage.testSuites as { usage: number; limit: number };
  for (let i = usage; i < limit; i++) {
    const res = await page.request.post('/api/test-suites', {
      data: { name: `Suite ${i + 1}`, browser: 'chrome', starting_url: 'https://example.com' },
    });
    expect(res.status()).toBe(201);
  }
  return { limit };
}

test('at the suite limit the upgrade panel opens; choosing Pro asks for pricing feedback', async ({
  page,
}) => {
  const { limit } = await freeUserAtSuiteLimit(page, 'upgrade');

  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const form = page.getByRole('dialog', { name: 'Create Test Suite' });
  await form.getByLabel('Name').fill('Fourth');
  await form.getByLabel('Starting URL').fill('https://example.com');
  await form.getByRole('button', { name: 'Create suite' }).click();

  const panel = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(
    panel.getByText('You have reached the test suite limit of your plan.'),
  ).toBeVisible();
  await expect(panel.getByText(`${limit} / ${limit} used`)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'pro plan' })).toContainText('Most Popular');

  // Non-free plans only: Free is not offered; Team is coming soon.
  await expect(panel.getByRole('button', { name: 'Start Free' })).toHaveCount(0);
  await panel
    .getByRole('region', { name: 'team plan' })
    .getByRole('button', { name: 'Contact Us' })
    .click();
  await expect(page.getByText('Only Pro plan is available')).toBeVisible();
  await expect(
    page.getByText('Currently, only the Pro plan is available for upgrading'),
  ).toBeVisible();

  await panel.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const feedback = page.getByRole('dialog', { name: 'Help Us Shape Our Pro Plan' });
  await expect(feedback.getByLabel('$10-$25')).toBeChecked();
  await feedback.getByLabel('$25-$50').check();
  await feedback.getByLabel('Which features matter most to you?').fill('More browsers');
  await feedback.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(page.getByText("We'll notify you when our Pro plan is available.")).toBeVisible();
  await expect(feedback).toHaveCount(0);

  const current = await (await page.request.get('/api/plans/current')).json();
  expect(current.wantsUpgrade).toBe(true);
});

test('pricing feedback is optional: submitting it untouched still thanks the user', async ({
  page,
}) => {
  await freeUserAtSuiteLimit(page, 'upgrade-empty');
  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const form = page.getByRole('dialog', { name: 'Create Test Suite' });
  await form.getByLabel('Name').fill('Fourth');
  await form.getByLabel('Starting URL').fill('https://example.com');
  await form.getByRole('button', { name: 'Create suite' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade your plan' })
    .getByRole('button', { name: 'Upgrade to Pro' })
    .click();
  await page
    .getByRole('dialog', { name: 'Help Us Shape Our Pro Plan' })
    .getByRole('button', { name: 'Submit feedback' })
    .click();
  await expect(page.getByText("We'll notify you when our Pro plan is available.")).toBeVisible();
});
