import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '@scout/shared';
import { testRuns } from '../src/db/schema.js';
import { runDirectory } from '../src/lib/artifact-store.js';
import { signedInUser } from './helpers/factories.js';
import { passedReport } from './helpers/passed-report.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import type { ApiClient } from './helpers/client.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSED: RunReport = {
  ...passedReport(),
  resolvedActions: [
    {
      kind: 'fill',
      description: "Type the testing user's password into Password",
      value: '{{testing_user.password}}',
      target: { description: 'Password', role: 'textbox', name: 'Password' },
    },
    {
      kind: 'assert',
      description: 'Check that the page shows "Welcome back"',
      assertion: { kind: 'text_visible', expected: 'Welcome back' },
    },
  ],
};

/** A finished run of a new test of the user's, as the worker leaves it: its row and report.json. */
async function finishedRun(
  client: ApiClient,
  userId: string,
  status: string,
  report: RunReport | undefined,
  name = 'Sign in & see the dashboard',
) {
  const testingUser = await makeTestingUser(client);
  const suite = await makeSuite(client, {
    starting_url: 'https://shop.example.com/app/',
    testing_user_id: testingUser.id,
  });
  const test = await makeTest(client, suite.id, { name });
  const [run] = await t.deps.database.db
    .insert(testRuns)
    .values({
      testId: test.id,
      status,
      createdBy: userId,
      browser: 'chromium',
      startingUrl: 'https://shop.example.com/app/',
      finishedAt: new Date(),
    })
    .returning();
  if (report) {
    const dir = runDirectory(t.deps.config.dataDir, run!.id);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'report.json'), JSON.stringify(report));
  }
  return run!.id;
}

describe('GET /api/runs/:id/export', () => {
  it('downloads a passing run as a Playwright test, the password read from the environment', async () => {
    const { client, id } = await signedInUser(t);
    const runId = await finishedRun(client, id, 'PASSED', PASSED);
    const res = await client.get<string>(`/api/runs/${runId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sign-in-see-the-dashboard.spec.ts"',
    );
    expect(res.body).toContain("test('Sign in & see the dashboard', async ({ page }) => {");
    expect(res.body).toContain("'https://shop.example.com/app/'");
    expect(res.body).toContain(
      "await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret('SCOUT_TESTING_USER_PASSWORD'));",
    );
    expect(res.body).not.toContain('hunter2-secret');
  });

  it('writes a hostile name and patterns as data, and a broken step as one that throws', async () => {
    const { client, id } = await signedInUser(t);
    const check = (expected: string) => ({
      kind: 'assert' as const,
      description: 'title',
      assertion: { kind: 'title' as const, expected, match: 'matches' as const },
    });
    const report: RunReport = {
      ...PASSED,
      resolvedActions: [
        check('/Home$|\\\\/, globalThis.PWNED = 1, /'),
        check('/(/'),
        { kind: 'navigate', description: 'go', value: 'https://[bad' },
      ],
    };
    const runId = await finishedRun(
      client,
      id,
      'PASSED',
      report,
      'Home\u2028globalThis.PWNED = 1;',
    );
    const res = await client.get<string>(`/api/runs/${runId}/export`);
    expect(res.status).toBe(200);
    // The name's line separator is escaped wherever the name is written (header and test title).
    expect(res.body).not.toMatch(/[\r\u2028\u2029]/);
    expect(res.body).toContain("test('Home\\u2028globalThis.PWNED = 1;', async ({ page }) => {");
    expect(res.body).toContain(
      String.raw`await expect(page).toHaveTitle(new RegExp('Home$|\\\\\\/, globalThis.PWNED = 1, ', ''));`,
    );
    expect(res.body).toContain('//   step 2 (assert): its pattern is not a regular expression');
    expect(res.body).toContain('//   step 3 (navigate): its address is not a URL');
  });

  it('answers 409 for a run that did not pass', async () => {
    const { client, id } = await signedInUser(t);
    for (const [status, report] of [
      ['FAILED', { ...PASSED, status: 'FAILED' as const, resolvedActions: undefined }],
      ['RUNNING', undefined],
    ] as const) {
      const runId = await finishedRun(client, id, status, report);
      const res = await client.get(`/api/runs/${runId}/export`);
      expect(res.status, status).toBe(409);
      expect(res.body).toEqual({
        code: 'CONFLICT',
        message: 'Only a passing run can be downloaded as a Playwright test.',
      });
    }
  });

  it('answers 409, not 500, for a passing run whose report.json is not JSON', async () => {
    // The run's process writes report.json into its scratch folder: a run that took over its
    // process could leave anything there.
    const { client, id } = await signedInUser(t);
    const runId = await finishedRun(client, id, 'PASSED', undefined);
    const dir = runDirectory(t.deps.config.dataDir, runId);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'report.json'), '{"status": "PASSED", "steps": [');
    const res = await client.get(`/api/runs/${runId}/export`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'CONFLICT',
      message: 'Only a passing run can be downloaded as a Playwright test.',
    });
  });

  it("answers 404 for another user's run and 401 when signed out", async () => {
    const owner = await signedInUser(t);
    const runId = await finishedRun(owner.client, owner.id, 'PASSED', PASSED);
    const other = await signedInUser(t);
    expect((await other.client.get(`/api/runs/${runId}/export`)).status).toBe(404);
    const res = await t.app.request(`http://scout.test/api/runs/${runId}/export`);
    expect(res.status).toBe(401);
  });
});
