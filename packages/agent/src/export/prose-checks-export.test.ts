import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResolvedAction } from '@scout/shared';
import { CHROMIUM_ARGS } from '../browser/launch-browser.js';
import { findBrowserExecutable } from '../browser/find-browser.js';
import { readStep } from '../planners/plain-english/read-step.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import { passingReport } from '../testing/passing-report.js';
import { exportPlaywrightSpec } from './playwright-spec.js';

// The checks of where the browser is, of a success message and of the page's list, exported and
// run by `npx playwright test` in the system Chromium: the file passes on the site the run passed
// on and fails, at the planted step, on a copy whose list is out of order.

const REPO = resolve(import.meta.dirname, '../../../..');

function shell(title: string, main: string): string {
  return html(
    title,
    `<nav><ul><li><a href="/" aria-current="page">Home</a></li><li><a href="/get-in-touch/">Contact us</a></li></ul></nav><main>${main}</main>`,
  );
}

function shop(prices: string[]): string {
  return shell(
    'Shop',
    `<p>Free shipping over $50.00</p><div class="row">${prices
      .map(
        (p, i) =>
          `<div class="col"><div class="card"><h5 class="card-title">Item ${i + 1}</h5><p>$${p}</p></div></div>`,
      )
      .join('')}</div>`,
  );
}

function site(prices: string[], plan = 'Team'): Record<string, string> {
  return {
    '/': shell('Harbour Tools', '<h1>Tools for every boat</h1>'),
    '/get-in-touch/': shell('Harbour Tools', '<h1>Contact us</h1><p>Write to us</p>'),
    '/shop/': shop(prices),
    '/plan/': shell(
      'Plan',
      `<h1>Plan</h1><label for="plan">Plan</label><select id="plan">${['Basic', 'Team', 'Business']
        .map((o) => `<option${o === plan ? ' selected' : ''}>${o}</option>`)
        .join('')}</select><fieldset><legend>Billing</legend>${['Monthly', 'Yearly']
        .map(
          (o) =>
            `<label><input type="radio" name="billing"${o === 'Yearly' ? ' checked' : ''}> ${o}</label>`,
        )
        .join('')}</fieldset>`,
    ),
    '/profile/': shell(
      'Profile',
      '<h1>Profile</h1><div class="alert alert-success" role="alert">Profile saved</div>',
    ),
  };
}

const ACTIONS: ResolvedAction[] = [
  {
    kind: 'assert',
    description: 'And I am on the "Contact us" page',
    assertion: { kind: 'on_page', expected: 'Contact us', reach: true },
    target: { role: 'link', name: 'Contact us', description: 'Contact us' },
  },
  { kind: 'navigate', description: 'go to /shop/', value: '/shop/' },
  {
    kind: 'assert',
    description: 'the system arranges the products by ascending price',
    assertion: { kind: 'sorted', expected: 'price ascending' },
    target: { description: 'the products' },
  },
  {
    kind: 'assert',
    description: 'the first product is "Item 1"',
    assertion: { kind: 'nth_item', expected: 'Item 1' },
    target: { nth: 0, description: 'the first product' },
  },
  { kind: 'navigate', description: 'go to /profile/', value: '/profile/' },
  {
    kind: 'assert',
    description: 'Then I should be on the profile page',
    assertion: { kind: 'on_page', expected: 'profile' },
  },
  {
    kind: 'assert',
    description: 'A success message should be displayed',
    assertion: { kind: 'success_shown' },
  },
];

let good: PageServer;
let unsorted: PageServer;
let forgetful: PageServer;
let workDir = '';

beforeAll(async () => {
  good = await servePages(site(['4.50', '12.00', '39.90']));
  unsorted = await servePages(site(['39.90', '4.50', '12.00']));
  // Its planted bug: the plan page forgets the saved plan and shows the first.
  forgetful = await servePages(site(['4.50', '12.00', '39.90'], 'Basic'));
  workDir = await mkdtemp(join(tmpdir(), 'scout-prose-export-'));
  await symlink(join(REPO, 'node_modules'), join(workDir, 'node_modules'), 'dir');
});
afterAll(async () => {
  await good?.close();
  await unsorted?.close();
  await forgetful?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function runSpec(
  startingUrl: string,
  file = 'harbour.spec.ts',
): Promise<{ status: string; line?: number }> {
  const executablePath = findBrowserExecutable('chromium', {
    chromiumPath: process.env.SCOUT_CHROMIUM_PATH,
    playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH,
  });
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--headless');
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  await writeFile(
    join(workDir, 'playwright.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  // Its own: by default Playwright empties test-results in the folder it is started from (the
  // repository's, where the e2e run beside this file keeps its traces).
  outputDir: ${JSON.stringify(join(workDir, 'test-results'))},
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 3_000 },
  use: { headless: true, launchOptions: { executablePath: ${JSON.stringify(executablePath)}, args: ${JSON.stringify(args)} } },
});
`,
  );
  const { stdout } = await promisify(execFile)(
    'npx',
    ['playwright', 'test', '-c', join(workDir, 'playwright.config.ts'), '--reporter=json', file],
    {
      cwd: REPO,
      env: { ...process.env, SCOUT_STARTING_URL: startingUrl },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`playwright did not run: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  const report = JSON.parse(stdout) as {
    suites: Array<{
      specs: Array<{
        tests: Array<{ results: Array<{ status: string; errorLocation?: { line: number } }> }>;
      }>;
    }>;
  };
  const result = report.suites[0]?.specs[0]?.tests[0]?.results.at(-1);
  return { status: result?.status ?? 'none', line: result?.errorLocation?.line };
}

describe('the new checks, exported', () => {
  test(
    'pass on the site the run passed on and fail at the sort check on one out of order',
    { timeout: 180_000 },
    async () => {
      const spec = exportPlaywrightSpec(passingReport(ACTIONS), {
        testName: 'Harbour shop',
        startingUrl: `${good.url}/`,
      });
      expect(spec).not.toMatch(/not exportable/i);
      await writeFile(join(workDir, 'harbour.spec.ts'), spec);
      expect(await runSpec(`${good.url}/`)).toMatchObject({ status: 'passed' });
      const failed = await runSpec(`${unsorted.url}/`);
      expect(failed.status).toBe('failed');
      const line = spec.split('\n')[failed.line! - 1];
      expect(line).toContain("isSorted(await listItems(page), 'price', false)");
    },
  );

  test(
    'the option checks pass where the saved plan is chosen and fail at the first on a page that forgot it',
    { timeout: 180_000 },
    async () => {
      const steps = [
        'Then "Team" should be selected',
        'And "Basic" should not be selected',
        'And Yearly is selected',
      ];
      // The actions as the reader gives them to a run: the checks name no field.
      const checks = steps.flatMap((step) => {
        const reading = readStep(step, `${good.url}/`);
        if (!reading.ok) throw new Error(reading.refusal.message);
        return reading.actions;
      });
      const spec = exportPlaywrightSpec(
        passingReport([
          { kind: 'navigate', description: 'go to /plan/', value: '/plan/' },
          ...checks,
        ]),
        { testName: 'Saved plan', startingUrl: `${good.url}/` },
      );
      expect(spec).not.toMatch(/not exportable/i);
      await writeFile(join(workDir, 'plan.spec.ts'), spec);
      expect(await runSpec(`${good.url}/`, 'plan.spec.ts')).toMatchObject({ status: 'passed' });
      const failed = await runSpec(`${forgetful.url}/`, 'plan.spec.ts');
      expect(failed.status).toBe('failed');
      expect(spec.split('\n')[failed.line! - 1]).toContain(
        `expect.poll(() => optionState(page, 'Team')).toBe('chosen')`,
      );
    },
  );
});
