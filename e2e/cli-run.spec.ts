import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { E2E_BASE_URL } from './support/env.js';
import { newSignedInUser } from './support/users.js';

// Scout in CI (issue 18): a key made in the UI, then `scout run --suite … --wait --junit` as a CI
// job runs it, against a suite with one passing test and one that meets a planted bug.
test.describe.configure({ timeout: 240_000 });

const BIN = path.resolve(import.meta.dirname, '../packages/cli/bin/scout.js');
const ADD_TWO = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add`;

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

/** The CLI as a CI job runs it: its exit code and what it printed. */
function scout(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, SCOUT_SERVER: '', SCOUT_API_KEY: '', ...env }, timeout: 200_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function createKeyInTheUi(page: Page, name: string): Promise<string> {
  await page.goto('/app/account/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const key = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  return key;
}

async function todoSuite(page: Page) {
  const user = await page.request.post('/api/testing-users', {
    data: {
      name: 'Ada',
      auth_type: 'email_password',
      email: 'ada@example.com',
      password: 'pw-123456',
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const testingUserId = ((await user.json()) as { id: string }).id;
  const suite = await page.request.post('/api/test-suites', {
    data: {
      name: 'Todo in CI',
      browser: 'chromium',
      starting_url: `${fixtures.url}/todo/`,
      testing_user_id: testingUserId,
    },
  });
  expect(suite.status(), await suite.text()).toBe(201);
  const suiteId = ((await suite.json()) as { id: string }).id;
  for (const data of [
    {
      name: 'Adds two tasks',
      test_objective: 'A user can add tasks and sees how many are left',
      description: `${ADD_TWO}\n3. Check that the page shows "2 open tasks"`,
    },
    {
      name: 'Ticking off lowers the count',
      test_objective: 'Ticking off a task lowers the count of tasks left',
      description: `0. Go to ${fixtures.url}/todo/?bug=counter\n${ADD_TWO}\n3. Tick "Buy milk"\n4. Check that the page shows "1 open task"`,
    },
  ]) {
    const created = await page.request.post('/api/tests', {
      data: { ...data, test_suite_id: suiteId, testing_user_id: testingUserId },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return suiteId;
}

test('scout run --suite --wait --junit with a key made in the UI: exit 1 for the planted bug, the JUnit file says which step; a revoked key and another user’s suite are refused', async ({
  page,
  browser,
}) => {
  await newSignedInUser(page, 'cli');
  const key = await createKeyInTheUi(page, 'GitHub Actions');
  expect(key).toMatch(/^scout_[\w-]{40}$/);
  const suiteId = await todoSuite(page);
  const junit = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scout-cli-')), 'scout.xml');

  const run = await scout(
    ['run', '--suite', suiteId, '--wait', '--junit', junit, '--timeout', '180'],
    { SCOUT_SERVER: E2E_BASE_URL, SCOUT_API_KEY: key },
  );
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(1);
  expect(run.stdout).toMatch(/PASSED\s+Adds two tasks/);
  expect(run.stdout).toMatch(/FAILED\s+Ticking off lowers the count/);

  const xml = fs.readFileSync(junit, 'utf8');
  expect(xml).toMatch(/<testsuite [^>]*tests="2"[^>]*failures="1"[^>]*errors="0"/);
  const testcase = (name: string) =>
    xml.match(new RegExp(`<testcase name="${name}"[^>]*(?:/>|>([\\s\\S]*?)</testcase>)`));
  expect(testcase('Adds two tasks')).not.toBeNull();
  expect(testcase('Adds two tasks')![1] ?? '').not.toContain('<failure');
  const failing = testcase('Ticking off lowers the count')?.[1];
  expect(failing).toBeDefined();
  // The failure is the run's summary; its body the step that failed (the planted check).
  expect(failing).toMatch(/<failure message="Failed at step \d+ \([^"]*1 open task/);
  expect(failing).toMatch(/Step \d+: Check that the page shows &quot;1 open task&quot;/);
  expect(failing).toMatch(/\[\[ATTACHMENT\|http:\/\/127\.0\.0\.1:\d+\/api\/v1\/files\/runs\//);

  // Revoked in the UI, the key is refused at once.
  await page.goto('/app/account/api-keys');
  await page.getByRole('button', { name: 'Revoke GitHub Actions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row', { name: /GitHub Actions/ })).toHaveCount(0);
  const revoked = await scout(['run', '--suite', suiteId, '--server', E2E_BASE_URL, '--key', key]);
  expect(revoked.code).toBe(2);
  expect(revoked.stderr).toContain('401');

  // Another user's key does not find this suite.
  const other = await browser.newPage({ baseURL: E2E_BASE_URL });
  await newSignedInUser(other, 'cli-other');
  const otherKey = await createKeyInTheUi(other, 'Theirs');
  const foreign = await scout([
    'run',
    '--suite',
    suiteId,
    '--server',
    E2E_BASE_URL,
    '--key',
    otherKey,
  ]);
  expect(foreign.code).toBe(2);
  expect(foreign.stderr).toContain('404');
  await other.close();
});
