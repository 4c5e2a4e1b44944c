import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// The phrasings of general-phrasings.test.ts done in a real Chromium, on a page in Bootstrap 5's
// modal markup (as its docs write it: .modal with aria-labelledby on its .modal-title): "Sign in"
// opens a modal titled "Login" with Email and Password fields; "Log in" greets the user; "Delete
// draft" asks "Delete draft?" in a second modal whose Yes removes the draft. Each planted bug
// breaks one thing and the run fails at the step that checks it; the page without bugs passes.
type Bug = 'title' | 'greeting' | 'yes';

function app(bug?: Bug): string {
  const modal = (id: string, title: string, body: string) =>
    `<div class="modal" id="${id}" tabindex="-1" aria-labelledby="${id}Title" aria-hidden="true">
      <div class="modal-dialog"><div class="modal-content">
        <div class="modal-header"><h1 class="modal-title fs-5" id="${id}Title">${title}</h1>
          <button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Close"></button></div>
        ${body}
      </div></div></div>`;
  return html(
    'Drafts',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <button id="signIn" class="btn btn-primary" type="button" data-bs-toggle="modal" data-bs-target="#login">Sign in</button>
      <p id="who"></p>
      <ul class="list-group"><li id="draft" class="list-group-item">Quarterly report draft
        <button class="btn btn-sm btn-outline-danger" type="button" data-bs-toggle="modal" data-bs-target="#confirm">Delete draft</button></li></ul>
    </main>
    ${modal(
      'login',
      bug === 'title' ? 'Sign up' : 'Login',
      `<form id="loginForm"><div class="modal-body">
          <div class="mb-3"><label for="email" class="form-label">Email</label><input id="email" type="email" class="form-control"></div>
          <div class="mb-3"><label for="password" class="form-label">Password</label><input id="password" type="password" class="form-control"></div>
        </div>
        <div class="modal-footer"><button type="submit" class="btn btn-primary">Log in</button></div></form>`,
    )}
    ${modal(
      'confirm',
      'Delete draft?',
      `<div class="modal-body">The draft cannot be restored.</div>
        <div class="modal-footer"><button type="button" class="btn btn-secondary" data-bs-dismiss="modal">No</button>
          <button id="yes" type="button" class="btn btn-danger">Yes</button></div>`,
    )}
    <script>
      const $ = (s) => document.querySelector(s);
      $('#loginForm').addEventListener('submit', (e) => {
        e.preventDefault();
        $('#who').textContent = 'Signed in as ' + ${bug === 'greeting' ? "'guest'" : "$('#email').value"};
        bootstrap.Modal.getInstance($('#login')).hide();
      });
      $('#yes').addEventListener('click', () => {
        ${bug === 'yes' ? '' : "$('#draft').remove();"}
        bootstrap.Modal.getInstance($('#confirm')).hide();
      });
    </script>`,
  );
}

const STEPS = [
  "Given I'm on the home page",
  'When I click "Sign in"',
  'Then Login modal is shown',
  'Insert email ada@harbour.test and password Tide42 as login credentials',
  'And I click "Log in"',
  'Then I should see "Signed in as ada@harbour.test"',
  'When I click "Delete draft"',
  'And confirm with Yes',
  'Then I should not see "Quarterly report draft"',
];

const BUGS: Array<[Bug, number]> = [
  ['title', 2],
  ['greeting', 5],
  ['yes', 8],
];

describe.skipIf(!HAS_BOOTSTRAP)('general phrasings on a Bootstrap page, in a real Chromium', () => {
  const at = actInPages(
    { '/': app(), ...Object.fromEntries(BUGS.map(([bug]) => [`/${bug}`, app(bug)])) },
    'general-phrasings',
  );

  it('passes every step on the page without bugs', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  it.each(BUGS)('fails at the step the planted bug breaks (%s)', async (bug, step) => {
    // "Given I'm on the home page" opens the starting page ("/"): the bug's page is opened instead.
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, STEPS.slice(1));
    expect(failedAt).toBe(step - 1);
    expect(outcome?.ok === false && ['assertion', 'not_found'].includes(outcome.reason)).toBe(true);
  });
});

// "Leave the Email field empty" on a Bootstrap form whose Email the browser kept from before
// ("ada@harbour.test"): emptied, the form says so; the planted bug accepts an empty Email.
function newsletter(isBroken: boolean): string {
  return html(
    'Newsletter',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <form id="news" class="container py-4" novalidate>
      <div class="mb-3"><label for="em" class="form-label">Email</label>
        <input id="em" type="email" class="form-control" value="ada@harbour.test">
        <div id="emError" class="invalid-feedback">Please enter your email</div></div>
      <button class="btn btn-primary" type="submit">Subscribe</button>
      <p id="thanks" class="d-none">Thanks for subscribing</p>
    </form>
    <script>
      document.querySelector('#news').addEventListener('submit', (e) => {
        e.preventDefault();
        const em = document.querySelector('#em');
        if (em.value === '' && ${!isBroken}) em.classList.add('is-invalid');
        else document.querySelector('#thanks').classList.remove('d-none');
      });
    </script>`,
  );
}

const LEAVE_EMPTY = [
  'Leave the Email field empty',
  'And I click "Subscribe"',
  'Then I should see "Please enter your email"',
];

describe.skipIf(!HAS_BOOTSTRAP)('leaving a field empty, in a real Chromium', () => {
  const at = actInPages(
    { '/': newsletter(false), '/bug': newsletter(true) },
    'general-phrasings-empty',
  );

  it('empties the field, and the form asks for it', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, LEAVE_EMPTY)).toEqual({});
  });

  it('fails at the check when the form takes an empty Email', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, LEAVE_EMPTY);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});
