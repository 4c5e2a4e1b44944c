import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { newSignedInUser } from './support/users.js';

// Real runs: the server's in-process worker drives its own Chromium against the fixture site.
test.describe.configure({ timeout: 240_000 });

// The todo fixture's planted counter bug counts finished tasks too: the check in line 5 fails
// (its twin without ?bug= passes, e2e/runs.spec.ts). Lines 1–3 each become two actions, so the
// failing step's number is not its line's.
const BUGGY_STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add
3. Type "Call mom" into the "New task" field and click Add
4. Tick the "Pay rent" checkbox
5. Check that the page shows "2 open tasks"`;
const FAILING_LINE = '5. Check that the page shows "2 open tasks"';
const RUN_TIMEOUT = { timeout: 90_000 };

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

async function failingTest(page: Page) {
  const testingUser = await page.request.post('/api/testing-users', {
    data: { name: 'Ada', auth_type: 'email_password', email: 'ada@example.com', password: 'pw-1' },
  });
  expect(testingUser.status(), await testingUser.text()).toBe(201);
  const testingUserId = ((await testingUser.json()) as { id: string }).id;
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Todo with a bug',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/?bug=counter`,
      testing_user_id: testingUserId,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const created = await page.request.post('/api/tests', {
    data: {
      test_suite_id: ((await suite.json()) as { id: string }).id,
      name: 'Counter after ticking',
      test_objective: 'Completing a task lowers the count of open tasks',
      description: BUGGY_STEPS,
      testing_user_id: testingUserId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('from a failed result: Re-run queues a new run, Cancel stops it, Copy link and Edit test with the failing step marked', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email } = await newSignedInUser(page, 'next-moves');
  const testId = await failingTest(page);

  // A failed run, started as a click starts it.
  await page.goto(`/app/tests/${testId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('link', { name: 'View results' }).click();
  const table = page.getByRole('table', { name: 'Results' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('FAILED', RUN_TIMEOUT);
  await expect(rows).toHaveCount(2);
  await rows
    .nth(1)
    .getByRole('button', { name: /^View result/ })
    .click();
  const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
  await expect(detail.getByRole('region', { name: 'Summary' })).toContainText('2 open tasks');

  // Copy link: the clipboard holds this result's address, which opens it.
  await detail.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/app/tests/${testId}/results\\?run=[0-9a-f-]{36}$`));
  await page.goto(link);
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Summary' })).toContainText('2 open tasks');

  // Re-run: a new run appears on top, in progress, with Cancel; Cancel stops it and says who.
  await detail.getByRole('button', { name: 'Re-run' }).click();
  await expect(page.getByText('Test run started', { exact: true })).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(rows).toHaveCount(3);
  const fresh = rows.nth(1);
  await expect(fresh).toContainText(/QUEUED|RUNNING/);
  await fresh.getByRole('button', { name: /^Cancel run [0-9a-f]{8}$/ }).click();
  await expect(page.getByText('Run cancelled', { exact: true })).toBeVisible();
  await expect(fresh).toContainText('CANCELLED');
  await expect(fresh).toContainText(`Cancelled by ${email}`);
  await expect(fresh.getByRole('button', { name: /^Cancel run/ })).toHaveCount(0);
  // It stays cancelled: the worker does not finish it over (no result arrives).
  await page.reload();
  await expect(rows.nth(1)).toContainText(`Cancelled by ${email}`);

  // Edit test: the form opens with the written line of the failing step marked and selected.
  await rows
    .filter({ hasText: 'FAILED' })
    .getByRole('button', { name: /^View result/ })
    .click();
  await detail.getByRole('link', { name: 'Edit test' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tests/${testId}\\?edit=1&step=\\d+&stepText=`));
  const form = page.getByRole('dialog', { name: 'Edit Test' });
  const note = form.getByRole('note', { name: 'Failing step' });
  await expect(note).toContainText(/Step \d+ failed: .*2 open tasks/);
  await expect(note.locator('mark')).toHaveText(FAILING_LINE);
  await expect(note).toContainText('Description, line 5:');
  const description = form.getByLabel('Description');
  await expect(description).toBeFocused();
  const selected = await description.evaluate((el) => {
    const area = el as HTMLTextAreaElement;
    return area.value.slice(area.selectionStart, area.selectionEnd);
  });
  expect(selected).toBe(FAILING_LINE);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/tests/${testId}$`));
});
