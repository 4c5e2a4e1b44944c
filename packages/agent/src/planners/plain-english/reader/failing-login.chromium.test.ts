import { describe, expect, it } from 'vitest';
import { RunSpecSchema } from '@scout/shared';
import { actInPages, actSteps, type PagesUnderTest } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// failing-login.test.ts's readings done in a real Chromium, on the sign-in page of Bootstrap 5's
// examples (floating labels "Email address" and "Password", a "Sign in" button). The app knows
// one account; a wrong password or an unknown address shows an alert. The planted bug lets any
// password in for a known address: a negative test must fail at its check there, and passes on
// the page without it.
function signIn(isBroken: boolean): string {
  return html(
    'Sign in',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="form-signin w-100 m-auto" style="max-width: 330px">
      <form id="signin">
        <h1 class="h3 mb-3 fw-normal">Please sign in</h1>
        <div id="problem"></div>
        <div class="form-floating">
          <input type="email" class="form-control" id="floatingInput" placeholder="name@example.com">
          <label for="floatingInput">Email address</label>
        </div>
        <div class="form-floating">
          <input type="password" class="form-control" id="floatingPassword" placeholder="Password">
          <label for="floatingPassword">Password</label>
        </div>
        <button class="btn btn-primary w-100 py-2" type="submit">Sign in</button>
      </form>
    </main>
    <script>
      const accounts = { 'ada@orchard.test': 'Pit-7-pear' };
      document.querySelector('#signin').addEventListener('submit', (e) => {
        e.preventDefault();
        const email = document.querySelector('#floatingInput').value;
        const password = document.querySelector('#floatingPassword').value;
        const known = email in accounts;
        if (${isBroken ? 'known' : 'known && accounts[email] === password'}) {
          document.querySelector('main').innerHTML = '<h1 class="h3">Welcome back, Ada</h1>';
        } else {
          document.querySelector('#problem').innerHTML =
            '<div class="alert alert-danger" role="alert">Incorrect email address or password.</div>';
        }
      });
    </script>`,
  );
}

/** The run's testing user: the account the app knows. */
function asAda(at: PagesUnderTest): void {
  Object.assign(at.ctx, {
    spec: RunSpecSchema.parse({
      ...at.ctx.spec,
      testingUser: { kind: 'email_password', email: 'ada@orchard.test', password: 'Pit-7-pear' },
    }),
  });
}

const WRONG_PASSWORD = [
  'Attempt to log in with invalid credentials.',
  'Then an error message should be displayed',
];
const UNKNOWN_USER = [
  'When I log in as an unknown user',
  'Then I should see "Incorrect email address or password"',
];
const OWN_LOGIN = ['Log in with a valid email and password', 'Then I should see "Welcome back"'];

describe.skipIf(!HAS_BOOTSTRAP)('a login that should fail, in a real Chromium', () => {
  const at = actInPages({ '/': signIn(false), '/bug': signIn(true) }, 'failing-login');

  it("types the testing user's email with a wrong password, and the page refuses it", async () => {
    asAda(at);
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, WRONG_PASSWORD)).toEqual({});
    expect(await at.tab.locator('#floatingInput').inputValue()).toBe('ada@orchard.test');
    expect(await at.tab.locator('#floatingPassword').inputValue()).not.toBe('Pit-7-pear');
  });

  it('fails at the check when the page lets a wrong password in', async () => {
    asAda(at);
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, WRONG_PASSWORD);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });

  it('an unknown user needs no testing user, and is refused by either page', async () => {
    for (const path of ['/', '/bug']) {
      await at.tab.goto(`${at.server.url}${path}`);
      expect(await actSteps(at, UNKNOWN_USER)).toEqual({});
    }
  });

  it('"Log in with a valid email and password" is the testing user\'s own login', async () => {
    asAda(at);
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, OWN_LOGIN)).toEqual({});
  });
});
