import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type BrowserSession } from '../browser/launch-browser.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';
import { parseStep } from '../planners/plain-english/parse-step.js';
import type { ActOutcome } from '../core/outcome.js';
import { isGoodNews } from '../resolve/page-regions.js';
import { checkAssertion } from './check-assertion.js';
import { BAD_WORDS, GOOD_WORDS } from './success-message.js';
import { BOOTSTRAP_CSS } from '../testing/bootstrap-markup.js';

// Orientation lines, success messages and an item's controls, checked in a real Chromium on
// pages in Bootstrap 5.3's own markup (its navbar marks the current page with aria-current, its
// alerts and toasts carry role=alert / role=status).

const CSS = BOOTSTRAP_CSS;

function navbar(current: string): string {
  const item = (href: string, name: string) =>
    `<li class="nav-item"><a class="nav-link${name === current ? ' active" aria-current="page' : ''}" href="${href}">${name}</a></li>`;
  return `<nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
    <a class="navbar-brand" href="/">Harbour Tools</a><ul class="navbar-nav">
    ${item('/', 'Home')}${item('/catalogue/', 'Catalogue')}${item('/get-in-touch/', 'Contact us')}${item('/missing/', 'Pricing')}
    </ul></div></nav>`;
}

function shell(title: string, current: string, main: string): string {
  return html(title, `${CSS}${navbar(current)}<main class="container py-3">${main}</main>`);
}

const SIGN_IN = shell(
  'Sign in · Harbour Tools',
  '',
  `<h1 class="h3">Sign in</h1><form><input class="form-control" aria-label="Email">
  <button class="btn btn-primary">Sign in</button></form>`,
);

function cards(items: Array<[string, string]>): string {
  return `<div class="row">${items
    .map(
      ([name, button]) =>
        `<div class="col"><div class="card"><div class="card-body"><h5 class="card-title">${name}</h5>
        <p class="card-text">$12.00</p><button class="btn btn-outline-primary">${button}</button></div></div></div>`,
    )
    .join('')}</div>`;
}

/** A Bootstrap product grid: cards in a row, each with its name, maybe a struck-out old price,
 *  its price and an Add to cart button; a navbar above it with a price in it. */
function shop(products: Array<[string, string, string]>): string {
  return shell(
    'Shop · Harbour Tools',
    'Catalogue',
    `<p class="text-muted">Free shipping over $50.00</p><div class="row row-cols-3">${products
      .map(
        ([name, price, extra]) =>
          `<div class="col"><div class="card"><div class="card-body"><h5 class="card-title">${name}</h5>
          <p class="card-text">${extra}$${price}</p><button class="btn btn-primary">Add to cart</button></div></div></div>`,
      )
      .join('')}</div>`,
  );
}

// A page whose own script broke the DOM methods Scout reads with (as in checks-fail-closed).
const BREAK_THE_PAGE = `<script>
  const broken = function () { throw new Error('the page broke this'); };
  Document.prototype.querySelectorAll = broken;
  Element.prototype.querySelectorAll = broken;
  Element.prototype.getClientRects = broken;
  Document.prototype.createTreeWalker = broken;
</script>`;

function profile(message: string): string {
  return shell(
    'Profile · Harbour Tools',
    '',
    `<h1>Profile</h1><form><label for="n" class="form-label">Display name</label>
    <input id="n" class="form-control" value="Grace"><button class="btn btn-primary">Save</button></form>${message}`,
  );
}

const PAGES: Record<string, string> = {
  '/': shell('Harbour Tools', 'Home', '<h1>Tools for every boat</h1>'),
  '/account/sign-in': SIGN_IN,
  '/dashboard/': shell('Harbour Tools', 'Dashboard', '<h1>Dashboard</h1><p>3 orders</p>'),
  '/catalogue/': shell('Catalogue · Harbour Tools', 'Catalogue', '<h1>Our products</h1>'),
  '/get-in-touch/': shell('Harbour Tools', 'Contact us', '<h2>Write to us</h2>'),
  '/cart': shell(
    'Cart · Harbour Tools',
    '',
    cards([
      ['Brass compass', 'Remove'],
      ['Tide clock', 'Add to cart'],
    ]),
  ),
  '/unreadable': shell('Harbour Tools', '', `<h1>Reports</h1>${BREAK_THE_PAGE}`),
  '/shop/sorted': shop([
    ['Rope cleat', '4.50', ''],
    ['Brass compass', '12.00', '<s>$19.00</s> '],
    ['Tide clock', '39.90', ''],
  ]),
  '/shop/unsorted': shop([
    ['Tide clock', '39.90', ''],
    ['Rope cleat', '4.50', ''],
    ['Brass compass', '12.00', ''],
  ]),
  '/shop/unreadable': shop([
    ['Rope cleat', '4.50', ''],
    ['Tide clock', '39.90', BREAK_THE_PAGE],
  ]),
  '/not-saved': profile(
    '<div class="alert alert-danger" role="alert">Error: the profile could not be saved</div>',
  ),
  '/saved': profile('<div class="alert alert-success" role="alert">Profile saved</div>'),
  '/toast-not-updated': profile(
    '<div class="toast show" role="status" aria-live="polite" aria-atomic="true"><div class="toast-body">Your settings have not been updated</div></div>',
  ),
  '/toast-updated': profile(
    '<div class="toast show" role="status" aria-live="polite" aria-atomic="true"><div class="toast-body">Your settings have been updated</div></div>',
  ),
  '/saved-unreadable': profile(
    `<div class="alert alert-success" role="alert">Profile saved</div>${BREAK_THE_PAGE}`,
  ),
};

let server: PageServer;
let session: BrowserSession;
let context: BrowserContext;
let tab: Page;

beforeAll(async () => {
  server = await servePages(PAGES);
  session = await launchTestBrowser();
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await session.browser.newContext();
  tab = await context.newPage();
});

/** Reads the step as Scout does and checks it on the open page. */
async function check(step: string): Promise<ActOutcome> {
  const read = parseStep(step, `${server.url}/`);
  if (!read.ok || read.action?.kind !== 'assert' || !read.action.assertion)
    throw new Error(`"${step}" is not read as a check`);
  return checkAssertion(
    { page: tab, startingUrl: `${server.url}/`, timeoutMs: 600 },
    read.action.assertion,
    read.action.target,
    false,
  );
}

describe('where the browser is (on_page)', () => {
  // masiyematome/OrangeHrmDemoTestAutomationFramework: OrangeHrmDemo/OrangeHrmDemo/Web/Features/Login.feature
  it('"Given the user is on the login page" holds on a page headed "Sign in", without moving', async () => {
    await tab.goto(`${server.url}/account/sign-in`);
    expect(await check('Given the user is on the login page')).toMatchObject({ ok: true });
    expect(tab.url()).toBe(`${server.url}/account/sign-in`);
  });

  it('"Then the user is redirected to the dashboard" fails on the sign-in page, saying where the browser is', async () => {
    await tab.goto(`${server.url}/account/sign-in`);
    const outcome = await check('Then the user is redirected to the dashboard');
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(outcome.ok || outcome.error).toBe(
      `Expected to be on the “dashboard” page, but the browser is on “Sign in · Harbour Tools” (${server.url}/account/sign-in).`,
    );
  });

  it('its twin passes on the dashboard (its heading and the navbar item marked current)', async () => {
    await tab.goto(`${server.url}/dashboard/`);
    expect(await check('Then the user is redirected to the dashboard')).toMatchObject({
      ok: true,
    });
  });

  it('a plural names the page of its singular ("the products page" on "Our products")', async () => {
    await tab.goto(`${server.url}/catalogue/`);
    expect(await check('Then I should be on the product page')).toMatchObject({ ok: true });
    expect(await check('Then I should be on the catalogues page')).toMatchObject({ ok: true });
  });

  // AdrielMounzon/Practica-4-Calidad: Features/navigation.feature ("Then I should be redirected
  // to the home page")
  it('the home page is the site root: passes there, fails on the sign-in page', async () => {
    await tab.goto(`${server.url}/`);
    expect(await check('Then I should be redirected to the home page')).toMatchObject({ ok: true });
    await tab.goto(`${server.url}/account/sign-in`);
    expect(await check('Then I should be redirected to the home page')).toMatchObject({
      ok: false,
      reason: 'assertion',
    });
  });

  it("an orientation gets there by the page's one link of that name, then checks", async () => {
    await tab.goto(`${server.url}/`);
    const outcome = await check('And I am on the "Contact us" page');
    // Its error when it fails (it failed once in CI's loaded phase 2, 'infra', unsaid).
    expect(outcome.ok || outcome.error).toBe(true);
    expect(outcome).toMatchObject({ ok: true, target: { name: 'Contact us' } });
    expect(tab.url()).toBe(`${server.url}/get-in-touch/`);
  });

  it('an orientation the page offers no way to ends ERROR, saying where the browser is', async () => {
    await tab.goto(`${server.url}/`);
    const outcome = await check('Given I am on the billing page');
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
    expect(outcome.ok || outcome.error).toMatch(
      /^Could not get to the “billing” page: the browser is on “Harbour Tools” \(http:\/\/127\.0\.0\.1:\d+\/\), which neither names that page nor has one link or button to it\./,
    );
  });

  it('an orientation whose link leads elsewhere ends ERROR, not FAILED', async () => {
    await tab.goto(`${server.url}/`);
    const outcome = await check('Given I am on the pricing page');
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
    expect(outcome.ok || outcome.error).toMatch(
      /^Could not get to the “pricing” page: after clicking “Pricing” the browser is on http:\/\/127\.0\.0\.1:\d+\/missing\/ \(a page with no title\)\.$/,
    );
  });

  it('fails closed: a page whose script breaks every look ends ERROR, even for a Then', async () => {
    await tab.goto(`${server.url}/unreadable`);
    for (const step of [
      'Then I should be on the dashboard page',
      'Given I am on the reports page',
    ]) {
      const outcome = await check(step);
      expect(outcome, step).toMatchObject({ ok: false, reason: 'infra' });
      expect(outcome.ok || outcome.error).toMatch(
        /^Could not read the page: .*the page broke this/,
      );
    }
  });
});

describe('a success message (success_shown)', () => {
  it("holds the export's words to the same judgement as Scout's", () => {
    for (const text of [
      'Profile saved',
      'Error: the profile could not be saved',
      'Your settings have not been updated',
      'Your settings have been updated',
      'Thanks! Your message was sent.',
      'Unable to add the item',
      'Saved. You will not be charged.',
      'Loading…',
    ])
      expect(GOOD_WORDS.test(text) && !BAD_WORDS.test(text), text).toBe(isGoodNews(text));
  });

  // andzahar-ps/tstauto-practice: src/test/resources/features/authentication/Ajax.feature
  const STEP = 'Then a success message is displayed under the form';

  it('fails on an alert-danger that says the profile could not be saved, naming it', async () => {
    await tab.goto(`${server.url}/not-saved`);
    const outcome = await check(STEP);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(outcome.ok || outcome.error).toBe(
      'Expected a success message, but the page shows “Error: the profile could not be saved”.',
    );
  });

  it('its twin passes: "Profile saved" in an alert-success', async () => {
    await tab.goto(`${server.url}/saved`);
    expect(await check(STEP)).toMatchObject({ ok: true });
  });

  it('a status toast saying the settings have not been updated is no success; "have been updated" is', async () => {
    await tab.goto(`${server.url}/toast-not-updated`);
    expect(await check('A success message should be displayed')).toMatchObject({
      ok: false,
      reason: 'assertion',
    });
    await tab.goto(`${server.url}/toast-updated`);
    expect(await check('A success message should be displayed')).toMatchObject({ ok: true });
  });

  it('fails when no message is shown at all', async () => {
    await tab.goto(`${server.url}/dashboard/`);
    expect(await check(STEP)).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('fails closed: a page whose script breaks every look ends ERROR, not PASSED', async () => {
    await tab.goto(`${server.url}/saved-unreadable`);
    const outcome = await check(STEP);
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
  });
});

describe("an item's own control", () => {
  it('"the product … should show a Remove button" looks in that product\'s card', async () => {
    await tab.goto(`${server.url}/cart`);
    expect(
      await check('Then the product "Brass compass" should show a Remove button'),
    ).toMatchObject({ ok: true });
    const other = await check('Then the product "Tide clock" should show a Remove button');
    expect(other).toMatchObject({ ok: false, reason: 'assertion' });
    expect(other.ok || other.error).toContain('“Brass compass” has the only “Remove”');
  });

  it('"… should not show a Remove button" holds for the card without one, fails for the card with one', async () => {
    await tab.goto(`${server.url}/cart`);
    expect(
      await check('Then the product "Tide clock" should not show a Remove button'),
    ).toMatchObject({ ok: true });
    expect(
      await check('Then the product "Brass compass" should not show a Remove button'),
    ).toMatchObject({ ok: false, reason: 'assertion' });
  });
});

describe("the page's list (nth_item, sorted)", () => {
  const SORTED = 'the system arranges the products by ascending price';

  it('"… arranges the products by ascending price" fails on a grid whose prices run 39.90, 4.50, 12.00', async () => {
    await tab.goto(`${server.url}/shop/unsorted`);
    const outcome = await check(SORTED);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(outcome.ok || outcome.error).toBe(
      'Expected the items sorted by price, lowest first, but they run “39.9”, “4.5”, “12”.',
    );
  });

  it("its twin passes: prices in order, an old struck-out price and the banner's $50.00 left out", async () => {
    await tab.goto(`${server.url}/shop/sorted`);
    expect(await check(SORTED)).toMatchObject({ ok: true });
    expect(
      await check('Then the products should be sorted by price from high to low'),
    ).toMatchObject({ ok: false, reason: 'assertion' });
  });

  it('"they will see that the first product is …" reads the first card', async () => {
    await tab.goto(`${server.url}/shop/sorted`);
    expect(await check('they will see that the first product is "Rope cleat"')).toMatchObject({
      ok: true,
    });
    const wrong = await check('they will see that the first product is "Tide clock"');
    expect(wrong).toMatchObject({ ok: false, reason: 'assertion' });
    expect(wrong.ok || wrong.error).toBe(
      'Expected the first product to be “Tide clock”, but it is “Rope cleat”.',
    );
    expect(await check('Then the last product is "Tide clock"')).toMatchObject({ ok: true });
  });

  it('fails closed: a page whose script breaks every look ends ERROR for both', async () => {
    await tab.goto(`${server.url}/shop/unreadable`);
    for (const step of [SORTED, 'they will see that the first product is "Rope cleat"']) {
      const outcome = await check(step);
      expect(outcome, step).toMatchObject({ ok: false, reason: 'infra' });
      expect(outcome.ok || outcome.error).toMatch(
        /^Could not read the page: .*the page broke this/,
      );
    }
  });
});
