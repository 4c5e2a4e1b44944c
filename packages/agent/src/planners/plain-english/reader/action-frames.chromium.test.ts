import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// Bootstrap 5 as npm installs it, in the markup of its docs' form and list-group examples: a
// sign-up form (labels before .form-control inputs, a password and its confirmation) and a
// shopping list (an input-group that adds on Enter; shown alone at "/list"). The planted bug ("/signup-bug") greets the
// new user by the last name only; the twin ("/signup") greets by the full name.
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
  return html(
    'Create account',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
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

// After github:jecem05/GodwinSingleton:src/test/resource/efficient_registration.feature (email,
// password, confirm password) and github:petromirkolev/manual-qa-practice's odin-todo cases.
const SIGN_UP = [
  'Fill in the first name as "Grace" last name as "Hopper" and email as "grace@example.org"',
  'Enter the password "Cobol-59" into both text fields',
  'Click "Create account"',
  'Then I should see "Welcome, Grace Hopper"',
];

describe.skipIf(!HAS_BOOTSTRAP)(
  'several values in one step, in a real Chromium (Bootstrap 5)',
  () => {
    const at = actInPages(
      {
        '/signup': signupPage(false),
        '/signup-bug': signupPage(true),
        '/list': signupPage(false, 'list'),
      },
      'values',
    );
    const run = (steps: string[]) => actSteps(at, steps);

    it('fills each named field and both password fields, and the greeting check passes', async () => {
      await at.tab.goto(`${at.server.url}/signup`);
      expect(await run(SIGN_UP)).toEqual({});
      expect(await at.tab.locator('#em').inputValue()).toBe('grace@example.org');
      expect(await at.tab.locator('#pw2').inputValue()).toBe('Cobol-59');
    });

    it('fails at the greeting check when the page greets by the last name only', async () => {
      await at.tab.goto(`${at.server.url}/signup-bug`);
      const { failedAt, outcome } = await run(SIGN_UP);
      expect(failedAt).toBe(3);
      expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    });

    it('adds each item of "Add … and … to the list" in turn', async () => {
      await at.tab.goto(`${at.server.url}/list`);
      const added = await run(['Add "Flour" and "Yeast" to the list']);
      expect(added).toEqual({});
      expect(await at.tab.locator('#items li').allTextContents()).toEqual(['Flour', 'Yeast']);
    });
  },
);
