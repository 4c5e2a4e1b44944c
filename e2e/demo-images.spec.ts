import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '@scout/fixtures/serve';
import { FrameRecorder } from './support/frames.js';
import { newSignedInUser } from './support/users.js';

/**
 * Records Scout's own screens as the landing page's four animated demo images
 * (apps/web/public/landing/*.webp): a suite pointed at a URL, a test written in plain language and
 * run live, the run's results with its screenshots, and a failed run's report. Real runs: the
 * server's worker drives Chromium against the fixture todo app. Run on request (after
 * `npm run build`): `npm run demo-images`, i.e.
 * SCOUT_UPDATE_SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts demo-images
 */
const DEMO = path.resolve(import.meta.dirname, '../apps/web/public/landing');
const MAX_BYTES = 400 * 1024;

test.skip(!process.env.SCOUT_UPDATE_SCREENSHOTS, 'only on request: they are committed files');
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Walk the dog" into the "New task" field and press Enter
3. Check that the page shows "2 open tasks"`;
// The fixture's planted bug counts finished tasks too.
const BUGGY_STEPS = `1. Type "Buy milk" into the "New task" field and click Add
2. Type "Pay rent" into the "New task" field and click Add
3. Tick the "Pay rent" checkbox
4. Check that the page shows "1 open task"`;

let fixtures: FixtureServer;
test.beforeAll(async () => {
  fixtures = await startFixtureServer();
  fs.mkdirSync(DEMO, { recursive: true });
});
test.afterAll(async () => {
  await fixtures.close();
});

async function save(recorder: FrameRecorder, name: string) {
  const bytes = await recorder.save(path.join(DEMO, name));
  console.log(`${name}: ${(bytes / 1024).toFixed(0)} kB`);
  expect(bytes).toBeLessThan(MAX_BYTES);
}

async function apiTestingUser(page: Page) {
  const res = await page.request.post('/api/testing-users', {
    data: { name: 'Ada', auth_type: 'email_password', email: 'ada@example.com', password: 'pw-1' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function apiSuite(page: Page, name: string, startingUrl: string, testingUserId: string) {
  const res = await page.request.post('/api/test-suites', {
    data: { name, browser: 'chromium', starting_url: startingUrl, testing_user_id: testingUserId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('demo images of Scout’s own screens', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await newSignedInUser(page, 'demo');
  const adaId = await apiTestingUser(page);
  const todoSuiteId = await apiSuite(page, 'Todo app', `${fixtures.url}/todo/`, adaId);

  // 1. Target Any URL: a suite with its browser, starting URL and testing user.
  {
    const rec = new FrameRecorder(page);
    await page.goto('/app/test-suites');
    await expect(page.getByRole('row', { name: /Todo app/ })).toBeVisible();
    await rec.shot(900);
    await page.getByRole('button', { name: 'Create Suite' }).click();
    const form = page.getByRole('dialog', { name: 'Create Test Suite' });
    await expect(form).toBeVisible();
    await rec.shot(500);
    await rec.type(form.getByLabel('Name'), 'Checkout', 3);
    await form.getByLabel('Browser').selectOption('chromium');
    await rec.shot(400);
    await rec.type(form.getByLabel('Starting URL'), 'https://shop.example.com/cart', 6);
    await form.getByLabel('Testing user').selectOption({ label: 'Ada' });
    await rec.shot(900);
    await form.getByRole('button', { name: 'Create suite' }).click();
    await expect(page.getByText('Test suite created')).toBeVisible();
    await expect(page.getByRole('row', { name: /Checkout/ })).toBeVisible();
    await rec.shot(300);
    await save(rec, 'target-any-url.webp');
  }

  // 2. Create Tests with Natural Language: the test written in plain words, then run live.
  {
    const rec = new FrameRecorder(page);
    await page.goto(`/app/test-suites/${todoSuiteId}`);
    await expect(page.getByRole('heading', { name: 'Todo app' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Test' }).click();
    const form = page.getByRole('dialog', { name: 'Create Test' });
    await expect(form).toBeVisible();
    await rec.shot(500);
    await rec.type(form.getByLabel('Name'), 'Add two tasks', 3);
    await rec.type(
      form.getByLabel('What do you want to test?'),
      'A user can add two tasks and sees how many are left',
      6,
    );
    await rec.type(form.getByLabel('Description'), STEPS, 12);
    await rec.hold(900);
    await form.getByRole('button', { name: 'Create test' }).click();
    await expect(page.getByText('Test created')).toBeVisible();
    await page.getByRole('link', { name: 'Add two tasks' }).click();
    await expect(page.getByText('READY', { exact: true })).toBeVisible();
    await rec.shot(700);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const live = page.getByRole('region', { name: 'Last run' });
    await rec.watch(() => live.getByText('PASSED', { exact: true }).isVisible());
    await rec.shot(300);
    await save(rec, 'natural-language.webp');
  }

  // 3. Detailed Test Results: summary, result, screenshots and the AI's steps, enlarged.
  {
    const rec = new FrameRecorder(page);
    await page.getByRole('link', { name: 'View results' }).click();
    const rows = page.getByRole('table', { name: 'Results' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('PASSED');
    await rec.shot(900);
    await rows
      .nth(1)
      .getByRole('button', { name: /^View result/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
    const thumbnails = detail.getByRole('list', { name: 'Screenshots' }).getByRole('img');
    await expect(thumbnails.first()).toBeVisible();
    await expect
      .poll(() =>
        thumbnails.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await rec.shot(1600);
    // Down through the steps and their screenshots.
    const height = await detail.evaluate((el) => el.scrollHeight - el.clientHeight);
    for (let i = 1; i <= 4; i++) {
      await detail.evaluate((el, top) => el.scrollTo({ top }), Math.round((height * i) / 4));
      await page.waitForTimeout(150);
      await rec.shot(i === 4 ? 1400 : 900);
    }
    await detail.evaluate((el) => el.scrollTo({ top: 0 }));
    await detail.getByRole('button', { name: /^Enlarge screenshot 1 of/ }).click();
    const enlarged = page.getByRole('dialog', { name: /^Screenshot 1 of \d+$/ });
    await expect(enlarged.getByRole('img', { name: 'Screenshot 1, enlarged' })).toBeVisible();
    await page.waitForTimeout(300);
    await rec.shot(1200);
    for (let n = 2; n <= 3; n++) {
      await page
        .getByRole('dialog', { name: /^Screenshot \d+ of \d+$/ })
        .getByRole('button', { name: 'Next' })
        .click();
      const shown = page.getByRole('dialog', { name: new RegExp(`^Screenshot ${n} of \\d+$`) });
      await expect(shown.getByRole('img', { name: `Screenshot ${n}, enlarged` })).toBeVisible();
      await page.waitForTimeout(300);
      await rec.shot(1200);
    }
    await save(rec, 'test-results.webp');
  }

  // 4. Integrations. The GitHub integration page is not built yet (issue 16), so this shows what
  // a failed run reports today, which is what an integration files: a test run from the list
  // against the fixture's planted bug, its FAILED result naming the step, and the screenshot.
  {
    const buggySuiteId = await apiSuite(
      page,
      'Todo app (release candidate)',
      `${fixtures.url}/todo/?bug=counter`,
      adaId,
    );
    const created = await page.request.post('/api/tests', {
      data: {
        test_suite_id: buggySuiteId,
        name: 'Counter after ticking a task',
        test_objective: 'Ticking a task off lowers the count of open tasks',
        description: BUGGY_STEPS,
        testing_user_id: adaId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    const rec = new FrameRecorder(page);
    await page.goto(`/app/tests/suite/${buggySuiteId}`);
    const row = page.getByRole('row', { name: /Counter after ticking a task/ });
    await expect(row).toContainText('READY');
    await rec.shot(800);
    await row.getByRole('button', { name: 'Run Counter after ticking a task' }).click();
    await rec.watch(async () => (await row.textContent())?.includes('FAILED') ?? false, {
      capMs: 500,
    });
    await rec.hold(600);
    await row.getByRole('link', { name: 'Counter after ticking a task' }).click();
    await page.getByRole('link', { name: 'View results' }).click();
    const rows = page.getByRole('table', { name: 'Results' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('FAILED');
    await rows.nth(1).click();
    const detail = page.getByRole('dialog', { name: /^Result [0-9a-f]{8}/ });
    await expect(detail.getByRole('region', { name: 'Summary' })).toContainText('1 open task');
    await expect
      .poll(() =>
        detail
          .getByRole('img')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await rec.shot(2200);
    const failedStep = detail
      .getByRole('list', { name: 'Steps' })
      .getByRole('listitem')
      .filter({ hasText: '1 open task' });
    await expect(failedStep).toHaveAttribute('aria-label', /: failed$/);
    await failedStep.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await rec.shot(2200);
    await save(rec, 'integrations.webp');
  }
});
