import { describe, expect, it } from 'vitest';
import { actInPages, actSteps } from '../testing/pages-under-test.js';
import { BOOTSTRAP_CSS, BOOTSTRAP_JS, HAS_BOOTSTRAP } from '../testing/bootstrap-markup.js';
import { page as html } from '../testing/serve-pages.js';

// Bootstrap 5 as npm installs it: a navbar, a form of .form-control inputs, three .btn buttons
// (one .btn-primary), and alerts shown by its own classes. The planted bug ("/subscribe-bug")
// writes the confirmation into the page's log, not into #flash where the test looks.
function subscribePage(isBroken: boolean): string {
  return html(
    'Newsletter',
    `${BOOTSTRAP_CSS}${BOOTSTRAP_JS}
    <nav class="navbar bg-body-tertiary"><div class="container-fluid"><a class="navbar-brand" href="#">Acme</a>
      <a id="help" class="nav-link" href="#help-text">Help</a></div></nav>
    <main class="container">
      <div id="flash" class="alert alert-success d-none" role="status"></div>
      <form class="row g-3" onsubmit="return false">
        <div class="col-auto"><input id="email" class="form-control" placeholder="you@example.com"></div>
        <div class="col-auto"><button type="button" class="btn btn-outline-secondary">Preview</button>
          <button type="button" class="btn btn-secondary">Reset</button>
          <button type="button" class="btn btn-primary">Subscribe</button></div>
      </form>
      <div class="spinner-border d-none" role="status"><span class="visually-hidden">Saving</span></div>
      <pre id="log" class="mt-3"></pre>
    </main>
    <script>
      document.querySelector('.btn-primary').addEventListener('click', () => {
        const text = 'Subscribed ' + document.querySelector('#email').value;
        const into = document.querySelector(${isBroken ? "'#log'" : "'#flash'"});
        into.textContent = text;
        into.classList.remove('d-none');
      });
    </script>`,
  );
}

// Steps as testers write them with selectors (manual steps; github:diaspora/diaspora's
// "I should see … within '#…'"; github:webdriverio/cucumber-boilerplate's "the element '…'").
const STEPS = [
  'Enter "qa@example.org" into #email',
  'Click the element .btn-primary',
  `Then I should see 'Subscribed qa@example.org' within '#flash'`,
  'Then I expect the element ".spinner-border" is not visible',
];

describe.skipIf(!HAS_BOOTSTRAP)('selectors in a real Chromium (Bootstrap 5)', () => {
  const at = actInPages(
    {
      '/subscribe': subscribePage(false),
      '/subscribe-bug': subscribePage(true),
    },
    'selectors',
  );
  const run = (steps: string[]) => actSteps(at, steps);

  it('fills, clicks and checks by selector, and the text is found in the region the selector names', async () => {
    await at.tab.goto(`${at.server.url}/subscribe`);
    expect(await run(STEPS)).toEqual({});
    expect(await at.tab.locator('#email').inputValue()).toBe('qa@example.org');
  });

  it('fails at the check when the text is on the page but not in the region the selector names', async () => {
    await at.tab.goto(`${at.server.url}/subscribe-bug`);
    const { failedAt, outcome } = await run(STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(await at.tab.getByText('Subscribed qa@example.org').isVisible()).toBe(true);
  });

  it('says how many elements a selector matched when it matches several', async () => {
    await at.tab.goto(`${at.server.url}/subscribe`);
    const { outcome } = await run(['Click the element .btn']);
    expect(outcome).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(outcome?.ok === false && outcome.error).toContain('3 visible elements match');
  });

  it('finds the one an XPath names, and says when none is on show', async () => {
    await at.tab.goto(`${at.server.url}/subscribe`);
    expect(await run([`click on "//a[@id='help']"`])).toEqual({});
    expect(at.tab.url()).toContain('#help-text');
    const { outcome } = await run(['Then I expect the element "#flash" is visible']);
    expect(outcome).toMatchObject({ ok: false });
  });
});
