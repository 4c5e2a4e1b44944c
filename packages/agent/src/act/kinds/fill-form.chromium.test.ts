import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { executeAction } from '../execute-action.js';
import { exportPlaywrightSpec } from '../../export/playwright-spec.js';
import { runTest } from '../../run-test.js';
import { LOCAL_TEST_NETWORK } from '../../testing/test-browser.js';
import { readStep } from '../../planners/plain-english/read-step.js';
import { actInPages, actSteps } from '../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../testing/bootstrap-markup.js';
import { page as html } from '../../testing/serve-pages.js';

// "Fill the sign-up form with valid data" as a tester does it, in a real Chromium, on two real
// markups: Bootstrap 5's sign-up form as its docs write it (form-control, form-select, form-check,
// its custom validation with was-validated and invalid-feedback), and a plain HTML form that
// leaves the checks to the browser (type=email, required, minlength, min/max, a required radio
// group). Each planted bug has a twin without it that passes, and fails at the step it breaks.

type Bug = 'none' | 'rejects-valid-email' | 'accepts-any-email';

// The page's own e-mail check: right, one that rejects a dot before the @ (ada.lovelace@…), or
// none at all.
const EMAIL_CHECK: Record<Bug, string> = {
  none: '/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(email.value)',
  'rejects-valid-email': '/^[a-z]+@[a-z]+\\.[a-z]+$/.test(email.value)',
  'accepts-any-email': 'true',
};

function bootstrapSignUp(bug: Bug): string {
  return html(
    'Sign up',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid">
      <form class="d-flex" role="search"><input class="form-control me-2" type="search" placeholder="Search" aria-label="Search"><button class="btn btn-outline-success" type="submit">Search</button></form>
    </div></nav>
    <main class="container py-4">
      <h1>Create your account</h1>
      <form id="signup" class="row g-3 needs-validation" novalidate>
        <div class="col-md-6">
          <label for="firstName" class="form-label">First name</label>
          <input type="text" class="form-control" id="firstName" required>
          <div class="invalid-feedback">Please enter your first name.</div>
        </div>
        <div class="col-md-6">
          <label for="lastName" class="form-label">Last name</label>
          <input type="text" class="form-control" id="lastName" required>
          <div class="invalid-feedback">Please enter your last name.</div>
        </div>
        <div class="col-12">
          <label for="email" class="form-label">Email address</label>
          <input type="${bug === 'accepts-any-email' ? 'text' : 'email'}" class="form-control" id="email" required>
          <div class="invalid-feedback">Please enter a valid email address.</div>
        </div>
        <div class="col-md-6">
          <label for="password" class="form-label">Password</label>
          <input type="password" class="form-control" id="password" minlength="8" required>
          <div class="invalid-feedback">At least 8 characters.</div>
        </div>
        <div class="col-md-6">
          <label for="confirmPassword" class="form-label">Confirm password</label>
          <input type="password" class="form-control" id="confirmPassword" required>
          <div class="invalid-feedback">The passwords do not match.</div>
        </div>
        <div class="col-md-6">
          <label for="country" class="form-label">Country</label>
          <select class="form-select" id="country" required>
            <option selected disabled value="">Choose...</option>
            <option>United Kingdom</option><option>France</option>
          </select>
          <div class="invalid-feedback">Please select a country.</div>
        </div>
        <div class="col-12"><div class="form-check">
          <input class="form-check-input" type="checkbox" id="newsletter">
          <label class="form-check-label" for="newsletter">Send me the newsletter</label>
        </div></div>
        <div class="col-12"><div class="form-check">
          <input class="form-check-input" type="checkbox" id="terms" required>
          <label class="form-check-label" for="terms">Agree to terms and conditions</label>
          <div class="invalid-feedback">You must agree before submitting.</div>
        </div></div>
        <div class="col-12"><button class="btn btn-primary" type="submit">Sign up</button></div>
      </form>
      <div id="welcome" class="alert alert-success mt-3 d-none" role="status"></div>
    </main>
    <script>
      const form = document.querySelector('#signup');
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        event.stopPropagation();
        const email = document.querySelector('#email');
        const password = document.querySelector('#password');
        const confirmPassword = document.querySelector('#confirmPassword');
        email.setCustomValidity(${EMAIL_CHECK[bug]} ? '' : 'invalid');
        confirmPassword.setCustomValidity(confirmPassword.value === password.value ? '' : 'mismatch');
        form.classList.add('was-validated');
        if (!form.checkValidity()) return;
        const welcome = document.querySelector('#welcome');
        welcome.textContent = 'Welcome, ' + document.querySelector('#firstName').value + '!';
        welcome.classList.remove('d-none');
      });
    </script>`,
  );
}

// A plain form the browser checks (no script); it sends to /welcome, or, with the bug, to a page
// that was never made.
function plainSignUp(bug: boolean): string {
  return html(
    'Register',
    `<h1>Register</h1>
    <form action="${bug ? '/welcom' : '/welcome'}" method="get">
      <p><label>Full name <input name="name" autocomplete="name" required></label></p>
      <p><label>E-mail <input type="email" name="mail" required></label></p>
      <p><label>Password <input type="password" name="pw" minlength="8" required></label></p>
      <p><label>Age <input type="number" name="age" min="18" max="120" required></label></p>
      <fieldset><legend>Plan</legend>
        <label><input type="radio" name="plan" value="free" required> Free</label>
        <label><input type="radio" name="plan" value="pro"> Pro</label>
      </fieldset>
      <p><label>About you <textarea name="bio"></textarea></label></p>
      <p><label><input type="checkbox" name="terms" required> I accept the terms</label></p>
      <p><button>Register</button></p>
    </form>`,
  );
}

const VALID = [
  'When I fill the sign-up form with valid data',
  'And I submit the form',
  "Then I should see 'Welcome'",
];

describe.skipIf(!HAS_BOOTSTRAP)('filling a Bootstrap 5 sign-up form, in a real Chromium', () => {
  const at = actInPages(
    {
      '/': bootstrapSignUp('none'),
      '/rejects-valid-email': bootstrapSignUp('rejects-valid-email'),
      '/accepts-any-email': bootstrapSignUp('accepts-any-email'),
    },
    'fill-form-bootstrap',
  );

  it('passes: every empty field filled with a valid value, the form sent, the welcome shown', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, VALID)).toEqual({});
    expect(await at.tab.locator('#welcome').textContent()).toBe('Welcome, Ada!');
    // Only the sign-up form: the navbar's search is left alone, and so is the newsletter.
    expect(await at.tab.getByRole('searchbox').inputValue()).toBe('');
    expect(await at.tab.locator('#newsletter').isChecked()).toBe(false);
  });

  it('says in the step what it typed into each field, and keeps it for the export', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const read = readStep(VALID[0], at.server.url);
    if (!read.ok) throw new Error(read.refusal.message);
    const outcome = await executeAction(at.ctx, read.actions[0]);
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.note).toBe(
      'Filled 7 fields: “First name” = “Ada”, “Last name” = “Lovelace”, “Email address” = “ada.lovelace@example.com”, “Password” = “Scout-Test-2024!”, “Confirm password” = “Scout-Test-2024!”, “Country”: chose “United Kingdom”, “Agree to terms and conditions” ticked.',
    );
    expect(outcome.filled?.map((f) => [f.selector, f.how, f.value])).toEqual([
      ['#firstName', 'fill', 'Ada'],
      ['#lastName', 'fill', 'Lovelace'],
      ['#email', 'fill', 'ada.lovelace@example.com'],
      ['#password', 'fill', 'Scout-Test-2024!'],
      ['#confirmPassword', 'fill', 'Scout-Test-2024!'],
      ['#country', 'select', 'United Kingdom'],
      ['#terms', 'check', 'ticked'],
    ]);
  });

  it('fails at the welcome check when the page rejects a valid email', async () => {
    await at.tab.goto(`${at.server.url}/rejects-valid-email`);
    const { failedAt, outcome } = await actSteps(at, VALID);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(await at.tab.getByText('Please enter a valid email address.').isVisible()).toBe(true);
  });

  const INVALID = [
    'When I enter an invalid email',
    "And I click 'Sign up'",
    'Then an error is shown',
  ];

  it('passes "enter an invalid email": the page shows its error', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, INVALID)).toEqual({});
    expect(await at.tab.locator('#email').inputValue()).toBe('not-an-email');
    expect(await at.tab.locator('#firstName').inputValue()).toBe('Ada');
    expect(await at.tab.locator('#welcome').isVisible()).toBe(false);
  });

  it('fails at the error check when the page takes any email', async () => {
    await at.tab.goto(`${at.server.url}/accepts-any-email`);
    const { failedAt, outcome } = await actSteps(at, INVALID);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(await at.tab.locator('#welcome').textContent()).toBe('Welcome, Ada!');
  });
});

describe('filling a plain HTML form the browser validates, in a real Chromium', () => {
  const at = actInPages(
    {
      '/': plainSignUp(false),
      '/bug': plainSignUp(true),
      '/welcome': html('Welcome', '<h1>Welcome aboard!</h1>'),
      '/no-form': html('About', '<h1>About us</h1><p>We grow apples.</p>'),
    },
    'fill-form-plain',
  );
  const STEPS = [
    'When I fill out the form',
    'And I submit the form',
    "Then I should see 'Welcome'",
  ];

  it('passes: the browser takes every value, the form is sent', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    const sent = new URL(at.tab.url()).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      name: 'Ada Lovelace',
      mail: 'ada.lovelace@example.com',
      pw: 'Scout-Test-2024!',
      age: '30',
      plan: 'free',
      bio: 'This is a test message written by Scout.',
      terms: 'on',
    });
  });

  it('fails at the welcome check when the form is sent nowhere', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('reports each field and its value, and exports the same fills', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'scout-fill-form-run-'));
    try {
      const report = await runTest(
        {
          objective: STEPS.join('\n'),
          startingUrl: `${at.server.url}/`,
          planner: 'plain-english',
          outDir,
        },
        { browserSession: at.session, network: LOCAL_TEST_NETWORK, targetTimeoutMs: 1_500 },
      );
      expect(report.status).toBe('PASSED');
      expect(report.steps[0]).toMatchObject({ action: 'fill_form', outcome: 'passed' });
      expect(report.steps[0].message).toContain('“E-mail” = “ada.lovelace@example.com”');
      expect(report.steps[0].message).toContain('“Age” = “30”');
      const spec = exportPlaywrightSpec(report, {
        testName: 'sign up',
        startingUrl: `${at.server.url}/`,
      });
      expect(spec).toContain(
        `await page.locator('input[name="mail"]').fill('ada.lovelace@example.com');`,
      );
      expect(spec).toContain(`await page.locator('input[name="age"]').fill('30');`);
      expect(spec).toContain(
        `await page.locator('input[type=radio][name="plan"][value="free"]').check();`,
      );
      expect(spec).not.toContain('not exportable');
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('fails the fill itself, saying why, on a page with no form', async () => {
    await at.tab.goto(`${at.server.url}/no-form`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(0);
    expect(outcome).toEqual({
      ok: false,
      reason: 'not_found',
      error: 'The page shows no form with a field to fill.',
    });
  });
});

// Mailchimp's embedded sign-up form as its generator writes it: a bot trap (a text field moved
// off the page, aria-hidden, tabindex=-1) that a person never sees and so leaves empty. A form
// sent with it filled is taken for a bot's.
function mailchimpSignUp(bug: boolean): string {
  return html(
    'Newsletter',
    `<div id="mc_embed_signup">
    <form action="/subscribe" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" novalidate>
      <div id="mc_embed_signup_scroll"><h2>Subscribe</h2>
        <div class="indicates-required"><span class="asterisk">*</span> indicates required</div>
        <div class="mc-field-group"><label for="mce-EMAIL">Email Address <span class="asterisk">*</span></label>
          <input type="email" value="" name="EMAIL" class="required email" id="mce-EMAIL" required></div>
        <div class="mc-field-group"><label for="mce-FNAME">First Name </label>
          <input type="text" value="" name="FNAME" class="" id="mce-FNAME"></div>
        <div id="mce-responses" class="clear foot">
          <div class="response" id="mce-error-response" style="display:none"></div>
          <div class="response" id="mce-success-response" style="display:none"></div>
        </div>
        <div style="position: absolute; left: -5000px;" aria-hidden="true"><input type="text" name="b_8f1c2e_4a7b9d" tabindex="-1" value=""></div>
        <div class="optionalParent"><div class="clear foot"><input type="submit" value="Subscribe" name="subscribe" id="mc-embedded-subscribe" class="button"></div></div>
      </div>
    </form></div>
    <script>
      document.getElementById('mc-embedded-subscribe-form').addEventListener('submit', (e) => {
        e.preventDefault();
        const trapped = e.target.elements['b_8f1c2e_4a7b9d'].value !== '';
        const ok = !trapped && ${bug ? "e.target.elements.EMAIL.value.includes('+')" : 'true'};
        const out = document.getElementById(ok ? 'mce-success-response' : 'mce-error-response');
        out.textContent = ok ? 'Thank you for subscribing!' : 'Please try again later.';
        out.style.display = 'block';
      });
    </script>`,
  );
}

describe('filling a form with a bot trap, in a real Chromium', () => {
  const at = actInPages(
    { '/': mailchimpSignUp(false), '/bug': mailchimpSignUp(true) },
    'fill-form-bot-trap',
  );
  const STEPS = [
    'When I fill out the form',
    'And I submit the form',
    "Then I should see 'Thank you for subscribing!'",
  ];

  it('passes: the hidden trap is left empty, as a person leaves it', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(await at.tab.locator('input[name="b_8f1c2e_4a7b9d"]').inputValue()).toBe('');
    expect(await at.tab.locator('#mce-EMAIL').inputValue()).toBe('ada.lovelace@example.com');
  });

  it('fails at the thank-you check when the page refuses a valid address', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });
});

// A sign-up drawn by a script without a <form> element (as many React apps do), under Bootstrap's
// navbar whose search is a <form role="search">: the form a tester fills is the sign-up, not the
// navbar's search.
function scriptedSignUp(bug: boolean): string {
  return html(
    'Sign up',
    `${BOOTSTRAP_CSS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid">
      <form class="d-flex" role="search"><input class="form-control me-2" type="search" placeholder="Search" aria-label="Search"><button class="btn btn-outline-success" type="submit">Search</button></form>
    </div></nav>
    <main class="container py-4"><h1>Create your account</h1>
      <div class="mb-3"><label for="name" class="form-label">Full name</label><input type="text" class="form-control" id="name"></div>
      <div class="mb-3"><label for="mail" class="form-label">Email address</label><input type="email" class="form-control" id="mail"></div>
      <div class="mb-3"><label for="pw" class="form-label">Password</label><input type="password" class="form-control" id="pw"></div>
      <button type="button" class="btn btn-primary" id="go">Sign up</button>
      <p id="out"></p>
    </main>
    <script>
      document.getElementById('go').addEventListener('click', () => {
        const filled = ['name', 'mail', 'pw'].every((id) => document.getElementById(id).value !== '');
        const ok = filled && ${bug ? "document.getElementById('pw').value.length > 20" : 'true'};
        document.getElementById('out').textContent = ok ? 'Welcome, ' + document.getElementById('name').value + '!' : 'Please fill in every field.';
      });
    </script>`,
  );
}

describe('filling a form drawn without a <form> under a navbar search, in a real Chromium', () => {
  const at = actInPages(
    { '/': scriptedSignUp(false), '/bug': scriptedSignUp(true) },
    'fill-form-scripted',
  );
  const STEPS = [
    'When I fill out the form',
    "And I click 'Sign up'",
    "Then I should see 'Welcome'",
  ];

  it('passes: the sign-up fields are filled, the search box is left alone', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(await at.tab.locator('#mail').inputValue()).toBe('ada.lovelace@example.com');
    expect(await at.tab.getByRole('searchbox').inputValue()).toBe('');
  });

  it('fails at the welcome check when the page refuses a good password', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(await at.tab.locator('#mail').inputValue()).toBe('ada.lovelace@example.com');
  });
});
