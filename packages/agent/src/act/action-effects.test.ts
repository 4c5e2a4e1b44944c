import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport, RunSpec } from '@scout/shared';
import { runTest, type BrowserSession } from '../index.js';
import { page, servePages, type PageServer } from '../testing/serve-pages.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from '../testing/test-browser.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS } from '../testing/bootstrap-markup.js';

// Whole runs against Bootstrap 5 forms whose controls each have a planted bug (the page undoes
// what Scout did) and a working twin. An action that did not take effect is Scout's failure to do
// the step: the run ends ERROR at that step, never FAILED at a later check that blames the app.

const CSS = BOOTSTRAP_CSS;

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

/** Bootstrap 5's tabs and accordion, as its docs write them, driven by its own script. `bug` is a
 *  script that swallows clicks on the Billing tab and the accordion's button before Bootstrap's
 *  delegated (capturing) handler on the document sees them. */
function account(bug = false): string {
  return page(
    'Account',
    `${CSS}<main class="container"><h1>Account</h1>
    <ul class="nav nav-tabs" role="tablist">
      <li class="nav-item" role="presentation"><button class="nav-link active" id="profile-tab" data-bs-toggle="tab" data-bs-target="#profile" type="button" role="tab" aria-controls="profile" aria-selected="true">Profile</button></li>
      <li class="nav-item" role="presentation"><button class="nav-link" id="billing-tab" data-bs-toggle="tab" data-bs-target="#billing" type="button" role="tab" aria-controls="billing" aria-selected="false">Billing</button></li>
    </ul>
    <div class="tab-content">
      <div class="tab-pane fade show active" id="profile" role="tabpanel" aria-labelledby="profile-tab">Ada Lovelace</div>
      <div class="tab-pane fade" id="billing" role="tabpanel" aria-labelledby="billing-tab">Invoices: 3</div>
    </div>
    <div class="accordion mt-3" id="faq">
      <div class="accordion-item"><h2 class="accordion-header">
        <button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#shipping" aria-expanded="false" aria-controls="shipping">Shipping details</button></h2>
        <div id="shipping" class="accordion-collapse collapse" data-bs-parent="#faq"><div class="accordion-body">Ground, 3 to 5 days</div></div>
      </div>
    </div></main>${BOOTSTRAP_JS}${
      bug
        ? `<script>window.addEventListener('click', (e) => {
            if (e.target.closest('#billing-tab, .accordion-button')) e.stopPropagation();
          }, true);</script>`
        : ''
    }`,
  );
}

/** A newsletter form: a field and a box whose names both start with "Email". */
const NEWSLETTER = page(
  'Newsletter',
  `${CSS}<main class="container"><h1>Newsletter</h1>
  <form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Subscribed ' + this.email.value">
    <div class="mb-3"><label for="email" class="form-label">Email address</label>
      <input id="email" name="email" class="form-control"></div>
    <div class="form-check mb-3"><input class="form-check-input" type="checkbox" id="updates">
      <label class="form-check-label" for="updates">Email me product updates</label></div>
    <button type="submit" class="btn btn-primary">Subscribe</button>
  </form><p id="out" role="status"></p></main>`,
);

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
    '/account': account(),
    '/account-clicks-stopped': account(true),
    '/reports-near-tie': exports('Export to file'),
    '/reports': exports('Download invoice'),
    '/newsletter': NEWSLETTER,
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

describe('a click proves itself where it has a defined effect', () => {
  const TABS = "Click the 'Billing' tab\nVerify the page shows 'Invoices: 3'";
  const ACCORDION = "Click 'Shipping details'\nVerify the page shows 'Ground, 3 to 5 days'";

  it('passes the tab and the accordion on the working Bootstrap page', async () => {
    expect((await run('/account', TABS)).status).toBe('PASSED');
    expect((await run('/account', ACCORDION)).status).toBe('PASSED');
  });

  it('ends ERROR at the click when the tab is not selected by it', async () => {
    const report = await run('/account-clicks-stopped', TABS);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 1 “Click the "Billing" tab”');
    expect(report.result).toContain('the tab “Billing” is still not selected after the click');
  });

  it('ends ERROR at the click when the accordion section stays collapsed', async () => {
    const report = await run('/account-clicks-stopped', ACCORDION);
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('Step 1 “Click "Shipping details"”');
    expect(report.result).toContain('“Shipping details” is still collapsed after the click');
  });

  it('a click on a plain button has no effect to check: the run goes on to its check', async () => {
    const report = await run(
      '/reports',
      "Click 'Download invoice'\nVerify the page shows 'Report exported'",
    );
    expect(report.status).toBe('FAILED');
    expect(report.steps.map((s) => s.outcome)).toEqual(['passed', 'failed']);
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

  it("types into the field when the other name is a checkbox: the step's verb tells them apart", async () => {
    const report = await run(
      '/newsletter',
      "Enter 'ada@example.com' in the Email field\nClick 'Subscribe'\nVerify the page shows 'Subscribed ada@example.com'",
    );
    expect(report.result).toContain('worked');
    expect(report.status).toBe('PASSED');
  });

  it('clicks the one button whose name holds the word when the other does not', async () => {
    const report = await run('/reports', "Click 'Export'\nVerify the page shows 'Report exported'");
    expect(report.result).toContain('worked');
    expect(report.status).toBe('PASSED');
  });
});
