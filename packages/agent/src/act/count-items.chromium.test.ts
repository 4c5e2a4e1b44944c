import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, HAS_BOOTSTRAP } from '../testing/bootstrap-markup.js';
import { page as html } from '../testing/serve-pages.js';

// "There should be 3 items" names no list: the page's repeated items are counted, whatever the
// noun ("products", "results"), in the markup widget libraries give a list — Bootstrap 5's
// list-group (<ul class="list-group">) and its card grid (.row > .col > .card, no <li> at all),
// beside a navbar whose links are no items. Each page's planted bug shows one item twice, and the
// count fails at the check.
function listGroup(isBroken: boolean): string {
  const items = ['Rope', 'Cleat', 'Fender', ...(isBroken ? ['Fender'] : [])];
  return html(
    'Chandlery',
    `${BOOTSTRAP_CSS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid"><ul class="navbar-nav flex-row gap-3">
      <li class="nav-item"><a class="nav-link" href="#">Home</a></li><li class="nav-item"><a class="nav-link" href="#">Cart</a></li></ul></div></nav>
    <main class="container py-4"><h1>Search results</h1>
      <ul class="list-group">${items.map((i) => `<li class="list-group-item">${i}</li>`).join('')}</ul></main>`,
  );
}

function cardGrid(isBroken: boolean): string {
  const items = ['Kettle', 'Teapot', 'Mug', ...(isBroken ? ['Mug'] : [])];
  return html(
    'Chandlery',
    `${BOOTSTRAP_CSS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid"><ul class="navbar-nav flex-row gap-3">
      <li class="nav-item"><a class="nav-link" href="#">Home</a></li><li class="nav-item"><a class="nav-link" href="#">Cart</a></li></ul></div></nav>
    <main class="container py-4"><h1>Kitchen</h1>
      <div class="row row-cols-1 row-cols-md-3 g-4">${items
        .map(
          (i) => `<div class="col"><div class="card h-100"><div class="card-body">
            <h5 class="card-title">${i}</h5><p class="card-text">In stock</p>
            <a href="#" class="btn btn-primary">Add to cart</a></div></div></div>`,
        )
        .join('')}</div></main>`,
  );
}

const COUNTS = ['Then there should be 3 items', 'And I should see 3 products'];

describe.skipIf(!HAS_BOOTSTRAP)('a count of the page’s items, in a real Chromium', () => {
  const at = actInPages(
    {
      '/list': listGroup(false),
      '/list-bug': listGroup(true),
      '/cards': cardGrid(false),
      '/cards-bug': cardGrid(true),
    },
    'count-items',
  );

  it.each(['list', 'cards'])('counts the repeated items of the %s page', async (page) => {
    await at.tab.goto(`${at.server.url}/${page}`);
    expect(await actSteps(at, COUNTS)).toEqual({});
  });

  it.each(['list', 'cards'])(
    'fails at the check when the %s page shows an item twice',
    async (page) => {
      await at.tab.goto(`${at.server.url}/${page}-bug`);
      const { failedAt, outcome } = await actSteps(at, COUNTS);
      expect(failedAt).toBe(0);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
      expect(outcome?.ok === false && outcome.error).toContain('shows 4');
    },
  );
});
