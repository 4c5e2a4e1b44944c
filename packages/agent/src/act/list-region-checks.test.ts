import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { BOOTSTRAP_CSS } from '../testing/bootstrap-markup.js';
import { page as html } from '../testing/serve-pages.js';

// "Verify the list of bank accounts shows …": a check of what a list (or table) holds looks in
// that list, wherever its name is written: a heading above it in a card's header (Bootstrap 5.3),
// a heading in a grid row beside a button with the list a sibling of that row (Material UI's
// rendered markup: Paper, Grid, Typography h2, List). It once read the heading's own text ("Bank
// accounts") and failed a list that held the bank. Each page has a twin where the list lacks the
// value but the page still shows it elsewhere (a draft in the form, a notice): the check fails
// there, so it looks in the list and not the page.

function bootstrapAccounts(banks: string[], elsewhere = ''): string {
  return html(
    'Bank accounts',
    `${BOOTSTRAP_CSS}<main class="container py-3">${elsewhere}
    <div class="card"><div class="card-header d-flex justify-content-between align-items-center">
      <h5 class="mb-0">Bank accounts</h5><a class="btn btn-primary btn-sm" href="#new">Create</a></div>
      <ul class="list-group list-group-flush">${banks
        .map(
          (b) =>
            `<li class="list-group-item d-flex justify-content-between">${b}<button class="btn btn-outline-danger btn-sm">Delete</button></li>`,
        )
        .join('')}</ul></div></main>`,
  );
}

// Material UI v5 as React renders it (class names and elements of Paper, Grid, Typography, List,
// ListItem and Button), without its styles.
function materialAccounts(banks: string[], elsewhere = ''): string {
  return html(
    'Bank accounts',
    `<main class="MuiContainer-root">${elsewhere}<div class="MuiPaper-root MuiPaper-elevation MuiPaper-rounded MuiPaper-elevation1 BankAccountsContainer-paper" style="display:flex;flex-direction:column">
      <div class="MuiGrid-root MuiGrid-container MuiGrid-direction-xs-row" style="display:flex;justify-content:space-between">
        <div class="MuiGrid-root MuiGrid-item"><h2 class="MuiTypography-root MuiTypography-h6 MuiTypography-gutterBottom">Bank Accounts</h2></div>
        <div class="MuiGrid-root MuiGrid-item"><a class="MuiButton-root MuiButton-contained MuiButton-containedPrimary" href="/bankaccounts/new" data-test="bankaccount-new">Create</a></div>
      </div>
      <ul class="MuiList-root MuiList-padding" data-test="bankaccount-list">${banks
        .map(
          (b, i) =>
            `<li class="MuiListItem-root MuiListItem-gutters MuiListItem-padding" data-test="bankaccount-list-item-${i}">
            <div class="MuiGrid-root MuiGrid-container" style="display:flex;justify-content:space-between">
              <div class="MuiGrid-root MuiGrid-item"><p class="MuiTypography-root MuiTypography-body1 MuiTypography-gutterBottom">${b}</p></div>
              <div class="MuiGrid-root MuiGrid-item"><button class="MuiButton-root MuiButton-contained MuiButton-containedSecondary" data-test="bankaccount-delete">Delete</button></div>
            </div></li>`,
        )
        .join('')}</ul></div></main>`,
  );
}

function bootstrapTable(people: string[], elsewhere = ''): string {
  return html(
    'Users',
    `${BOOTSTRAP_CSS}<main class="container py-3"><h2>Users</h2>${elsewhere}
    <table class="table table-striped"><thead><tr><th scope="col">Name</th><th scope="col">Role</th></tr></thead>
    <tbody>${people.map((p) => `<tr><td>${p}</td><td>Editor</td></tr>`).join('')}</tbody></table></main>`,
  );
}

// Material UI v5's persistent Drawer as React renders it (no <aside>): the signed-in user's name
// in it, and the page's content beside it.
function materialDrawer(inDrawer: string, inMain: string): string {
  return html(
    'Home',
    `<div style="display:flex"><div class="MuiDrawer-root MuiDrawer-docked" data-test="sidenav">
      <div class="MuiPaper-root MuiPaper-elevation0 MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft">
        <div class="MuiGrid-root MuiGrid-container"><h6 class="MuiTypography-root MuiTypography-h6">Edgar Johns</h6>
        <p class="MuiTypography-root MuiTypography-subtitle2">${inDrawer}</p></div>
        <ul class="MuiList-root"><a class="MuiListItem-root MuiListItem-button" href="/">Home</a></ul>
      </div></div>
    <main class="MuiContainer-root"><p class="MuiTypography-root">${inMain}</p></main></div>`,
  );
}

const DRAFT = `<div class="alert alert-info" role="status">Draft kept: The Best Bank</div>`;

const at = actInPages(
  {
    '/bootstrap/listed': bootstrapAccounts(['Maple Credit Union', 'The Best Bank']),
    '/bootstrap/missing': bootstrapAccounts(['Maple Credit Union'], DRAFT),
    '/material/listed': materialAccounts(['Maple Credit Union', 'The Best Bank']),
    '/material/missing': materialAccounts(['Maple Credit Union'], DRAFT),
    '/table/listed': bootstrapTable(['Ada Lovelace', 'Grace Hopper']),
    '/drawer/shown': materialDrawer('@Heath93', 'Public transactions'),
    '/drawer/elsewhere': materialDrawer('@Edgar', 'Paid @Heath93 $10'),
    '/country': html(
      'Address',
      `${BOOTSTRAP_CSS}<main class="container"><h2>Country</h2><label for="c" class="form-label">Country</label>
      <select id="c" class="form-select"><option>Norway</option><option selected>France</option></select></main>`,
    ),
    '/table/missing': bootstrapTable(['Ada Lovelace'], '<p class="lead">Invited: Grace Hopper</p>'),
  },
  'list-region-checks',
);

const CHECKS = [
  'Verify the list of bank accounts shows "The Best Bank".',
  'Then the bank accounts list should contain "The Best Bank"',
  'the list of bank accounts includes "The Best Bank"',
];

describe('a check of what a list holds looks in that list', () => {
  for (const library of ['bootstrap', 'material'])
    for (const check of CHECKS) {
      it(`${library}: "${check}" passes when the list holds it`, async () => {
        await at.tab.goto(`${at.server.url}/${library}/listed`);
        expect(await actSteps(at, [check])).toEqual({});
      });
      it(`${library}: "${check}" fails when only the page elsewhere shows it`, async () => {
        await at.tab.goto(`${at.server.url}/${library}/missing`);
        const { failedAt, outcome } = await actSteps(at, [check]);
        expect(failedAt).toBe(0);
        expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
      });
    }

  it('a table named by the heading above it: passes when a row holds it', async () => {
    await at.tab.goto(`${at.server.url}/table/listed`);
    expect(await actSteps(at, ['the users table shows "Grace Hopper"'])).toEqual({});
  });
  it('a table named by the heading above it: fails when only the page elsewhere shows it', async () => {
    await at.tab.goto(`${at.server.url}/table/missing`);
    const { failedAt, outcome } = await actSteps(at, ['the users table shows "Grace Hopper"']);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('a list to choose from is still read by its chosen value, heading or not', async () => {
    await at.tab.goto(`${at.server.url}/country`);
    expect(await actSteps(at, ['the Country list shows "France"'])).toEqual({});
    const { failedAt } = await actSteps(at, ['the Country list shows "Norway"']);
    expect(failedAt).toBe(0);
  });
});

describe('a side bar drawn by a component library, with no <aside>', () => {
  it('"the side bar shows …" looks in Material UI\'s Drawer', async () => {
    await at.tab.goto(`${at.server.url}/drawer/shown`);
    expect(await actSteps(at, ['Then the side bar shows "@Heath93"'])).toEqual({});
  });
  it('and fails when only the page beside it shows the text', async () => {
    await at.tab.goto(`${at.server.url}/drawer/elsewhere`);
    const { failedAt, outcome } = await actSteps(at, ['Then the side bar shows "@Heath93"']);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(outcome && !outcome.ok && outcome.error).toContain('side bar');
    expect(outcome && !outcome.ok && outcome.error).not.toContain('Nothing on the page');
  });
});

describe('a list that must no longer show a value', () => {
  const gone = 'Then the list of bank accounts no longer contains "The Best Bank"';
  it('fails while the list holds it', async () => {
    await at.tab.goto(`${at.server.url}/bootstrap/listed`);
    const { failedAt, outcome } = await actSteps(at, [gone]);
    expect(failedAt).toBe(0);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
  });
  it('passes when only the page elsewhere shows it, not the list', async () => {
    await at.tab.goto(`${at.server.url}/bootstrap/missing`);
    expect(await actSteps(at, [gone])).toEqual({});
  });
});
