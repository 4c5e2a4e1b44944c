import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport, RunSpec } from '@scout/shared';
import { runTest, type BrowserSession } from '../index.js';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../testing/test-browser.js';

// Whole runs against Bootstrap 5 forms whose controls each have a planted bug (the page undoes
// what Scout did) and a working twin. An action that did not take effect is Scout's failure to do
// the step: the run ends ERROR at that step, never FAILED at a later check that blames the app.

const LIBS = [
  resolve(__dirname, '../../../../node_modules'),
  resolve(__dirname, '../../../../fixtures/node_modules'),
].find((dir) => existsSync(join(dir, 'bootstrap/dist/css/bootstrap.css')));
const CSS = LIBS
  ? `<style>${readFileSync(join(LIBS, 'bootstrap/dist/css/bootstrap.css'), 'utf8')}</style>`
  : '';

/** A Bootstrap 5 sign-up form; `bug` is a script the page runs after it. */
function signUp(bug = ''): string {
  return page(
    'Sign up',
    `${CSS}<main class="container"><h1>Sign up</h1>
    <form onsubmit="event.preventDefault(); const f = this; document.getElementById('out').textContent =
      (f.agree.checked ? 'Thanks for signing up, ' + f.fullname.value + ' from ' + f.country.value : 'Please accept the terms')">
      <div class="mb-3"><label for="name" class="form-label">Full name</label>
        <input id="name" name="fullname" class="form-control"></div>
      <div class="mb-3"><label for="country" class="form-label">Country</label>
        <select id="country" name="country" class="form-select">
          <option>United States</option><option>Canada</option><option>Mexico</option></select></div>
      <div class="form-check mb-3">
        <input class="form-check-input" type="checkbox" value="" id="agree" name="agree">
        <label class="form-check-label" for="agree">I agree to the terms</label>
      </div>
      <button type="submit" class="btn btn-primary">Sign up</button>
    </form>
    <p id="out" role="status"></p></main>${bug ? `<script>${bug}</script>` : ''}`,
  );
}

/** Two buttons whose names both hold the word the test uses, or only one. */
function exports(second: string): string {
  return page(
    'Reports',
    `${CSS}<main class="container"><h1>Reports</h1>
    <div class="btn-group" role="group">
      <button type="button" class="btn btn-outline-primary" onclick="document.getElementById('out').textContent = 'Report exported'">Export report</button>
      <button type="button" class="btn btn-outline-secondary" onclick="document.getElementById('out').textContent = '${second} done'">${second}</button>
    </div><p id="out" role="status"></p></main>`,
  );
}

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  server = await servePages({
    '/signup': signUp(),
    // The checkbox's click handler calls preventDefault(): the box never ticks.
    '/signup-box-ignores-clicks': signUp(
      "document.getElementById('agree').addEventListener('click', (e) => e.preventDefault());",
    ),
    // The field's input handler clears whatever is typed.
    '/signup-field-drops-text': signUp(
      "document.getElementById('name').addEventListener('input', (e) => { e.target.value = ''; });",
    ),
    // The select's change handler puts the first option back.
    '/signup-select-reverts': signUp(
      "document.getElementById('country').addEventListener('change', (e) => { e.target.selectedIndex = 0; });",
    ),
    '/reports-near-tie': exports('Export to file'),
    '/reports': exports('Download invoice'),
  });
  session = await launchTestBrowser();
  outRoot = await mkdtemp(join(tmpdir(), 'scout-effects-'));
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

let runNo = 0;
async function run(path: string, objective: string): Promise<RunReport> {
  runNo += 1;
  const spec: RunSpec = {
    objective,
    startingUrl: `${server.url}${path}`,
    planner: 'plain-english',
    outDir: join(outRoot, `run-${runNo}`),
  };
  return runTest(spec, {
    browserSession: session,
    network: LOCAL_TEST_NETWORK,
    targetTimeoutMs: 1_000,
  });
}

const SIGN_UP = [
  "Enter 'Ada Lovelace' in the Full name field",
  "Select 'Canada' from the Country dropdown",
  "Tick the 'I agree to the terms' checkbox",
  "Click 'Sign up'",
  "Verify the message 'Thanks for signing up, Ada Lovelace from Canada' is displayed",
].join('\n');

describe('an action proves itself', () => {
  it('passes the sign-up on the working Bootstrap form', async () => {
    const report = await run('/signup', SIGN_UP);
    expect(report.result).toContain('worked');
    expect(report.status).toBe('PASSED');
  });

  it('ends ERROR at the tick when the checkbox ignores clicks, naming the step and the box', async () => {
    const report = await run('/signup-box-ignores-clicks', SIGN_UP);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 3 “Tick the "I agree to the terms" checkbox”');
    expect(report.result).toContain(
      'the checkbox “I agree to the terms” is still unticked after the click',
    );
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'passed', 'error']);
  });

  it('ends ERROR at a click on the box that ignores it, and passes the same click on the working box', async () => {
    const steps = "Click on 'I agree to the terms'\nClick 'Sign up'\nVerify the page says 'Thanks'";
    expect((await run('/signup', steps)).status).toBe('PASSED');
    const report = await run('/signup-box-ignores-clicks', steps);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 1 “Click on "I agree to the terms"”');
    expect(report.result).toContain('is still unticked after the click');
  });

  it('ends ERROR at the typing when the field drops the text', async () => {
    const report = await run('/signup-field-drops-text', SIGN_UP);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 1 “Enter "Ada Lovelace" in the Full name field”');
    expect(report.result).toContain(
      'the field “Full name” holds “” after “Ada Lovelace” was typed into it',
    );
    expect(report.steps).toHaveLength(1);
  });

  it('ends ERROR at the choice when the select puts its first option back', async () => {
    const report = await run('/signup-select-reverts', SIGN_UP);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 2 “Select "Canada" from the Country dropdown”');
    expect(report.result).toContain(
      'the list “Country” shows “United States” after “Canada” was chosen',
    );
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'error']);
  });
});

describe('a target chosen among near-equal candidates', () => {
  it('ends ERROR naming both buttons when neither is clearly the one the step names', async () => {
    const report = await run(
      '/reports-near-tie',
      "Click 'Export'\nVerify the page shows 'Report exported'",
    );
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 1 “Click "Export"”');
    expect(report.result).toContain('button “Export report”');
    expect(report.result).toContain('button “Export to file”');
  });

  it('clicks the one button whose name holds the word when the other does not', async () => {
    const report = await run('/reports', "Click 'Export'\nVerify the page shows 'Report exported'");
    expect(report.result).toContain('worked');
    expect(report.status).toBe('PASSED');
  });
});
