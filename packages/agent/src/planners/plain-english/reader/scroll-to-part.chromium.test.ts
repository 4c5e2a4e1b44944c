import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../../../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../../../testing/bootstrap-markup.js';
import { page as html } from '../../../testing/serve-pages.js';

// "And I look down at the footer" done in a real Chromium: a long shop page whose footer, in
// Bootstrap 5's footer example markup, holds the mailing list's Subscription form. The planted
// bug: the footer is never drawn (its template failed) and the subscription block sits at the top
// of the page instead, so the text check alone would pass; the step that goes to the footer fails.
function shop(isBroken: boolean): string {
  const subscription = `<section id="subscribe"><h2 class="fs-5">SUBSCRIPTION</h2>
      <form class="d-flex gap-2"><label for="newsletter" class="visually-hidden">Email address</label>
        <input id="newsletter" type="email" class="form-control" placeholder="Your email address">
        <button class="btn btn-primary" type="button">Subscribe</button></form></section>`;
  const products = Array.from(
    { length: 12 },
    (_, i) =>
      `<div class="col"><div class="card h-100"><div class="card-body"><h5 class="card-title">Blue top ${i + 1}</h5>
        <p class="card-text">Rs. ${500 + i * 10}</p></div></div></div>`,
  ).join('');
  return html(
    'Automation Exercise',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <main class="container py-4">${isBroken ? subscription : ''}
      <h1>Features items</h1>
      <div class="row row-cols-1 g-4" style="min-height: 3000px">${products}</div>
    </main>
    ${
      isBroken
        ? ''
        : `<div class="container"><footer class="py-3 my-4">
      <ul class="nav justify-content-center border-bottom pb-3 mb-3">
        <li class="nav-item"><a href="#" class="nav-link px-2 text-body-secondary">Home</a></li>
        <li class="nav-item"><a href="#" class="nav-link px-2 text-body-secondary">Products</a></li></ul>
      ${subscription}
      <p class="text-center text-body-secondary">© 2024 Company, Inc</p></footer></div>`
    }`,
  );
}

const STEPS = [
  'Given I am on the automation exercise website',
  'And I look down at the footer',
  'Then I see the text SUBSCRIPTION',
];

describe.skipIf(!HAS_BOOTSTRAP)('looking down at the footer, in a real Chromium', () => {
  const at = actInPages({ '/': shop(false), '/bug/': shop(true) }, 'scroll-to-part');

  it('scrolls the footer into view, then finds its text', async () => {
    await at.tab.goto('about:blank');
    expect(await actSteps(at, STEPS, `${at.server.url}/`)).toEqual({});
    expect(await at.tab.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  it('stops at the footer when the page draws none', async () => {
    await at.tab.goto('about:blank');
    const { failedAt, outcome } = await actSteps(at, STEPS, `${at.server.url}/bug/`);
    expect(failedAt).toBe(1);
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'not_found',
      error: 'No part of the page is called “footer”, so it cannot be scrolled to.',
    });
  });
});
