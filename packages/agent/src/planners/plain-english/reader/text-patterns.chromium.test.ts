import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// The pattern checks of text-patterns.test.ts done in a real Chromium, on a checkout in Bootstrap
// 5's markup (a form, then an .alert-success as its docs write it): "Place order" shows "Order
// #10423 placed" and the number the courier calls. Each planted bug breaks one thing and the run
// fails at the check of it; the page without bugs passes.
type Bug = 'number' | 'hidden' | 'phone' | 'stock';

function checkout(bug?: Bug): string {
  const order = bug === 'number' ? 'Order # placed' : 'Order #10423 placed';
  const phone = bug === 'phone' ? '555-1234' : '555-123-4567';
  return html(
    'Checkout',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">
      <form id="checkout">
        <div class="mb-3"><label for="qty" class="form-label">Quantity</label>
          <input id="qty" type="number" class="form-control" value="1"></div>
        <button class="btn btn-primary" type="submit">Place order</button>
      </form>
      <div id="done" class="alert alert-success d-none mt-3" role="alert">
        <h4 class="alert-heading" id="order"></h4>
        <p class="mb-0">Our courier will call you on <span id="phone"></span>.</p>
      </div>
      <div id="stock" class="alert alert-warning d-none mt-3" role="alert">Teapot is Out of Stock</div>
    </main>
    <script>
      const $ = (s) => document.querySelector(s);
      $('#checkout').addEventListener('submit', (e) => {
        e.preventDefault();
        $('#order').textContent = ${JSON.stringify(order)};
        $('#phone').textContent = ${JSON.stringify(phone)};
        ${bug === 'hidden' ? '' : "$('#done').classList.remove('d-none');"}
        ${bug === 'stock' ? "$('#stock').classList.remove('d-none');" : ''}
      });
    </script>`,
  );
}

const STEPS = [
  'When I click "Place order"',
  'Then I should see /Order #\\d+ placed/',
  'And check that page contains simple template "###-###-####"',
  'And I should not see /out of stock/i',
];

const BUGS: Array<[Bug, number]> = [
  ['number', 1],
  ['hidden', 1],
  ['phone', 2],
  ['stock', 3],
];

describe.skipIf(!HAS_BOOTSTRAP)('text checks by a pattern, in a real Chromium', () => {
  const at = actInPages(
    { '/': checkout(), ...Object.fromEntries(BUGS.map(([bug]) => [`/${bug}`, checkout(bug)])) },
    'text-patterns',
  );

  it('passes every check on the page without bugs', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
  });

  it.each(BUGS)('fails at the check the planted bug breaks (%s)', async (bug, step) => {
    await at.tab.goto(`${at.server.url}/${bug}`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(step);
    expect(outcome?.ok === false && outcome.reason === 'assertion').toBe(true);
  });
});
