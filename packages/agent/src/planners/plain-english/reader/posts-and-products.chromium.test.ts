import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// 'Post "…" to the wall' and 'Add the product "…"' done in a real Chromium, on pages in Bootstrap
// 5's own markup: a wall whose compose card (a textarea with a placeholder and no label, as social
// sites write them, and its Post button) puts the post at the top of a list-group; a shop of
// product cards (.card with .card-title and an "Add to cart" button each) whose toast says what
// went into the cart. The product asked for is not the first card, so a click on any Add to cart
// but its own fails the check. Each planted bug breaks one thing and fails at its check; the page
// without bugs passes.

function wall(isBroken: boolean): string {
  return html(
    'Harbour wall',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="#">Harbour</a>
      <form class="d-flex" role="search"><input class="form-control me-2" type="search" placeholder="Search" aria-label="Search">
        <button class="btn btn-outline-success" type="submit">Search</button></form>
    </div></nav>
    <main class="container py-4">
      <div class="card mb-3"><div class="card-body">
        <form id="compose">
          <textarea id="status" class="form-control" rows="2" placeholder="What's on your mind?"></textarea>
          <button type="submit" class="btn btn-primary mt-2">Post</button>
        </form>
      </div></div>
      <ul id="posts" class="list-group"><li class="list-group-item">The ferry leaves at noon</li></ul>
    </main>
    <script>
      document.querySelector('#compose').addEventListener('submit', (e) => {
        e.preventDefault();
        const box = document.querySelector('#status');
        const item = document.createElement('li');
        item.className = 'list-group-item';
        item.textContent = ${isBroken ? "''" : 'box.value'};
        document.querySelector('#posts').prepend(item);
        box.value = '';
      });
    </script>`,
  );
}

const POST = ['Post "Tide tables are up" to the wall', 'Then I should see "Tide tables are up"'];

function shop(isBroken: boolean): string {
  const card = (name: string, price: string) =>
    `<div class="col"><div class="card h-100"><div class="card-body">
        <h5 class="card-title">${name}</h5><p class="card-text">${price}</p>
        <button type="button" class="btn btn-primary add" data-product="${name}">Add to cart</button>
      </div></div></div>`;
  return html(
    'Chandlery',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <div class="row row-cols-1 row-cols-md-3 g-4">
        ${card('Kettle', '$24.00')}${card('Teapot', '$19.99')}${card('Mug', '$6.50')}
      </div>
      <div class="toast-container position-fixed bottom-0 end-0 p-3">
        <div id="added" class="toast" role="status" aria-live="polite" aria-atomic="true">
          <div class="toast-body"></div></div></div>
    </main>
    <script>
      document.querySelectorAll('.add').forEach((button) =>
        button.addEventListener('click', () => {
          const name = ${isBroken ? "document.querySelector('.add').dataset.product" : 'button.dataset.product'};
          document.querySelector('#added .toast-body').textContent = name + ' added to your cart';
          bootstrap.Toast.getOrCreateInstance(document.querySelector('#added')).show();
        }),
      );
    </script>`,
  );
}

const ADD = ['Add the product "Teapot"', 'Then I should see "Teapot added to your cart"'];

describe.skipIf(!HAS_BOOTSTRAP)('posts and products, in a real Chromium', () => {
  const at = actInPages(
    {
      '/wall': wall(false),
      '/wall-bug': wall(true),
      '/shop': shop(false),
      '/shop-bug': shop(true),
    },
    'posts-and-products',
  );

  it('types the post into the compose box and sends it; it shows on the wall', async () => {
    await at.tab.goto(`${at.server.url}/wall`);
    expect(await actSteps(at, POST)).toEqual({});
  });

  it('fails at the check when the wall drops the post', async () => {
    await at.tab.goto(`${at.server.url}/wall-bug`);
    const { failedAt, outcome } = await actSteps(at, POST);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });

  it("clicks the Teapot card's own Add to cart", async () => {
    await at.tab.goto(`${at.server.url}/shop`);
    expect(await actSteps(at, ADD)).toEqual({});
  });

  it('fails at the check when the Teapot card adds the first product instead', async () => {
    await at.tab.goto(`${at.server.url}/shop-bug`);
    const { failedAt, outcome } = await actSteps(at, ADD);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});

// "And I added product 'Teapot' to the cart" (Sylius's Given, in the past): the tester adds it
// on the page, as the present "I add product 'Teapot' to the cart" does; the same shop, the same
// planted bug (every Add to cart adds the first product), caught at the check after it.
describe.skipIf(!HAS_BOOTSTRAP)(
  'a product added to the cart, said in the past, in Chromium',
  () => {
    const at = actInPages({ '/shop': shop(false), '/shop-bug': shop(true) }, 'added-in-the-past');
    const steps = [
      'And I added product "Teapot" to the cart',
      'Then I should see "Teapot added to your cart"',
    ];

    it("clicks the Teapot card's own Add to cart", async () => {
      await at.tab.goto(`${at.server.url}/shop`);
      expect(await actSteps(at, steps)).toEqual({});
    });

    it('fails at the check when the Teapot card adds the first product instead', async () => {
      await at.tab.goto(`${at.server.url}/shop-bug`);
      const { failedAt, outcome } = await actSteps(at, steps);
      expect(failedAt).toBe(1);
      expect(outcome?.ok === false && outcome.reason).toBe('assertion');
    });
  },
);
