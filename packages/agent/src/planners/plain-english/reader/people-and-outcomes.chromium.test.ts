import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// The phrasings of people-and-outcomes.test.ts done in a real Chromium, on pages in Bootstrap 5's
// markup as its docs write it (navbar, form-control with invalid-feedback, list-group). Each
// planted bug breaks one thing and the run fails at the step that checks it; the page without
// bugs passes.

// A sign-up form whose fields say "Your Name", "Email", "Password" and are named username, email
// and password (the name attribute); signing up greets the user in the navbar. The bug greets the
// email address instead of the user name.
function signUp(isBroken: boolean): string {
  return html(
    'Sign up',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="#">Orchard</a><span id="who" class="navbar-text"></span></div></nav>
    <main class="container py-4"><h1>Sign up</h1>
      <form id="signup">
        <div class="mb-3"><input class="form-control" name="username" placeholder="Your Name"></div>
        <div class="mb-3"><input class="form-control" type="email" name="email" placeholder="Email"></div>
        <div class="mb-3"><input class="form-control" type="password" name="password" placeholder="Password"></div>
        <button class="btn btn-primary" type="submit">Sign up</button>
      </form></main>
    <script>
      document.querySelector('#signup').addEventListener('submit', (e) => {
        e.preventDefault();
        const f = e.target.elements;
        document.querySelector('#who').textContent = ${isBroken ? 'f.email.value' : 'f.username.value'};
      });
    </script>`,
  );
}

const SIGN_UP = [
  "When a visitor signs up with username 'plum', email 'grower@orchard.test' and password 'Pit-7'",
  "Then the username 'plum' is shown at navigation bar",
];

describe.skipIf(!HAS_BOOTSTRAP)(
  'signing up with the values written out, in a real Chromium',
  () => {
    const at = actInPages({ '/': signUp(false), '/bug': signUp(true) }, 'people-sign-up');

    it('fills each field by its name and sends the form', async () => {
      await at.tab.goto(`${at.server.url}/`);
      expect(await actSteps(at, SIGN_UP)).toEqual({});
    });

    it('fails at the check when the page greets someone else', async () => {
      await at.tab.goto(`${at.server.url}/bug`);
      const { failedAt, outcome } = await actSteps(at, SIGN_UP);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
    });
  },
);

// A field checked when it is left (blur), as Bootstrap's validation docs style it. The bug checks
// only on submit, so leaving the field shows nothing.
function nickname(isBroken: boolean): string {
  return html(
    'Profile',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <form class="container py-4" novalidate>
      <div class="mb-3"><label for="nick" class="form-label">Nickname</label>
        <input id="nick" class="form-control">
        <div class="invalid-feedback">Nickname must have at least 3 characters</div></div>
      <div class="mb-3"><label for="bio" class="form-label">Bio</label>
        <textarea id="bio" class="form-control"></textarea></div>
    </form>
    <script>
      const nick = document.querySelector('#nick');
      nick.addEventListener('${isBroken ? 'submit' : 'blur'}', () =>
        nick.classList.toggle('is-invalid', nick.value.length < 3));
    </script>`,
  );
}

const LEAVE = [
  "Type 'pl' in the Nickname field and leave the field.",
  "Check that 'Nickname must have at least 3 characters' is shown.",
];

describe.skipIf(!HAS_BOOTSTRAP)('leaving a field, in a real Chromium', () => {
  const at = actInPages({ '/': nickname(false), '/bug': nickname(true) }, 'people-leave');

  it('moves on from the field, and the form checks it', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, LEAVE)).toEqual({});
  });

  it('fails at the check when the form does not check on leaving', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, LEAVE);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});

// A list-group of projects, each with its own Archive button. The bug's buttons all archive the
// last project.
function projects(isBroken: boolean): string {
  const item = (name: string) =>
    `<li class="list-group-item d-flex justify-content-between">${name}
      <button type="button" class="btn btn-sm btn-outline-secondary">Archive</button></li>`;
  return html(
    'Projects',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1>Projects</h1>
      <ul class="list-group">${['Apollo', 'Gemini', 'Mercury'].map(item).join('')}</ul></main>
    <script>
      document.querySelectorAll('li button').forEach((b) => b.addEventListener('click', () =>
        ${isBroken ? "document.querySelector('li:last-child')" : "b.closest('li')"}.remove()));
    </script>`,
  );
}

const ARCHIVE = [
  'On the Projects page click Archive for the first project',
  "Then I should not see 'Apollo'",
  "And I should see 'Mercury'",
];

describe.skipIf(!HAS_BOOTSTRAP)('the control of the nth item, in a real Chromium', () => {
  const at = actInPages({ '/': projects(false), '/bug': projects(true) }, 'people-nth');

  it("clicks the first item's own button", async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, ARCHIVE)).toEqual({});
  });

  it('fails at the check when the button acts on another item', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, ARCHIVE);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});

// A confirmation drawn by the page in Bulma's modal-card markup (Bulma is CSS only: the page's
// script adds the modal and takes it away, as Bulma's docs leave to the page). It has no dialog
// role. Bulma is not in node_modules, so the page has Bulma's markup without its stylesheet.
type ModalBug = 'question' | 'yes';

function confirmDelete(bug?: ModalBug): string {
  const question = bug === 'question' ? 'Delete this project?' : 'Archive Apollo for good?';
  return html(
    'Projects',
    `<main><h1>Projects</h1><ul id="projects"><li>Apollo <button class="button" id="del">Delete</button></li>
      <li>Gemini <button class="button">Delete</button></li></ul></main>
    <script>
      document.querySelector('#del').addEventListener('click', () => {
        document.body.insertAdjacentHTML('beforeend', \`<div class="modal is-active">
          <div class="modal-background"></div>
          <div class="modal-card">
            <header class="modal-card-head"><p class="modal-card-title">Confirm</p></header>
            <section class="modal-card-body">${question}</section>
            <footer class="modal-card-foot"><div class="buttons">
              <button class="button" id="no">No</button>
              <button class="button is-primary" id="yes">Yes</button></div></footer>
          </div></div>\`);
        const close = () => document.querySelector('.modal').remove();
        document.querySelector('#no').addEventListener('click', close);
        document.querySelector('#yes').addEventListener('click', () => {
          ${bug === 'yes' ? '' : "document.querySelector('#del').closest('li').remove();"}
          close();
        });
      });
    </script>`,
  );
}

const CONFIRM = [
  'Click Delete for the first project',
  "Verify the confirmation dialog asks 'Archive Apollo for good?'",
  'Confirm with Yes',
  "Then I should not see 'Apollo'",
];

describe('a confirmation the page draws in Bulma markup, in a real Chromium', () => {
  const at = actInPages(
    { '/': confirmDelete(), '/question': confirmDelete('question'), '/yes': confirmDelete('yes') },
    'people-bulma-modal',
  );

  it('reads the question in the modal and answers it', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, CONFIRM)).toEqual({});
  });

  it.each([
    ['question', 1],
    ['yes', 3],
  ] as const)('fails at the step the planted bug breaks (%s)', async (bug, step) => {
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, CONFIRM);
    expect(failedAt).toBe(step);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});

// "When I update the person called 'Dave Camerine' to have the name 'Nick Clogg'" (whitehall's
// steps), on a Bootstrap table whose rows' Edit buttons open a Bootstrap modal with the Name field:
// Dave's Edit, the new name typed, the form sent. The planted bug: saving renames the first row,
// whoever was edited; the check that Dave is gone fails.
function people(isBroken: boolean): string {
  const row = (name: string) =>
    `<tr><td class="person">${name}</td><td><button type="button" class="btn btn-sm btn-outline-primary edit"
      data-bs-toggle="modal" data-bs-target="#edit">Edit</button></td></tr>`;
  return html(
    'People',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1 class="h3">People</h1>
      <table class="table"><thead><tr><th scope="col">Name</th><th scope="col"></th></tr></thead>
        <tbody>${row('Ada Lovelace')}${row('Dave Camerine')}${row('Grace Hopper')}</tbody></table></main>
    <div class="modal fade" id="edit" tabindex="-1" aria-labelledby="edit-title" aria-hidden="true">
      <div class="modal-dialog"><form class="modal-content" id="edit-form">
        <div class="modal-header"><h2 class="modal-title fs-5" id="edit-title">Edit person</h2></div>
        <div class="modal-body"><label for="name" class="form-label">Name</label>
          <input id="name" class="form-control" required></div>
        <div class="modal-footer"><button type="submit" class="btn btn-primary">Save</button></div>
      </form></div></div>
    <script>
      let editing;
      document.querySelectorAll('.edit').forEach((button) => button.addEventListener('click', () => {
        editing = button.closest('tr').querySelector('.person');
        document.querySelector('#name').value = editing.textContent;
      }));
      document.querySelector('#edit-form').addEventListener('submit', (event) => {
        event.preventDefault();
        const cell = ${isBroken ? "document.querySelector('.person')" : 'editing'};
        cell.textContent = document.querySelector('#name').value;
        bootstrap.Modal.getInstance(document.querySelector('#edit')).hide();
      });
    </script>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('a person updated to have a new name, in Chromium', () => {
  const at = actInPages({ '/': people(false), '/bug': people(true) }, 'update-to-have');
  const steps = [
    'When I update the person called "Dave Camerine" to have the name "Nick Clogg"',
    'Then I should see "Nick Clogg"',
    'And I should not see "Dave Camerine"',
  ];

  it("edits Dave's row and saves the new name", async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, steps)).toEqual({});
    expect(await at.tab.locator('.person').allTextContents()).toEqual([
      'Ada Lovelace',
      'Nick Clogg',
      'Grace Hopper',
    ]);
  });

  it('fails at the check when saving renames another row', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, steps);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});
