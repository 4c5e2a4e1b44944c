import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { E2E_BASE_URL } from './support/env.js';
import { newSignedInUser } from './support/users.js';

// Real runs: the server's in-process worker drives its own Chromium against the fixture site.
test.describe.configure({ timeout: 180_000 });

const OBJECTIVE = 'A user can add two tasks and sees how many are left';
const BUGGY_OBJECTIVE = 'Completing a task lowers the count of open tasks';
// The planted counter bug counts finished tasks too, so it only shows once a task is ticked.
const BUGGY_STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add
3. Type "Call mom" into the "New task" field and click Add
4. Tick the "Pay rent" checkbox
5. Check that the page shows "2 open tasks"`;
const STEPS = `1. Type "Buy milk" into the "New task" field
2. Click Add
3. Type "Walk the dog" into New task
4. Press Enter
5. Check that the page shows "2 open tasks"`;
const RUN_TIMEOUT = { timeout: 90_000 };

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

/** A testing user made through the API: the testing-users spec covers making them in the UI. */
async function apiTestingUser(page: Page) {
  const res = await page.request.post('/api/testing-users', {
    data: {
      name: 'Ada',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-123456',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Records every status the test page's badge shows, from now on, without polling: a run can
 * pass through RUNNING faster than an assertion retries.
 */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const read = () => {
      const badge = document
        .querySelector('main h1')
        ?.parentElement?.querySelector('[data-slot="badge"]');
      const status = badge?.textContent ?? '';
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { seenStatuses: seen, noReloadMarker: true });
  });
  return {
    seen: () => page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses),
    wasReloaded: () => page.evaluate(() => !('noReloadMarker' in window)),
  };
}

test('a plain-English test runs live from QUEUED to PASSED, and its results show steps and screenshots', async ({
  page,
}) => {
  await newSignedInUser(page, 'runs');
  await apiTestingUser(page);

  // A suite whose starting URL is the fixture todo app.
  await page.goto('/app/test-suites');
  await page.getByRole('button', { name: 'Create Suite' }).click();
  const suiteForm = page.getByRole('dialog', { name: 'Create Test Suite' });
  await suiteForm.getByLabel('Name').fill('Todo app');
  await suiteForm.getByLabel('Browser').selectOption('chromium');
  await suiteForm.getByLabel('Starting URL').fill(`${fixtures.url}/todo/`);
  await suiteForm.getByLabel('Testing user').selectOption({ label: 'Ada' });
  await suiteForm.getByRole('button', { name: 'Create suite' }).click();
  await expect(page.getByText('Test suite created')).toBeVisible();
  await page
    .getByRole('row', { name: /Todo app/ })
    .getByRole('cell', { name: 'chromium' })
    .click();
  await expect(page.getByRole('heading', { name: 'Todo app' })).toBeVisible();

  // A plain-English test: a goal sentence and the steps.
  await page.getByRole('button', { name: 'Create Test' }).click();
  const testForm = page.getByRole('dialog', { name: 'Create Test' });
  await testForm.getByLabel('Name').fill('Add two tasks');
  await testForm.getByLabel('What do you want to test?').fill(OBJECTIVE);
  await testForm.getByLabel('Description').fill(STEPS);
  await testForm.getByRole('button', { name: 'Create test' }).click();
  await expect(page.getByText('Test created')).toBeVisible();
  await page.getByRole('link', { name: 'Add two tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Add two tasks' })).toBeVisible();
  await expect(page.getByText('READY', { exact: true })).toBeVisible();

  // Run, and watch the status change on this page without a reload.
  const statuses = await recordStatuses(page);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  const live = page.getByRole('region', { name: 'Last run' });
  await expect(live.getByText('PASSED', { exact: true })).toBeVisible(RUN_TIMEOUT);
  await expect(page.locator('main h1 + div [data-slot="badge"]')).toHaveText('PASSED');
  expect(await statuses.seen()).toEqual(['READY', 'QUEUED', 'RUNNING', 'PASSED']);
  expect(await statuses.wasReloaded()).toBe(false);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();

  // The steps arrived over the live stream (this card is never fetched).
  const liveSteps = live.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(liveSteps).toHaveCount(5);
  await expect(liveSteps.first()).toContainText('Buy milk');
  await expect(liveSteps.last()).toContainText('2 open tasks');
  await expect(live.getByLabel(/^Step \d: passed$/)).toHaveCount(5);

  // Results: the list, then the detail with steps, screenshots and the trace.
  await page.getByRole('link', { name: 'View results' }).click();
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Results' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('PASSED');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^[0-9a-f]{8}$/);
  await rows
    .nth(1)
    .getByRole('button', { name: /^View result/ })
    .click();

  const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
  await expect(detail.getByRole('region', { name: 'Summary' })).not.toContainText('No summary.');
  const steps = detail.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('planned');
  const thumbnails = detail.getByRole('list', { name: 'Screenshots' }).getByRole('img');
  expect(await thumbnails.count()).toBeGreaterThan(0);
  const first = thumbnails.first();
  await first.scrollIntoViewIfNeeded();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(detail.getByText('Failed to load image')).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'Download trace' })).toHaveAttribute(
    'href',
    /\.zip\?/,
  );

  // Enlarge one, and step through the gallery.
  await detail.getByRole('button', { name: /^Enlarge screenshot 1 of/ }).click();
  const lightbox = page.getByRole('dialog', { name: /^Screenshot 1 of \d+$/ });
  await expect(lightbox.getByRole('img', { name: 'Screenshot 1, enlarged' })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: /^Screenshot 2 of \d+$/ })).toBeVisible();
});

test('a test against a planted bug, run from the list, ends FAILED naming the failing step', async ({
  page,
}) => {
  await newSignedInUser(page, 'runs-bug');
  const testingUserId = await apiTestingUser(page);
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Buggy todo',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/?bug=counter`,
      testing_user_id: testingUserId,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const created = await page.request.post('/api/tests', {
    data: {
      test_suite_id: ((await suite.json()) as { id: string }).id,
      name: 'Counter after adding',
      test_objective: BUGGY_OBJECTIVE,
      description: BUGGY_STEPS,
      testing_user_id: testingUserId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/app/tests');
  const row = page.getByRole('row', { name: /Counter after adding/ });
  await expect(row).toContainText('READY');
  await row.getByRole('button', { name: 'Run Counter after adding' }).click();
  await expect(row.getByRole('button', { name: 'Run Counter after adding' })).toBeDisabled();
  await expect(row).toContainText('FAILED', RUN_TIMEOUT);
  await expect(row.getByRole('button', { name: 'Run Counter after adding' })).toBeEnabled();

  await row.getByRole('link', { name: 'Counter after adding' }).click();
  await page.getByRole('link', { name: 'View results' }).click();
  const rows = page.getByRole('table', { name: 'Results' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('FAILED');
  await rows.nth(1).click();
  const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
  await expect(detail.getByRole('region', { name: 'Summary' })).toContainText('2 open tasks');
  const failedStep = detail
    .getByRole('list', { name: 'Steps' })
    .getByRole('listitem')
    .filter({ hasText: '2 open tasks' });
  await expect(failedStep).toHaveAttribute('aria-label', /: failed$/);
});

test("a test whose starting URL is Scout's own API ends ERROR, saying why", async ({ page }) => {
  await newSignedInUser(page, 'runs-own-api');
  const testingUserId = await apiTestingUser(page);
  // The e2e server allows 127.0.0.1 (the fixture site): its own port is refused all the same.
  const own = new URL('/api/me', E2E_BASE_URL).toString();
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Scout itself',
      browser: 'chromium',
      starting_url: own,
      testing_user_id: testingUserId,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const created = await page.request.post('/api/tests', {
    data: {
      test_suite_id: ((await suite.json()) as { id: string }).id,
      name: 'Read the session',
      test_objective: 'Check that the page shows "email"',
      testing_user_id: testingUserId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/app/tests');
  const row = page.getByRole('row', { name: /Read the session/ });
  await row.getByRole('button', { name: 'Run Read the session' }).click();
  await expect(row).toContainText('ERROR', RUN_TIMEOUT);
  await row.getByRole('link', { name: 'Read the session' }).click();
  await page.getByRole('link', { name: 'View results' }).click();
  await page.getByRole('table', { name: 'Results' }).getByRole('row').nth(1).click();
  const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
  await expect(detail.getByRole('region', { name: 'Summary' })).toContainText(
    `Scout blocked a request to ${own}: it is Scout's own server, which tests may never reach`,
  );
});
