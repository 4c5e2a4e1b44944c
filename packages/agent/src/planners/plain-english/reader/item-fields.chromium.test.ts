import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// "When I change 'Teapot' quantity to 2" (as Sylius/Sylius writes it for its cart) on a cart in
// Bootstrap 5's table markup: each row has its own Quantity field, labelled by aria-label, and
// the total follows the quantities. The Teapot's field is the one typed into, never the Kettle's.
// The planted bug totals the first row's quantity twice: the run fails at the total's check.
// Its twin names the fields as Sylius's own cart form does: by name and id only, the column's
// heading the one word "Quantity" on the page.
function cart(isBroken: boolean, labelled = true): string {
  let n = 0;
  const row = (item: string, price: number) =>
    `<tr><td>${item}</td><td>$${price}.00</td>
      <td><input type="number" min="1" class="form-control form-control-sm qty" ${
        labelled
          ? 'aria-label="Quantity"'
          : `id="sylius_cart_items_${n}_quantity" name="sylius_cart[items][${n++}][quantity]"`
      } value="1" data-price="${price}"></td></tr>`;
  return html(
    'Cart',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1>Your cart</h1>
      <table class="table"><thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th></tr></thead>
        <tbody>${row('Kettle', 30)}${row('Teapot', 12)}</tbody></table>
      <p id="total">Total: $42.00</p></main>
    <script>
      const fields = [...document.querySelectorAll('input.qty')];
      const total = () => fields.reduce((sum, f, i) =>
        sum + Number(f.dataset.price) * Number(${isBroken ? 'fields[0].value' : 'f.value'}), 0);
      for (const f of fields)
        f.addEventListener('input', () => {
          document.querySelector('#total').textContent = 'Total: $' + total().toFixed(2);
        });
    </script>`,
  );
}

const STEPS = [
  'When I change "Teapot" quantity to 2',
  'Then I should see "Teapot" with quantity 2 in my cart',
  'And I should see "Kettle" with quantity 1 in my cart',
  'And I should see "Total: $54.00"',
];

// A cart the Teapot never reached (the bug: its Add to cart did nothing): its one row is the
// Kettle's, and "Teapot" is only in the suggestions under the table. The Kettle's Quantity is not
// the Teapot's: the step stops there, and the Kettle's quantity stays 1.
const WITHOUT_TEAPOT = html(
  'Cart',
  `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
  <main class="container py-4"><h1>Your cart</h1>
    <table class="table"><thead><tr><th scope="col">Product</th><th scope="col">Quantity</th></tr></thead>
      <tbody><tr><td>Kettle</td>
        <td><input type="number" min="1" class="form-control form-control-sm" aria-label="Quantity" value="1"></td></tr></tbody></table>
    <div class="card"><div class="card-body"><h2 class="h6">You may also like</h2><p>Teapot</p></div></div></main>`,
);

describe.skipIf(!HAS_BOOTSTRAP)("an item's own field in a Bootstrap cart, in Chromium", () => {
  const at = actInPages(
    {
      '/': cart(false),
      '/bug': cart(true),
      '/unlabelled': cart(false, false),
      '/unlabelled-bug': cart(true, false),
      '/without-teapot': WITHOUT_TEAPOT,
      '/reset': cart(false).replace(
        '</main>',
        `</main><script>const [kettle, teapot] = document.querySelectorAll('input.qty'); teapot.addEventListener('input', () => { kettle.value = teapot.value; });</script>`,
      ),
    },
    'item-fields',
  );

  it("types into the Teapot's Quantity and passes every check", async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  it("types into the Teapot's Quantity when the fields have no label, only the column's heading", async () => {
    // The change and the total (a check of the row's field by its heading is not read yet).
    const steps = [STEPS[0]!, STEPS[3]!];
    await at.tab.goto(`${at.server.url}/unlabelled`);
    expect(await actSteps(at, steps)).toEqual({});
    await at.tab.goto(`${at.server.url}/unlabelled-bug`);
    const { failedAt, outcome } = await actSteps(at, steps);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it("checks the Teapot's quantity however the cart check is worded", async () => {
    const steps = [
      'When I change "Teapot" quantity to 2',
      "Then 'Teapot' with quantity 2 should be in my cart",
      'And the cart contains "Kettle" with quantity 1',
    ];
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, steps)).toEqual({});
    // The planted bug: the Teapot's new quantity is copied into the Kettle's row too.
    await at.tab.goto(`${at.server.url}/reset`);
    const { failedAt, outcome } = await actSteps(at, steps);
    expect(failedAt).toBe(2);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('fails at the total when the cart adds up wrongly', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(3);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it("does not type into another item's row when the item has none", async () => {
    await at.tab.goto(`${at.server.url}/without-teapot`);
    const { failedAt, outcome } = await actSteps(at, ['When I change "Teapot" quantity to 2']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok).toBe(false);
    expect(await at.tab.getByLabel('Quantity').inputValue()).toBe('1');
  });
});

// "Then 'Teapot' should be in the cart" on a Bootstrap product page with its cart open beside it:
// the product's own heading says "Teapot" too, so only the cart can tell. The planted bug's cart
// never got the Teapot: the check fails there (read as any text of the page, it passed).
function productWithCart(items: string[]): string {
  return html(
    'Teapot',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1>Teapot</h1><p>Fine china, 1.2 l.</p>
      <button type="button" class="btn btn-primary">Add to cart</button></main>
    <div class="offcanvas offcanvas-end show" tabindex="-1" aria-labelledby="cart-title">
      <div class="offcanvas-header"><h2 class="offcanvas-title h5" id="cart-title">Your cart</h2></div>
      <div class="offcanvas-body"><ul class="list-group">${items
        .map((item) => `<li class="list-group-item">${item}</li>`)
        .join('')}</ul></div></div>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('an item in the cart, in Chromium', () => {
  const at = actInPages(
    { '/': productWithCart(['Kettle', 'Teapot']), '/bug': productWithCart(['Kettle']) },
    'item-in-cart',
  );

  it('passes when the cart holds the Teapot', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, ['Then "Teapot" should be in the cart'])).toEqual({});
  });

  it('fails when only the product page says "Teapot"', async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, ['Then "Teapot" should be in the cart']);
    expect(failedAt).toBe(0);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });
});

// A cart holding a "Teapot cosy" as well as (or instead of) the "Teapot": "'Teapot' quantity" is
// the Teapot's own row, never the cosy's, whose name merely begins with the word. The planted
// bug: the Teapot never reached the cart (its Add to cart did nothing), so the only row saying
// "Teapot" is the cosy's; the step stops there and the cosy's quantity stays 1.
function cartWithCosy(items: string[]): string {
  const row = (item: string) =>
    `<tr><td>${item}</td>
      <td><input type="number" min="1" class="form-control form-control-sm" aria-label="Quantity" value="1"></td></tr>`;
  return html(
    'Cart',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4"><h1>Your cart</h1>
      <table class="table"><thead><tr><th scope="col">Product</th><th scope="col">Quantity</th></tr></thead>
        <tbody>${items.map(row).join('')}</tbody></table></main>`,
  );
}

describe.skipIf(!HAS_BOOTSTRAP)('an item named exactly, beside a longer name, in Chromium', () => {
  const at = actInPages(
    {
      '/': cartWithCosy(['Kettle', 'Teapot cosy', 'Teapot']),
      '/bug': cartWithCosy(['Kettle', 'Teapot cosy']),
    },
    'item-exact-name',
  );
  const steps = [
    'When I change "Teapot" quantity to 2',
    'Then I should see "Teapot" with quantity 2 in my cart',
    'And I should see "Teapot cosy" with quantity 1 in my cart',
  ];

  it("types into the Teapot's own Quantity, not the cosy's", async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, steps)).toEqual({});
    const quantities = at.tab.getByLabel('Quantity');
    expect(await quantities.nth(1).inputValue()).toBe('1');
    expect(await quantities.nth(2).inputValue()).toBe('2');
  });

  it("stops at the step when only the cosy's row says Teapot", async () => {
    await at.tab.goto(`${at.server.url}/bug`);
    const { failedAt, outcome } = await actSteps(at, steps);
    expect(failedAt).toBe(0);
    expect(outcome?.ok).toBe(false);
    expect(await at.tab.getByLabel('Quantity').nth(1).inputValue()).toBe('1');
  });
});
