import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// "No items are shown", "the shopping list is empty", "the table has no rows": nothing of the list
// or table is shown (issue 25). Read as words to find, the first passed on any page that shows
// "No items" anywhere (a filter's "No items selected" beside a full list) and failed on an empty
// list that says nothing. Bootstrap 5 markup as its docs write it; each page has a twin with a
// planted bug that fails at the planted step.

// A Bootstrap list group: "Clear list" empties it, and the app hides the list once it is empty (as
// many do), so nothing called "shopping list" is shown then. The filter badge says "No items
// selected" all along. The planted bug: "Clear list" leaves the last item.
function shopping(bug: boolean): string {
  return html(
    'Shopping',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <h1 class="h3">Shopping</h1>
      <p><span class="badge text-bg-secondary">No items selected</span></p>
      <ul class="list-group shopping-list" aria-label="Shopping list">
        <li class="list-group-item">Milk</li>
        <li class="list-group-item">Bread</li>
        <li class="list-group-item">Eggs</li>
      </ul>
      <button type="button" class="btn btn-outline-danger mt-3" id="clear">Clear list</button>
    </main>
    <script>
      document.getElementById('clear').addEventListener('click', () => {
        const list = document.querySelector('.shopping-list');
        const items = Array.from(list.children);
        items.slice(0, ${bug ? 'items.length - 1' : 'items.length'}).forEach((li) => li.remove());
        if (list.children.length === 0) list.classList.add('d-none');
      });
    </script>`,
  );
}

// A Bootstrap list group of links (its docs' "Links and buttons" markup: no li), called "Inbox".
function inbox(): string {
  return html(
    'Inbox',
    `${BOOTSTRAP_CSS}
    <main class="container py-4">
      <h1 class="h3">Inbox</h1>
      <div class="list-group" aria-label="Messages list">
        <a href="#" class="list-group-item list-group-item-action">Lunch on Friday?</a>
        <a href="#" class="list-group-item list-group-item-action">Your invoice</a>
      </div>
    </main>`,
  );
}

const CLEAR_STEPS = [
  'Then I should see 3 items',
  'When I click "Clear list"',
  'Then no items are shown',
  'And the shopping list is empty',
];

// A Bootstrap table of orders with a search field that hides the rows it does not match; the
// header row stays. The planted bug: the last row is never hidden.
function orders(bug: boolean, caption = ''): string {
  const rows = [
    ['1001', 'Ada Lovelace', '$19.98'],
    ['1002', 'Grace Hopper', '$7.50'],
    ['1003', 'Alan Turing', '$42.00'],
  ];
  return html(
    'Orders',
    `${BOOTSTRAP_CSS}
    <main class="container py-4">
      <h1 class="h3">Orders</h1>
      <div class="mb-3">
        <label for="search" class="form-label">Search</label>
        <input type="search" class="form-control" id="search">
      </div>
      <table class="table table-striped caption-top">${caption && `<caption>${caption}</caption>`}
        <thead><tr><th scope="col">#</th><th scope="col">Customer</th><th scope="col">Total</th></tr></thead>
        <tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody>
      </table>
    </main>
    <script>
      document.getElementById('search').addEventListener('input', (event) => {
        const wanted = event.target.value.toLowerCase();
        const rows = Array.from(document.querySelectorAll('tbody tr'));
        rows.forEach((row, i) => {
          const hide = !row.textContent.toLowerCase().includes(wanted) && ${bug ? 'i < rows.length - 1' : 'true'};
          row.classList.toggle('d-none', hide);
        });
      });
    </script>`,
  );
}

const SEARCH_STEPS = [
  'When I type "Babbage" into the Search field',
  'Then the table has no rows',
  'And I should see no results',
];

// A Bootstrap grid of product cards (its docs' markup: row, col, card) with a search field that
// hides the cards it does not match, and a card that is a panel (the search) above the grid. The
// planted bug: the last product is never hidden.
function products(bug: boolean): string {
  const names = ['Teapot', 'Kettle', 'Mug'];
  return html(
    'Products',
    `${BOOTSTRAP_CSS}
    <main class="container py-4">
      <div class="card mb-3"><div class="card-body">
        <label for="find" class="form-label">Search</label>
        <input type="search" class="form-control" id="find">
      </div></div>
      <div class="row row-cols-3 g-3">${names
        .map(
          (n) =>
            `<div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">${n}</h5><p class="card-text">$9.99</p></div></div></div>`,
        )
        .join('')}</div>
    </main>
    <script>
      document.getElementById('find').addEventListener('input', (event) => {
        const wanted = event.target.value.toLowerCase();
        const cols = Array.from(document.querySelectorAll('.row .col'));
        cols.forEach((col, i) => {
          const hide = !col.textContent.toLowerCase().includes(wanted) && ${bug ? 'i < cols.length - 1' : 'true'};
          col.classList.toggle('d-none', hide);
        });
      });
    </script>`,
  );
}

const GRID_STEPS = [
  'Then I should see 3 products',
  'When I type "Teacup" into the Search field',
  'Then I should see no products',
];

describe.skipIf(!HAS_BOOTSTRAP)('an emptied grid of Bootstrap cards, in Chromium', () => {
  const at = actInPages(
    { '/products': products(false), '/bug/products': products(true) },
    'empty-grid',
  );

  it('passes when the search leaves no product card', async () => {
    await at.tab.goto(`${at.server.url}/products`);
    expect(await actSteps(at, GRID_STEPS)).toEqual({});
  });

  it('fails at the check when a product card is left', async () => {
    await at.tab.goto(`${at.server.url}/bug/products`);
    const { failedAt, outcome } = await actSteps(at, GRID_STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toBe(
      'Expected 0 products, but the page shows 1.',
    );
  });

  it('fails "no products" on the card left, with no count of the grid before it', async () => {
    await at.tab.goto(`${at.server.url}/bug/products`);
    const { failedAt, outcome } = await actSteps(at, GRID_STEPS.slice(1));
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});

// No Orders table at all: the app hid the empty table and says so (Bootstrap's info alert), or the
// page shows an error in its place (its danger alert). The second is no empty table: "the Orders
// table is empty" passed on it, counting no items in the main content (found by a review).
function noOrdersTable(error: boolean): string {
  return html(
    'Orders',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1 class="h3">Orders</h1>
      ${
        error
          ? '<div class="alert alert-danger" role="alert">You are not authorised to view orders.</div>'
          : '<div class="alert alert-info" role="status">No orders yet.</div>'
      }
    </main>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('a table named that is not shown, in Chromium', () => {
  const at = actInPages(
    { '/none': noOrdersTable(false), '/denied': noOrdersTable(true) },
    'empty-lists-hidden-table',
  );
  const STEP = ['Then the "Orders" table is empty'];

  it('passes when the app hid the empty table and says there are none', async () => {
    await at.tab.goto(`${at.server.url}/none`);
    expect(await actSteps(at, STEP)).toEqual({});
  });

  it('fails when an error is shown where the table would be', async () => {
    await at.tab.goto(`${at.server.url}/denied`);
    const { failedAt, outcome } = await actSteps(at, STEP);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    expect(outcome?.ok === false && outcome.error).toContain(
      '“You are not authorised to view orders.”',
    );
  });
});

describe.skipIf(!HAS_BOOTSTRAP)(
  'an emptied list or table, on Bootstrap markup, in Chromium',
  () => {
    const at = actInPages(
      {
        '/shopping': shopping(false),
        '/bug/shopping': shopping(true),
        '/orders': orders(false),
        '/bug/orders': orders(true),
        '/orders/captioned': orders(false, 'Orders'),
        '/bug/orders/captioned': orders(true, 'Orders'),
        '/inbox': inbox(),
      },
      'empty-lists',
    );

    it('passes once the list is cleared, though the app hides the emptied list', async () => {
      await at.tab.goto(`${at.server.url}/shopping`);
      expect(await actSteps(at, CLEAR_STEPS)).toEqual({});
    });

    it('fails at the check when an item is left, whatever "No items" text the page shows', async () => {
      await at.tab.goto(`${at.server.url}/bug/shopping`);
      const { failedAt, outcome } = await actSteps(at, CLEAR_STEPS);
      expect(failedAt).toBe(2);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
      expect(outcome?.ok === false && outcome.error).toBe(
        'Expected 0 items, but the page shows 1.',
      );
    });

    it('is an error, never a pass, when the list named is not shown but other items are', async () => {
      await at.tab.goto(`${at.server.url}/bug/shopping`);
      const { failedAt, outcome } = await actSteps(at, ['Then the wish list is empty']);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.reason).toBe('infra');
      expect(outcome?.ok === false && outcome.error).toContain('Nothing on the page is called');
    });

    it('is an error, never a pass, when the list named is not shown but a list group of links is', async () => {
      await at.tab.goto(`${at.server.url}/inbox`);
      const { failedAt, outcome } = await actSteps(at, ['Then the message list is empty']);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.reason).toBe('infra');
      expect(outcome?.ok === false && outcome.error).toContain('Nothing on the page is called');
    });

    it('fails at the check when the list named is a list group of links that holds messages', async () => {
      await at.tab.goto(`${at.server.url}/inbox`);
      const { failedAt, outcome } = await actSteps(at, ['Then the messages list is empty']);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    });

    it('passes when the search leaves no row but the header', async () => {
      await at.tab.goto(`${at.server.url}/orders`);
      expect(await actSteps(at, SEARCH_STEPS)).toEqual({});
    });

    // 'the "Orders" table is empty' (the table named in quotes, here by its caption) was read as
    // the table's value being empty, which a table does not have: it is a count of none of its
    // rows, as unquoted.
    const NAMED_STEPS = [
      'When I type "Babbage" into the Search field',
      'Then the "Orders" table is empty',
    ];

    it('passes "the \'Orders\' table is empty" when the search leaves no row', async () => {
      await at.tab.goto(`${at.server.url}/orders/captioned`);
      expect(await actSteps(at, NAMED_STEPS)).toEqual({});
    });

    it('fails "the \'Orders\' table is empty" at the check when a row is left', async () => {
      await at.tab.goto(`${at.server.url}/bug/orders/captioned`);
      const { failedAt, outcome } = await actSteps(at, NAMED_STEPS);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
      expect(outcome?.ok === false && outcome.error).toBe(
        'Expected 0 rows in the Orders table, but the page shows 1.',
      );
    });

    it('fails at the check when a row is left', async () => {
      await at.tab.goto(`${at.server.url}/bug/orders`);
      const { failedAt, outcome } = await actSteps(at, SEARCH_STEPS);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
      expect(outcome?.ok === false && outcome.error).toBe(
        'Expected 0 rows in the table, but the page shows 1.',
      );
    });
  },
);
