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

// diaspora's "Then I should see a 'img' within '.stream_element div.photo_attachments'": an image
// on show in that part of the post (a tag that says its role), on a Bootstrap card whose photos a
// collapse button shows. The planted bug: the button points at another post's photos.
function postWithPhotos(isBroken: boolean): string {
  return html(
    'Stream',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <div class="card stream_element"><div class="card-body">
        <p class="card-text">Low tide this morning.</p>
        <button class="btn btn-link" type="button" data-bs-toggle="collapse"
          data-bs-target="${isBroken ? '#photos-2' : '#photos-1'}" aria-expanded="false">Show photos</button>
        <div class="collapse photo_attachments" id="photos-1">
          <img class="img-fluid" alt="The harbour at low tide" width="120" height="80"
            src="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='120' height='80'><rect width='120' height='80' fill='teal'/></svg>">
        </div></div></div>
      <div class="collapse" id="photos-2"><p>No photos</p></div>
    </main>`,
  );
}

// Sylius's "And this item should have name 'T-Shirt banana'": the cart's item shows that name, in
// a Bootstrap list group. The planted bug: the cart shows the variant's wrong name.
function cartItem(name: string): string {
  return html(
    'Your cart',
    `${BOOTSTRAP_CSS}
    <main class="container py-4"><h1 class="h3">Your cart</h1>
      <ul class="list-group"><li class="list-group-item d-flex justify-content-between">
        <span>${name}</span><span>$12.54</span></li></ul></main>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('a tag and a name on show, in Chromium', () => {
  const at = actInPages(
    {
      '/post': postWithPhotos(false),
      '/post-bug': postWithPhotos(true),
      '/cart': cartItem('T-Shirt banana'),
      '/cart-bug': cartItem('T-Shirt apple'),
    },
    'tag-and-name',
  );
  const PHOTO = [
    'When I click "Show photos"',
    'Then I should see a "img" within ".stream_element div.photo_attachments"',
  ];
  const NAME = ['And this item should have name "T-Shirt banana"'];

  it('sees the image in the post once its photos are shown', async () => {
    await at.tab.goto(`${at.server.url}/post`);
    expect(await actSteps(at, PHOTO)).toEqual({});
  });

  it("fails at the image's check when the button shows another post's photos", async () => {
    await at.tab.goto(`${at.server.url}/post-bug`);
    const { failedAt, outcome } = await actSteps(at, PHOTO);
    expect(failedAt).toBe(1);
    // The photos' part of the post is never shown: not there, which is the app's fault (FAILED).
    expect(outcome?.ok === false && outcome.reason).toBe('not_found');
  });

  it("passes when the cart's item has that name, and fails when it has another", async () => {
    await at.tab.goto(`${at.server.url}/cart`);
    expect(await actSteps(at, NAME)).toEqual({});
    await at.tab.goto(`${at.server.url}/cart-bug`);
    const { failedAt, outcome } = await actSteps(at, NAME);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});
