import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportPlaywrightSpec } from '../../export/playwright-spec.js';
import { runTest } from '../../run-test.js';
import { LOCAL_TEST_NETWORK } from '../../testing/test-browser.js';
import { actInPages, actSteps } from '../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS } from '../../testing/bootstrap-markup.js';
import { page as html } from '../../testing/serve-pages.js';

// "Fill in the login form" as testers write it: they mean the account's credentials, the suite's
// testing user, not made-up ones (a made-up address is refused, and the test would fail on
// Scout's own values). Two markups: Bootstrap 5's sign-in example (floating labels, an email
// field, "Remember me"), and a plain form that asks for a username. Each page signs in only
// ada@example.com with her password; the planted bug refuses her right password, and fails at
// the welcome check, where its twin passes.

const ADA = { kind: 'email_password', email: 'ada@example.com', password: 'Tr0ub4dor&3' } as const;

function bootstrapSignIn(bug: boolean): string {
  return html(
    'Sign in',
    `${BOOTSTRAP_CSS}
    <main class="form-signin w-100 m-auto" style="max-width: 330px">
      <form id="signin">
        <h1 class="h3 mb-3 fw-normal">Please sign in</h1>
        <div class="form-floating">
          <input type="email" class="form-control" id="floatingInput" placeholder="name@example.com">
          <label for="floatingInput">Email address</label>
        </div>
        <div class="form-floating">
          <input type="password" class="form-control" id="floatingPassword" placeholder="Password">
          <label for="floatingPassword">Password</label>
        </div>
        <div class="form-check text-start my-3">
          <input class="form-check-input" type="checkbox" value="remember-me" id="checkDefault">
          <label class="form-check-label" for="checkDefault">Remember me</label>
        </div>
        <button class="btn btn-primary w-100 py-2" type="submit">Sign in</button>
      </form>
      <div id="out" class="mt-3" role="status"></div>
    </main>
    <script>
      document.getElementById('signin').addEventListener('submit', (event) => {
        event.preventDefault();
        const email = document.getElementById('floatingInput').value;
        const password = document.getElementById('floatingPassword').value;
        const ok = email === '${ADA.email}' && password === ${bug ? `'${ADA.password}'.toLowerCase()` : `'${ADA.password}'`};
        document.getElementById('out').textContent = ok ? 'Welcome back, ' + email : 'Invalid email or password.';
      });
    </script>`,
  );
}

function plainLogin(): string {
  return html(
    'Log in',
    `<h1>Member area</h1>
    <form action="/members" method="get">
      <p><label>Username <input name="user" autocomplete="username"></label></p>
      <p><label>Password <input type="password" name="pass"></label></p>
      <p><button>Log in</button></p>
    </form>`,
  );
}

// Bulma's login fields as its docs draw them: no labels, a placeholder and an icon each, and a
// Login button; the page greets the testing user only.
function bulmaLogin(): string {
  return html(
    'Log in',
    `<section class="section"><div class="box">
      <form id="login">
        <div class="field"><p class="control has-icons-left">
          <input class="input" type="email" placeholder="Email">
          <span class="icon is-small is-left"><i class="fas fa-envelope"></i></span>
        </p></div>
        <div class="field"><p class="control has-icons-left">
          <input class="input" type="password" placeholder="Password">
          <span class="icon is-small is-left"><i class="fas fa-lock"></i></span>
        </p></div>
        <div class="field"><p class="control"><button class="button is-success">Login</button></p></div>
      </form>
      <p id="out" class="help"></p>
    </div></section>
    <script>
      document.getElementById('login').addEventListener('submit', (event) => {
        event.preventDefault();
        const [email, password] = Array.from(document.querySelectorAll('#login input')).map((i) => i.value);
        const ok = email === '${ADA.email}' && password === '${ADA.password}';
        document.getElementById('out').textContent = ok ? 'Welcome back, ' + email : 'Wrong email or password';
      });
    </script>`,
  );
}

// A two-field sign-up (Bootstrap's floating labels again): it refuses the testing user's address,
// which is registered already, and welcomes a new one. A tester filling it in means made-up values.
function bootstrapSignUp(): string {
  return html(
    'Create account',
    `${BOOTSTRAP_CSS}
    <main class="w-100 m-auto" style="max-width: 330px">
      <form id="signup">
        <h1 class="h3 mb-3 fw-normal">Create your account</h1>
        <div class="form-floating">
          <input type="email" class="form-control" id="newEmail" placeholder="name@example.com">
          <label for="newEmail">Email address</label>
        </div>
        <div class="form-floating">
          <input type="password" class="form-control" id="newPassword" autocomplete="new-password" placeholder="Password">
          <label for="newPassword">Password</label>
        </div>
        <button class="btn btn-primary w-100 py-2 mt-3" type="submit">Sign up</button>
        <p class="mt-3">Already have an account? <a href="/">Sign in</a></p>
      </form>
      <div id="out" class="mt-3" role="status"></div>
    </main>
    <script>
      document.getElementById('signup').addEventListener('submit', (event) => {
        event.preventDefault();
        const email = document.getElementById('newEmail').value;
        document.getElementById('out').textContent =
          email === '${ADA.email}' ? 'This email is already registered.' : 'Welcome aboard, ' + email;
      });
    </script>`,
  );
}

const STEPS = [
  'Fill in the login form',
  'Click the Sign in button',
  'Verify that "Welcome back" is shown',
];

describe('filling in a sign-in form, in a real Chromium', () => {
  const at = actInPages(
    {
      '/': bootstrapSignIn(false),
      '/bug': bootstrapSignIn(true),
      '/plain': plainLogin(),
      '/members': html('Members', '<h1>Members</h1>'),
      '/signup': bootstrapSignUp(),
      '/bulma': bulmaLogin(),
    },
    'sign-in-form',
  );

  it("passes: the testing user's email and password go in, the welcome is shown", async () => {
    at.ctx.spec.testingUser = { ...ADA };
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(await at.tab.locator('#floatingInput').inputValue()).toBe(ADA.email);
    // "Remember me" is nobody's credential: left as it was.
    expect(await at.tab.locator('#checkDefault').isChecked()).toBe(false);
  });

  it('fails at the welcome check when the page refuses the right password', async () => {
    at.ctx.spec.testingUser = { ...ADA };
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('says the run has no testing user, at the fill, rather than typing made-up credentials', async () => {
    await at.tab.goto(`${at.server.url}/`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'infra',
      error: expect.stringContaining('this run has no testing user'),
    });
    expect(await at.tab.locator('#floatingInput').inputValue()).toBe('');
  });

  it('a username field takes the testing user’s login', async () => {
    at.ctx.spec.testingUser = { kind: 'email_password', email: 'ada', password: 'pw-1234' };
    await at.tab.goto(`${at.server.url}/plain`);
    expect(await actSteps(at, ['Fill out the login form', 'Submit the form'])).toEqual({});
    expect(new URL(at.tab.url()).searchParams.get('user')).toBe('ada');
    expect(new URL(at.tab.url()).searchParams.get('pass')).toBe('pw-1234');
  });

  it('fills a login form whose fields have no labels, only placeholders', async () => {
    at.ctx.spec.testingUser = { ...ADA };
    await at.tab.goto(`${at.server.url}/bulma`);
    expect(
      await actSteps(at, [
        'Fill in the login form',
        'Click Login',
        'Verify that "Welcome back" is shown',
      ]),
    ).toEqual({});
  });

  it("a two-field sign-up form gets made-up values, not the testing user's", async () => {
    at.ctx.spec.testingUser = { ...ADA };
    await at.tab.goto(`${at.server.url}/signup`);
    expect(
      await actSteps(at, [
        'Fill in the sign up form',
        'Click the Sign up button',
        'Verify that "Welcome aboard" is shown',
      ]),
    ).toEqual({});
    expect(await at.tab.locator('#newEmail').inputValue()).not.toBe(ADA.email);
  });

  it('"with an invalid email" still types a made-up, invalid one', async () => {
    at.ctx.spec.testingUser = { ...ADA };
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, ['Fill in the login form with an invalid email'])).toEqual({});
    expect(await at.tab.locator('#floatingInput').inputValue()).not.toBe(ADA.email);
  });

  it('reports and exports the credentials by name, never the password', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'scout-sign-in-form-run-'));
    try {
      const report = await runTest(
        {
          objective: STEPS.join('\n'),
          startingUrl: `${at.server.url}/`,
          planner: 'plain-english',
          testingUser: { ...ADA },
          outDir,
        },
        { browserSession: at.session, network: LOCAL_TEST_NETWORK, targetTimeoutMs: 1_500 },
      );
      expect(report.status).toBe('PASSED');
      expect(report.steps[0]).toMatchObject({ action: 'fill_form', outcome: 'passed' });
      expect(report.steps[0].message).toBe(
        "Filled 2 fields: “Email address” = the testing user's email, “Password” = the testing user's password.",
      );
      const spec = exportPlaywrightSpec(report, {
        testName: 'sign in',
        startingUrl: `${at.server.url}/`,
      });
      expect(spec).toContain(
        `await page.locator('#floatingInput').fill(secret('SCOUT_TESTING_USER_EMAIL'));`,
      );
      expect(spec).toContain(
        `await page.locator('#floatingPassword').fill(secret('SCOUT_TESTING_USER_PASSWORD'));`,
      );
      expect(spec).not.toContain(ADA.password);
      expect(JSON.stringify(report)).not.toContain(ADA.password);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
