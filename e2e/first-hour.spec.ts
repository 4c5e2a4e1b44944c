import { expect, test } from '@playwright/test';
import { newSignedInUser } from './support/users.js';

// The first hour (issue 17): a fresh account opens the example suite Scout gave it and runs its
// three tests on the demo app Scout serves, clicking only, no typing.
test.describe.configure({ timeout: 240_000 });
const RUN_TIMEOUT = { timeout: 90_000 };

test('a new account runs the example suite: PASSED, FAILED at the planted bug, PASSED with the testing user', async ({
  page,
}) => {
  await newSignedInUser(page, 'first-hour', { keepExamples: true });

  await test.step('the dashboard leads to the example suite', async () => {
    await page.getByRole('link', { name: 'Test Suites' }).first().click();
    await page.getByRole('link', { name: 'Example: Tidy demo app' }).click();
    await expect(page.getByRole('heading', { name: 'Example: Tidy demo app' })).toBeVisible();
    await expect(page.getByText(/\/demo\/$/)).toBeVisible();
  });

  const row = (name: string) =>
    page.getByRole('table', { name: 'Tests' }).getByRole('row', { name });
  const examples = [
    { name: 'Add a task to the todo list', status: 'PASSED' },
    { name: 'Ticking off a task lowers the count (planted bug)', status: 'FAILED' },
    { name: 'Sign in as the testing user', status: 'PASSED' },
  ];
  await test.step('one click on Run each', async () => {
    for (const { name } of examples) {
      await expect(row(name)).toContainText('READY');
      await row(name)
        .getByRole('button', { name: `Run ${name}` })
        .click();
    }
    for (const { name, status } of examples) {
      await expect(row(name)).toContainText(status, RUN_TIMEOUT);
    }
  });

  await test.step('the failed run names the planted step; the sign-in ran as the testing user', async () => {
    await row(examples[1]!.name).getByRole('link', { name: examples[1]!.name }).click();
    await page.getByRole('link', { name: 'View results' }).click();
    const rows = page.getByRole('table', { name: 'Results' }).getByRole('row');
    await rows
      .nth(1)
      .getByRole('button', { name: /^View result/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
    await expect(detail.getByRole('region', { name: 'Summary' })).toContainText(
      'Failed at step 7 (“Check that the page shows "1 item left"”)',
    );
    await page.keyboard.press('Escape');

    await page.goBack();
    await page.goBack();
    await row(examples[2]!.name).getByRole('link', { name: examples[2]!.name }).click();
    await page.getByRole('link', { name: 'View results' }).click();
    await rows
      .nth(1)
      .getByRole('button', { name: /^View result/ })
      .click();
    await expect(detail.getByRole('region', { name: 'Summary' })).not.toContainText('No summary.');
    const steps = detail.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps.last()).toContainText('Welcome back, Dana');
    await expect(detail.getByText('scout-demo-2026')).toHaveCount(0);
    const thumbnails = detail.getByRole('list', { name: 'Screenshots' }).getByRole('img');
    expect(await thumbnails.count()).toBeGreaterThan(0);
  });
});
