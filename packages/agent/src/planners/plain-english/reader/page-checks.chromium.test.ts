import { describe, expect, it } from 'vitest';
import { actCase, actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// The page checks of page-checks.test.ts, read and done in a real Chromium: a portal's home page
// (after the ckan smoke tests and webdriverio/cucumber-boilerplate's demo app) with a search field,
// a sort dropdown, a hidden box a button shows, a share dialog and a link to the datasets. Each
// planted bug breaks one thing, and the run fails at the step that checks it; the page without
// bugs passes every step.
type Bug =
  'title' | 'field' | 'select' | 'shown' | 'reveal' | 'dialog' | 'path' | 'query' | 'landing';

function portal(bug?: Bug): string {
  return html(
    bug === 'title' ? 'Portal' : 'Welcome - Portal',
    `<main>
      <label for="testInput">Search</label><input id="testInput"${bug === 'field' ? ' value="old search"' : ''}>
      <label for="sort">Sort order</label>
      <select id="sort"><option value=""></option><option${bug === 'select' ? ' selected' : ''}>Name</option><option>Date</option></select>
      <div id="makeVisible"${bug === 'shown' ? '' : ' hidden'}>Now you see me</div>
      <button id="btnMakeVisible" type="button">Make visible</button>
      <button id="share" type="button">Share</button>
      <dialog id="shareDialog"><p>Copy this link</p></dialog>
      <a href="${bug === 'path' ? '/data' : bug === 'landing' ? '/dataset2' : '/dataset'}?q=${bug === 'query' ? 'other' : 'qu'}">Datasets</a>
    </main>
    <script>
      document.querySelector('#btnMakeVisible').addEventListener('click', () => {
        ${bug === 'reveal' ? '' : "document.querySelector('#makeVisible').hidden = false;"}
      });
      document.querySelector('#share').addEventListener('click', () => {
        ${bug === 'dialog' ? '' : "document.querySelector('#shareDialog').showModal();"}
      });
    </script>`,
  );
}

const STEPS = [
  'Then I should see "Welcome -" displayed in the page title',
  'Then I expect that inputfield "#testInput" not contains any text',
  'Then nothing should be selected for "Sort order"',
  'Given the element "#makeVisible" is not displayed',
  'When I click on the element "#btnMakeVisible"',
  'Then I expect that element "#makeVisible" becomes displayed',
  'When I click "Share"',
  'Then a dialog should open',
  'When I press Escape',
  'When I set "maps" to the inputfield "#testInput"',
  'Then the "Search" field should contain "maps"',
  'When I select the option with the text "Date" for element "#sort"',
  'Then "Date" should be selected for "Sort order"',
  'When I click on the "Datasets" link',
  'Then I should see the "/dataset" URL in the address bar',
  'And I should see "q=qu" in the Datasets URL query string',
  'Then the user should be redirected to a page with the title "Datasets - Portal"',
];

const BUGS: Array<[Bug, number]> = [
  ['title', 0],
  ['field', 1],
  ['select', 2],
  ['shown', 3],
  ['reveal', 5],
  ['dialog', 7],
  ['path', 14],
  ['query', 15],
  ['landing', 16],
];

describe('checks of the title, the address, fields and a dialog, in a real Chromium', () => {
  const at = actInPages(
    {
      '/': portal(),
      ...Object.fromEntries(BUGS.map(([bug]) => [`/${bug}`, portal(bug)])),
      '/dataset': html('Datasets - Portal', '<h1>Datasets</h1>'),
      '/data': html('Datasets - Portal', '<h1>Datasets</h1>'),
      '/dataset2': html('Dataset archive - Portal', '<h1>Archive</h1>'),
    },
    'page-checks',
  );

  it('passes every check on the page without bugs', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  // A check of an element that is not there fails as not found; either way the app is at fault
  // (FAILED), not the run (ERROR).
  it.each(BUGS)('fails at the check of the planted bug (%s)', async (bug, step) => {
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(step);
    expect(outcome?.ok === false && ['assertion', 'not_found'].includes(outcome.reason)).toBe(true);
  });
});

// "contains any text" (webdriverio/cucumber-boilerplate's inputfield steps) and "the 'Email' field
// should not be empty", on Bootstrap 5's form markup (form-label, form-control, an outline button):
// the field holds something. The planted bug: "Use my saved email" fills nothing in.
function profileForm(isBroken: boolean): string {
  return html(
    'Profile',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><form>
      <div class="mb-3"><label for="testInput" class="form-label">Email</label>
        <input type="email" class="form-control" id="testInput"></div>
      <button type="button" class="btn btn-outline-secondary" id="saved">Use my saved email</button>
      <button type="submit" class="btn btn-primary">Save</button></form></main>
    <script>
      document.querySelector('#saved').addEventListener('click', () => {
        document.querySelector('#testInput').value = ${isBroken ? "''" : "'ada@example.test'"};
      });
    </script>`,
  );
}

const ANY_TEXT = [
  'Then I expect that inputfield "#testInput" not contains any text',
  'When I click "Use my saved email"',
  'Then I expect that inputfield "#testInput" contains any text',
  'And the "Email" field should not be empty',
  'When I clear the inputfield "#testInput"',
  'Then I expect that inputfield "#testInput" not contains any text',
];

describe.skipIf(!HAS_BOOTSTRAP)(
  'a field that holds any text, on Bootstrap markup, in Chromium',
  () => {
    const at = actInPages({ '/': profileForm(false), '/bug': profileForm(true) }, 'field-any-text');

    it('passes when the saved email is filled in, and the field is empty once cleared', async () => {
      await at.tab.goto(`${at.server.url}/`);
      expect(await actSteps(at, ANY_TEXT)).toEqual({});
    });

    it('fails at "contains any text" when nothing is filled in', async () => {
      await at.tab.goto(`${at.server.url}/bug`);
      const { failedAt, outcome } = await actSteps(at, ANY_TEXT);
      expect(failedAt).toBe(2);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    });
  },
);

// ckan's sort order (OrlandoSoto/ckan-browser-tests), read as a whole case: "Datasets" before
// "Order By" is the page the test went to; the dropdown is the one labelled "Order by". On
// Bootstrap 5's markup (form-select), the page restores the chosen order from its address after
// the form is sent. The planted bug: it does not (the dropdown shows Relevance again), and the run
// fails at the check of the option set, not at the choice.
function datasets(isBroken: boolean): string {
  const orders = [
    ['score desc', 'Relevance'],
    ['title_string asc', 'Name Ascending'],
    ['title_string desc', 'Name Descending'],
    ['metadata_modified desc', 'Last Modified'],
  ];
  return html(
    'Datasets - Portal',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1>Datasets</h1>
      <form method="get" action="/dataset" class="row g-3">
        <div class="col-md-6"><label for="field-order-by" class="form-label">Order by</label>
          <select id="field-order-by" name="sort" class="form-select">${orders
            .map(([value, label]) => `<option value="${value}">${label}</option>`)
            .join('')}</select></div>
        <div class="col-12"><button type="submit" class="btn btn-primary">Apply</button></div>
      </form></main>
    <script>
      const sort = new URLSearchParams(location.search).get('sort');
      if (sort && ${!isBroken}) document.querySelector('#field-order-by').value = sort;
    </script>`,
  );
}

const SORT_CASE = `Background:
  Given I navigate to the Datasets page

Scenario: Verify that sort order appears in URL query string
  When I select Datasets Order By "Name Ascending"
  And I click "Apply"
  Then I should see the Datasets Order By option set to "Name Ascending"
  And I should see "sort=title_string+asc" in the Datasets URL query string`;

describe.skipIf(!HAS_BOOTSTRAP)('the order chosen on the Datasets page, in Chromium', () => {
  const home = `<nav class="navbar"><a class="nav-link" href="/dataset">Datasets</a></nav>`;
  const at = actInPages(
    {
      '/': html('Portal', `${BOOTSTRAP_CSS}${home}`),
      '/dataset': datasets(false),
      '/bug/': html('Portal', `${BOOTSTRAP_CSS}${home.replace('/dataset', '/bug/dataset')}`),
      '/bug/dataset': datasets(true).replace('action="/dataset"', 'action="/bug/dataset"'),
    },
    'datasets-order',
  );

  it('chooses the order in the Order by dropdown and sees it still chosen', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actCase(at, SORT_CASE)).toEqual({});
  });

  it('fails at the check of the option set when the page forgets the order', async () => {
    await at.tab.goto(`${at.server.url}/bug/`);
    const { failedAt, outcome } = await actCase(at, SORT_CASE);
    expect(failedAt).toBe(3);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});
