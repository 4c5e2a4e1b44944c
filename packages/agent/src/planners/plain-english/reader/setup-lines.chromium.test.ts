import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// setup-lines.test.ts's readings done in a real Chromium: the app's address named without
// writing it, and a wait said as what happened. The contacts arrive after a moment, in a Bootstrap
// 5 list group as its docs write it; the planted bug never draws them.
function contacts(isBroken: boolean): string {
  return html(
    'Contacts',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1>Contacts</h1>
      <div id="spinner" class="spinner-border" role="status"><span class="visually-hidden">Loading...</span></div>
      <div id="slot"></div></main>
    <script>
      setTimeout(() => {
        document.querySelector('#spinner').remove();
        ${isBroken ? "document.querySelector('#slot').innerHTML = '';" : 'document.querySelector(\'#slot\').innerHTML = \'<ul class="list-group"><li class="list-group-item">Ada Lovelace</li><li class="list-group-item">Charles Babbage</li></ul>\';'}
      }, 700);
    </script>`,
  );
}

const OPEN_AND_WAIT = [
  'Given user to navigate to the URL given',
  'When the list is loaded',
  'Then I should see "Ada Lovelace"',
];

describe.skipIf(!HAS_BOOTSTRAP)('opening lines of a test case, in a real Chromium', () => {
  const at = actInPages({ '/': contacts(false), '/bug': contacts(true) }, 'setup-lines');

  it('opens the starting URL and waits for the list to arrive', async () => {
    await at.tab.goto('about:blank');
    const r = await actSteps(at, OPEN_AND_WAIT, `${at.server.url}/`);
    expect(r).toEqual({});
    expect(at.tab.url()).toBe(`${at.server.url}/`);
  });

  it('stops at the wait when the list never comes', async () => {
    await at.tab.goto('about:blank');
    const { failedAt, outcome } = await actSteps(at, OPEN_AND_WAIT, `${at.server.url}/bug`);
    expect(failedAt).toBe(1);
    // As every wait for an element that never comes: the step says what is missing.
    expect(outcome).toMatchObject({ ok: false, reason: 'not_found', error: 'No list is on show.' });
  });
});

// The same wait for a table (Bootstrap's striped table, drawn after a moment), in a page whose
// navbar is a list: the table is what the step means, and the navbar's list is no table. The
// planted bug never draws the table.
function orders(isBroken: boolean): string {
  return html(
    'Orders',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="#">Orders</a></li></ul></div></nav>
    <main class="container py-4"><h1>Orders</h1><div id="slot"></div></main>
    <script>
      setTimeout(() => {
        if (${isBroken}) return;
        document.querySelector('#slot').innerHTML =
          '<table class="table table-striped"><thead><tr><th scope="col">Order</th><th scope="col">Total</th></tr></thead>' +
          '<tbody><tr><td>#1001</td><td>$19.98</td></tr></tbody></table>';
      }, 700);
    </script>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('a wait for the table, in a real Chromium', () => {
  const at = actInPages({ '/': orders(false), '/bug': orders(true) }, 'setup-lines-table');
  const WAIT_FOR_TABLE = [
    'When the page is loaded',
    'Wait for the table to load',
    'Then I should see "$19.98"',
  ];

  it('waits for the table the page draws, not for the navbar', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, WAIT_FOR_TABLE)).toEqual({});
  });

  it('stops at the wait when the table never comes, though the navbar is a list', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, WAIT_FOR_TABLE);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'not_found',
      error: 'No table is on show.',
    });
  });
});
