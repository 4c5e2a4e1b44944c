import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FakeIssue } from '@scout/fixtures/fake-github';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { E2E_BASE_URL, E2E_GITHUB_URL } from './support/env.js';
import { newSignedInUser } from './support/users.js';

// Issue 16's journey: connect GitHub (the fake one the global setup started), choose a
// repository, turn on auto-create, run a test against a planted bug, and exactly one issue
// arrives; the result links to it; disconnecting erases the tokens.
test.describe.configure({ timeout: 180_000 });

const RUN_TIMEOUT = { timeout: 90_000 };
// The planted counter bug counts finished tasks too, so it only shows once a task is ticked.
const BUGGY_STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add
3. Type "Call mom" into the "New task" field and click Add
4. Tick the "Pay rent" checkbox
5. Check that the page shows "2 open tasks"`;

const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../docs/screenshots');

/** With SCOUT_UPDATE_SCREENSHOTS=1, the page, loaded afresh (no toasts, at the top), at 1280 px. */
async function screenshot(page: Page, name: string, ready: Locator) {
  if (!process.env.SCOUT_UPDATE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.reload();
  await expect(ready).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-1280.png`), fullPage: true });
}

async function fakeIssues(): Promise<FakeIssue[]> {
  const res = await fetch(`${E2E_GITHUB_URL}/_fake/issues`);
  return (await res.json()) as FakeIssue[];
}

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

test('a failed run becomes exactly one GitHub issue, linked from its result', async ({ page }) => {
  await newSignedInUser(page, 'github');

  // The hub: GitHub is live, GitLab is coming soon.
  await page.getByRole('link', { name: 'Integrations' }).first().click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'GitLab' }).getByRole('button', { name: 'Configure' }),
  ).toBeDisabled();
  await screenshot(page, 'integrations', page.getByRole('region', { name: 'GitLab' }));
  await page
    .getByRole('region', { name: 'GitHub' })
    .getByRole('link', { name: 'Configure' })
    .click();
  await expect(page.getByRole('heading', { name: 'GitHub Integration' })).toBeVisible();

  // Connect: off to the (fake) authorize page, which approves and sends the browser back.
  await page.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByText('GitHub Connected')).toBeVisible();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/app/integrations/github`);
  await expect(page.getByText('Choose a repository', { exact: true })).toBeVisible();
  await expect(page.getByText('No repository selected', { exact: true })).toBeVisible();

  // Repository, auto-create, save.
  const form = page.getByRole('form', { name: 'Repository settings' });
  await form.getByLabel('acme/repo-02').check();
  await expect(form.getByLabel('Issue label')).toHaveValue('test-failure');
  await form.getByRole('checkbox', { name: 'Create issues automatically' }).check();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'acme/repo-02' })).toBeVisible();
  await expect(page.getByText('No repository selected', { exact: true })).toBeHidden();
  await screenshot(page, 'github-integration', form.getByLabel('acme/repo-02'));

  // A test against the planted counter bug, run from its page (a testing user is required).
  const testingUser = await page.request.post('/api/testing-users', {
    data: {
      name: 'Ada',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-123456',
    },
  });
  expect(testingUser.status(), await testingUser.text()).toBe(201);
  const testingUserId = ((await testingUser.json()) as { id: string }).id;
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Buggy todo',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/?bug=counter`,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const created = await page.request.post('/api/tests', {
    data: {
      test_suite_id: ((await suite.json()) as { id: string }).id,
      name: 'Counter after completing',
      test_objective: 'Completing a task lowers the count of open tasks',
      description: BUGGY_STEPS,
      testing_user_id: testingUserId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const testId = ((await created.json()) as { id: string }).id;
  await page.goto(`/app/tests/${testId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.locator('main h1 + div [data-slot="badge"]')).toHaveText('FAILED', RUN_TIMEOUT);

  // The fake GitHub gets the issue without anyone asking (no page needs to stay open).
  await expect
    .poll(async () => (await fakeIssues()).filter((i) => i.body.includes(testId)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [issue] = (await fakeIssues()).filter((i) => i.body.includes(testId));
  expect(issue!.repository).toBe('acme/repo-02');
  expect(issue!.labels).toEqual(['test-failure']);
  expect(issue!.title).toBe('Scout: test “Counter after completing” failed');
  expect(issue!.body).toMatch(
    /### Failing step\nStep \d+: Check that the page shows .*2 open tasks/,
  );
  const resultsLink = /\[Open the results in Scout\]\(([^)]+)\)/.exec(issue!.body)![1]!;
  expect(resultsLink).toMatch(new RegExp(`^${E2E_BASE_URL}/app/tests/${testId}/results\\?run=`));

  // The results page, as the issue links it: the failed run is open, with the issue's link.
  await page.goto(resultsLink);
  const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
  await expect(detail.getByRole('link', { name: `Issue #${issue!.number}` })).toHaveAttribute(
    'href',
    issue!.html_url,
  );
  await expect(detail.getByRole('button', { name: 'Create GitHub issue' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('table', { name: 'Results' })
      .getByRole('link', { name: `Issue #${issue!.number}` }),
  ).toBeVisible();

  // Clicking through the API again does not make a second one.
  const runs = (await (await page.request.get(`/api/tests/${testId}/results`)).json()) as {
    runs: { id: string }[];
  };
  const again = await page.request.post('/api/integrations/github/issues', {
    data: { testRunId: runs.runs[0]!.id },
  });
  expect(again.status()).toBe(200);
  expect((await fakeIssues()).filter((i) => i.body.includes(testId))).toHaveLength(1);

  // Disconnect: the tokens are gone (the API test reads the row; here the server says so).
  await page.goto('/app/integrations/github');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('GitHub Disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
  const status = (await (await page.request.get('/api/integrations/github')).json()) as {
    integration: { is_connected: boolean; repository_name: string };
  };
  expect(status.integration).toMatchObject({
    is_connected: false,
    repository_name: 'acme/repo-02',
  });
});
