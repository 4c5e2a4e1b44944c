import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport, RunSpec } from '@scout/shared';
import { runTest, type BrowserSession } from './index.js';
import { page, servePages, type PageServer } from './testing/serve-pages.js';
import { LOCAL_TEST_NETWORK, launchTestBrowser } from './testing/test-browser.js';

// Real runs of the plain-English planner on small pages, for each way a step or a check could be
// read differently from what the tester meant. Each page shows what the app really did, so a
// misread step shows up as a wrong verdict.
const PROFILE = page(
  'Profile',
  `
  <header><nav><a href="/">Home</a></nav></header>
  <main>
    <form onsubmit="event.preventDefault(); document.getElementById('out').textContent = 'Saved ' + this.username.value + ' / ' + this.fullname.value">
      <div class="form-group"><label for="u">Username</label><input id="u" name="username" class="form-control"></div>
      <div class="form-group"><label for="n">Name</label><input id="n" name="fullname" class="form-control"></div>
      <button class="btn btn-primary">Save</button>
    </form>
    <p id="out" role="status"></p>
    <div class="btn-group" role="group">
      <button type="button" class="btn" onclick="document.getElementById('log').textContent += '[Shipping]'">Shipping</button>
      <button type="button" class="btn" onclick="document.getElementById('log').textContent += '[Payment]'">Payment</button>
    </div>
    <p>Opened: <span id="log"></span></p>
    <p class="price">Total: $28.75</p>
    <p class="text-muted">No errors found</p>
  </main>`,
);

const ACCOUNT = page(
  'Account',
  `
  <main><h1>Account</h1>
    <button class="btn btn-danger" onclick="document.querySelector('h1').textContent = 'Account deleted'">Delete account</button>
    <a href="/profile">Edit profile</a>
  </main>`,
);

const CART = page(
  'Cart',
  `
  <header class="navbar"><ul class="nav">
    <li><a href="/">Home</a></li><li><a href="/shop">Shop</a></li><li><a href="/deals">Deals</a></li>
    <li><a href="/help">Help</a></li><li><a href="/cart">Cart</a></li></ul></header>
  <main>
    <section class="cart" aria-labelledby="cart-title"><h2 id="cart-title">Your cart</h2>
      <ul class="list-group"><li class="list-group-item">Teapot</li><li class="list-group-item">Mug</li><li class="list-group-item">Kettle</li></ul>
    </section>
    <section><h2>You may also like</h2><ul><li>Spoon</li><li>Saucer</li></ul></section>
  </main>`,
);

const SIGNUP = page(
  'Sign up',
  `
  <main>
    <form novalidate onsubmit="event.preventDefault(); const bad = !this.email.value; this.email.classList.toggle('is-invalid', bad);
      document.getElementById('feedback').hidden = !bad; document.getElementById('ok').hidden = bad;">
      <label for="e">Email</label><input id="e" name="email" class="form-control">
      <div id="feedback" class="invalid-feedback" hidden>Please enter your email.</div>
      <button class="btn btn-primary">Create account</button>
    </form>
    <p id="ok" hidden>Check your inbox.</p>
  </main>`,
);

let server: PageServer;
let session: BrowserSession;
let outRoot: string;

beforeAll(async () => {
  server = await servePages({
    '/profile': PROFILE,
    '/account': ACCOUNT,
    '/cart': CART,
    '/signup': SIGNUP,
    '/': page('Home', '<main><h1>Home</h1><p>Welcome</p></main>'),
    '/with-login': page(
      'Home',
      '<header><a href="/signup">Log in</a></header><main><h1>Home</h1></main>',
    ),
  });
  session = await launchTestBrowser();
  outRoot = await mkdtemp(join(tmpdir(), 'scout-meaning-'));
});
afterAll(async () => {
  await session?.close();
  await server?.close();
  await rm(outRoot, { recursive: true, force: true });
});

let runNo = 0;
async function run(path: string, objective: string): Promise<RunReport> {
  runNo += 1;
  const spec: RunSpec = {
    objective,
    startingUrl: `${server.url}${path}`,
    planner: 'plain-english',
    outDir: join(outRoot, `run-${runNo}`),
  };
  return runTest(spec, {
    browserSession: session,
    network: LOCAL_TEST_NETWORK,
    targetTimeoutMs: 1_000,
  });
}

/** The 1-based number of the first step that did not pass, or undefined. */
function firstBad(report: RunReport): number | undefined {
  const i = report.steps.findIndex((s) => s.outcome !== 'passed');
  return i === -1 ? undefined : i + 1;
}

describe('steps mean what the tester meant', () => {
  it('refuses a fill with no field when no text field has focus, rather than typing somewhere', async () => {
    const report = await run('/profile', "Type 'hello'\nCheck that the page shows 'Saved'");
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('does not say which field');
  });

  it('reads "Enter \'ada\' as the username" as filling Username', async () => {
    const report = await run(
      '/profile',
      "Enter 'ada' as the username\nClick Save\nCheck that the page shows 'Saved ada /'",
    );
    expect(report.status).toBe('PASSED');
    expect(report.steps[0]).toMatchObject({
      action: 'fill',
      value: 'ada',
      target: expect.stringMatching(/username/i),
    });
  });

  it('does not tick a checkbox for "Check the price is correct"', async () => {
    const report = await run('/profile', 'Check the price is correct');
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('does not understand');
    expect(report.steps).toHaveLength(0);
  });

  it("clicks both names in \"Click 'Shipping' then 'Payment'\"", async () => {
    const report = await run(
      '/profile',
      "Click 'Shipping' then 'Payment'\nVerify the page shows '[Shipping][Payment]'",
    );
    expect(report.steps.map((s) => s.action)).toEqual(['click', 'click', 'assert']);
    expect(report.status).toBe('PASSED');
  });

  it('types "Mr. Smith" as one step', async () => {
    const report = await run(
      '/profile',
      "Type Mr. Smith into Name. Click Save. Check that the page shows 'Mr. Smith'",
    );
    expect(report.steps).toHaveLength(3);
    expect(report.status).toBe('PASSED');
  });

  it('does not click an element for "Navigate to the login page" when the page has no link to it', async () => {
    const none = await run('/', 'Navigate to the login page');
    expect(none.status).toBe('ERROR');
    expect(none.result).toContain('Write its address');
    const linked = await run(
      '/with-login',
      "Navigate to the login page\nCheck that the page shows 'Create account'",
    );
    expect(linked.status).toBe('PASSED');
  });

  it('does not click "Delete account" for "click Delete", and names it as the closest', async () => {
    const report = await run(
      '/account',
      "Click Delete\nCheck that the page shows 'Account deleted'",
    );
    expect(report.status).not.toBe('PASSED');
    expect(firstBad(report)).toBe(1);
    expect(report.steps[0].message).toContain('“Delete account”');
  });
});

describe('checks mean what they say', () => {
  it('does not pass "shows \'Total: $2\'" on "Total: $28.75", and passes the whole price', async () => {
    const wrong = await run('/profile', "Check that the page shows 'Total: $2'");
    expect(wrong.status).toBe('FAILED');
    const right = await run('/profile', "Check that the page shows 'Total: $28.75'");
    expect(right.status).toBe('PASSED');
    const loose = await run('/profile', "Check that the page contains 'Total: $2'");
    expect(loose.status).toBe('PASSED');
  });

  it('does not fail "does not show \'Error\'" on "No errors found"', async () => {
    const report = await run('/profile', "Verify the page does not show 'Error'");
    expect(report.status).toBe('PASSED');
  });

  it("counts the cart's items, not the navigation's or another list's", async () => {
    expect((await run('/cart', 'Verify there are 3 items in the cart')).status).toBe('PASSED');
    const four = await run('/cart', 'Verify there are 4 items in the cart');
    expect(four.status).toBe('FAILED');
    expect(four.steps[0].message).toContain('shows 3');
    expect((await run('/cart', 'the cart shows 3 products')).status).toBe('PASSED');
  });

  it('refuses a count of something it cannot map, rather than counting something else', async () => {
    const report = await run('/cart', 'Verify there are 3 happy customers');
    expect(report.status).toBe('ERROR');
    expect(report.result).toContain('does not understand');
  });

  it('reads "ends with" as the end of the URL', async () => {
    expect((await run('/cart', "Verify the URL ends with '/cart'")).status).toBe('PASSED');
    expect((await run('/cart', "Verify the URL ends with '/car'")).status).toBe('FAILED');
    expect((await run('/cart', "Verify the URL ends with '127.0.0.1'")).status).toBe('FAILED');
  });

  it('reads "no error message is displayed" and "an error message is displayed" by their meaning', async () => {
    const clean = await run('/signup', 'Verify no error message is displayed');
    expect(clean.status).toBe('PASSED');
    const afterBadSubmit = await run(
      '/signup',
      'Click Create account\nVerify no error message is displayed',
    );
    expect(afterBadSubmit.status).toBe('FAILED');
    expect(firstBad(afterBadSubmit)).toBe(2);
    expect(afterBadSubmit.steps[1].message).toContain('Please enter your email.');
    expect(
      (await run('/signup', 'Click Create account\nVerify an error message is displayed')).status,
    ).toBe('PASSED');
    expect((await run('/signup', 'Verify an error message is displayed')).status).toBe('FAILED');
    expect(
      (
        await run(
          '/signup',
          "Type 'a@b.c' into Email\nClick Create account\nVerify there are no errors",
        )
      ).status,
    ).toBe('PASSED');
  });
});
