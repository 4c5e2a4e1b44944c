import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// "Go to my cart", "Open my account", "I see the summary of my cart" on a shop whose Bootstrap 5
// navbar (as its docs write it: .navbar-nav of .nav-link) links to "Cart", with an icon hidden
// from assistive technology, and to "Account". Each is followed by the link of that name. The planted bugs: the Cart
// link leads to the wishlist (the run fails at the check of the cart's page), and a navbar with
// no Account link (the run cannot follow it: Scout says so at that step, never a later check).
type Bug = 'wrong-link' | 'no-account';

function shop(path: string, heading: string, bug?: Bug): string {
  const prefix = bug ? `/${bug}` : '';
  const cartHref = bug === 'wrong-link' ? `${prefix}/wishlist` : `${prefix}/cart`;
  const account =
    bug === 'no-account'
      ? ''
      : `<li class="nav-item"><a class="nav-link" href="${prefix}/account">Account</a></li>`;
  return html(
    heading,
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar navbar-expand bg-body-tertiary"><div class="container-fluid">
      <a class="navbar-brand" href="${prefix}/">Teapots</a>
      <ul class="navbar-nav">
        <li class="nav-item"><a class="nav-link" href="${cartHref}"><i class="bi bi-cart" aria-hidden="true"></i> Cart</a></li>
        ${account}
      </ul></div></nav>
    <main class="container py-4"><h1>${heading}</h1><p>${path}</p></main>`,
  );
}

function pages(bug?: Bug): Record<string, string> {
  const prefix = bug ? `/${bug}` : '';
  return {
    [`${prefix}/`]: shop('/', 'Teapots', bug),
    [`${prefix}/cart`]: shop('/cart', 'Your cart', bug),
    [`${prefix}/wishlist`]: shop('/wishlist', 'Your wishlist', bug),
    [`${prefix}/account`]: shop('/account', 'Your account', bug),
  };
}

const STEPS = [
  'When I go to my cart',
  'Then I should see "Your cart"',
  'When I open my account',
  'Then I should see "Your account"',
  'Given I see the summary of my cart',
  'Then I should see "Your cart"',
];

describe.skipIf(!HAS_BOOTSTRAP)("a user's own pages, by the navbar's links, in Chromium", () => {
  const at = actInPages({ ...pages(), ...pages('wrong-link'), ...pages('no-account') }, 'my-pages');

  it('follows each link and passes every check on the shop without bugs', async () => {
    await at.tab.goto(`${at.server.url}/`);
    expect(await actSteps(at, STEPS)).toEqual({});
    expect(new URL(at.tab.url()).pathname).toBe('/cart');
  });

  it('fails at the check when the Cart link leads elsewhere', async () => {
    await at.tab.goto(`${at.server.url}/wrong-link/`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(1);
    expect(outcome?.ok === false && outcome.reason).toBe('assertion');
  });

  it('stops at the step whose link the page does not have', async () => {
    await at.tab.goto(`${at.server.url}/no-account/`);
    const { failedAt, outcome } = await actSteps(at, STEPS);
    expect(failedAt).toBe(2);
    expect(outcome?.ok).toBe(false);
    expect(outcome?.ok === false && outcome.reason).not.toBe('assertion');
  });
});
