import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RunSpecSchema } from '@scout/shared';
import type { ActOutcome } from '../../../core/outcome.js';
import { type BrowserSession } from '../../../browser/launch-browser.js';
import { RunPages } from '../../../browser/run-pages.js';
import type { ActContext } from '../../../act/act-context.js';
import { executeAction } from '../../../act/execute-action.js';
import { readStep } from '../read-step.js';
import { page as html, servePages, type PageServer } from '../../../testing/serve-pages.js';
import { launchTestBrowser } from '../../../testing/test-browser.js';

// Bootstrap 5 as npm installs it, in the markup of its docs' form and list-group examples: a
// sign-up form (labels before .form-control inputs, a password and its confirmation) and a
// shopping list (an input-group that adds on Enter; shown alone at "/list"). The planted bug ("/signup-bug") greets the
// new user by the last name only; the twin ("/signup") greets by the full name.
const BOOTSTRAP = resolve(__dirname, '../../../../../../node_modules/bootstrap/dist');

const SIGNUP_FORM = `
      <form id="signup" class="row g-3">
        <div class="col-md-6"><label for="fn" class="form-label">First name</label><input id="fn" class="form-control"></div>
        <div class="col-md-6"><label for="ln" class="form-label">Last name</label><input id="ln" class="form-control"></div>
        <div class="col-12"><label for="em" class="form-label">Email</label><input id="em" type="email" class="form-control"></div>
        <div class="col-md-6"><label for="pw" class="form-label">Password</label><input id="pw" type="password" class="form-control"></div>
        <div class="col-md-6"><label for="pw2" class="form-label">Confirm password</label><input id="pw2" type="password" class="form-control"></div>
        <div class="col-12"><button class="btn btn-primary" type="submit">Create account</button></div>
      </form>
`;

function signupPage(isBroken: boolean, only?: 'list'): string {
  const css = readFileSync(join(BOOTSTRAP, 'css/bootstrap.css'), 'utf8');
  const js = readFileSync(join(BOOTSTRAP, 'js/bootstrap.bundle.js'), 'utf8');
  return html(
    'Create account',
    `<style>${css}</style><script>${js.replaceAll('</script', '<\\/script')}</script>
    <main class="container py-4">
${only ? '' : SIGNUP_FORM}
      <div id="done" class="alert alert-success d-none" role="status"></div>
      <h2 class="h5 mt-4">Shopping list</h2>
      <form id="add" class="input-group mb-3"><input class="form-control" placeholder="New item"><button class="btn btn-outline-secondary">Add</button></form>
      <ul id="items" class="list-group"></ul>
    </main>
    <script>
      const $ = (s) => document.querySelector(s);
      $('#signup')?.addEventListener('submit', (e) => {
        e.preventDefault();
        const done = $('#done');
        if ($('#pw').value === '' || $('#pw').value !== $('#pw2').value) done.textContent = 'Passwords do not match';
        else done.textContent = 'Welcome, ' + ${isBroken ? "$('#ln').value" : "$('#fn').value + ' ' + $('#ln').value"} + ' (' + $('#em').value + ')';
        done.classList.remove('d-none');
      });
      $('#add').addEventListener('submit', (e) => {
        e.preventDefault();
        const input = $('#add input');
        const li = document.createElement('li');
        li.className = 'list-group-item';
        li.textContent = input.value;
        $('#items').append(li);
        input.value = '';
      });
    </script>`,
  );
}

let server: PageServer;
let session: BrowserSession;
let context: BrowserContext;
let tab: Page;
let ctx: ActContext;
let outDir: string;

/** Each step read as a tester wrote it, then done in the page; the first that fails ends it. */
async function run(steps: string[]): Promise<{ failedAt?: number; outcome?: ActOutcome }> {
  for (const [index, step] of steps.entries()) {
    const reading = readStep(step, server.url);
    if (!reading.ok) throw new Error(reading.refusal.message);
    for (const action of reading.actions) {
      const outcome = await executeAction(ctx, action);
      if (!outcome.ok) return { failedAt: index, outcome };
    }
  }
  return {};
}

// After github:jecem05/GodwinSingleton:src/test/resource/efficient_registration.feature (email,
// password, confirm password) and github:petromirkolev/manual-qa-practice's odin-todo cases.
const SIGN_UP = [
  'Fill in the first name as "Grace" last name as "Hopper" and email as "grace@example.org"',
  'Enter the password "Cobol-59" into both text fields',
  'Click "Create account"',
  'Then I should see "Welcome, Grace Hopper"',
];

describe.skipIf(!existsSync(BOOTSTRAP))(
  'several values in one step, in a real Chromium (Bootstrap 5)',
  () => {
    beforeAll(async () => {
      server = await servePages({
        '/signup': signupPage(false),
        '/signup-bug': signupPage(true),
        '/list': signupPage(false, 'list'),
      });
      session = await launchTestBrowser();
      outDir = await mkdtemp(join(tmpdir(), 'scout-values-'));
    });
    afterAll(async () => {
      await session?.close();
      await server?.close();
      await rm(outDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await context?.close();
      context = await session.browser.newContext();
      tab = await context.newPage();
      const spec = RunSpecSchema.parse({ objective: 'values', startingUrl: server.url, outDir });
      ctx = {
        page: tab,
        pages: new RunPages(context, tab, (t) => t),
        spec,
        targetTimeoutMs: 1_500,
        waitTimeoutMs: 2_000,
        exactOnly: false,
      };
    });

    it('fills each named field and both password fields, and the greeting check passes', async () => {
      await tab.goto(`${server.url}/signup`);
      expect(await run(SIGN_UP)).toEqual({});
      expect(await tab.locator('#em').inputValue()).toBe('grace@example.org');
      expect(await tab.locator('#pw2').inputValue()).toBe('Cobol-59');
    });

    it('fails at the greeting check when the page greets by the last name only', async () => {
      await tab.goto(`${server.url}/signup-bug`);
      const { failedAt, outcome } = await run(SIGN_UP);
      expect(failedAt).toBe(3);
      expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    });

    it('adds each item of "Add … and … to the list" in turn', async () => {
      await tab.goto(`${server.url}/list`);
      const added = await run(['Add "Flour" and "Yeast" to the list']);
      expect(added).toEqual({});
      expect(await tab.locator('#items li').allTextContents()).toEqual(['Flour', 'Yeast']);
    });
  },
);
