import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { RunSpecSchema } from '@scout/shared';
import type { ActOutcome } from '../core/outcome.js';
import { type BrowserSession } from '../browser/launch-browser.js';
import { RunPages } from '../browser/run-pages.js';
import type { ActContext } from '../act/act-context.js';
import { executeAction } from '../act/execute-action.js';
import { readStep } from '../planners/plain-english/read-step.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';

// Bootstrap 5 as npm installs it: a navbar, a form of .form-control inputs, three .btn buttons
// (one .btn-primary), and alerts shown by its own classes. The planted bug ("/subscribe-bug")
// writes the confirmation into the page's log, not into #flash where the test looks.
const BOOTSTRAP = resolve(__dirname, '../../../../node_modules/bootstrap/dist');

function subscribePage(isBroken: boolean): string {
  const css = readFileSync(join(BOOTSTRAP, 'css/bootstrap.css'), 'utf8');
  const js = readFileSync(join(BOOTSTRAP, 'js/bootstrap.bundle.js'), 'utf8');
  return html(
    'Newsletter',
    `<style>${css}</style><script>${js.replaceAll('</script', '<\\/script')}</script>
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

let server: PageServer;
let session: BrowserSession;
let context: BrowserContext;
let tab: Page;
let ctx: ActContext;
let outDir: string;

/** Each step read as a tester wrote it, then done in the page; the first that fails ends it. */
async function run(steps: string[]): Promise<{ failedAt?: number; outcome?: ActOutcome }> {
  for (const [index, step] of steps.entries()) {
    const reading = readStep(step, server.url);
    if (!reading.ok) throw new Error(reading.refusal.message);
    for (const action of reading.actions) {
      const outcome = await executeAction(ctx, action);
      if (!outcome.ok) return { failedAt: index, outcome };
    }
  }
  return {};
}

// Steps as testers write them with selectors (manual steps; github:diaspora/diaspora's
// "I should see … within '#…'"; github:webdriverio/cucumber-boilerplate's "the element '…'").
const STEPS = [
  'Enter "qa@example.org" into #email',
  'Click the element .btn-primary',
  `Then I should see 'Subscribed qa@example.org' within '#flash'`,
  'Then I expect the element ".spinner-border" is not visible',
];

describe.skipIf(!existsSync(BOOTSTRAP))('selectors in a real Chromium (Bootstrap 5)', () => {
  beforeAll(async () => {
    server = await servePages({
      '/subscribe': subscribePage(false),
      '/subscribe-bug': subscribePage(true),
    });
    session = await launchTestBrowser();
    outDir = await mkdtemp(join(tmpdir(), 'scout-selectors-'));
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await context?.close();
    context = await session.browser.newContext();
    tab = await context.newPage();
    const spec = RunSpecSchema.parse({ objective: 'selectors', startingUrl: server.url, outDir });
    ctx = {
      page: tab,
      pages: new RunPages(context, tab, (t) => t),
      spec,
      targetTimeoutMs: 1_500,
      waitTimeoutMs: 2_000,
      exactOnly: false,
    };
  });

  it('fills, clicks and checks by selector, and the text is found in the region the selector names', async () => {
    await tab.goto(`${server.url}/subscribe`);
    expect(await run(STEPS)).toEqual({});
    expect(await tab.locator('#email').inputValue()).toBe('qa@example.org');
  });

  it('fails at the check when the text is on the page but not in the region the selector names', async () => {
    await tab.goto(`${server.url}/subscribe-bug`);
    const { failedAt, outcome } = await run(STEPS);
    expect(failedAt).toBe(2);
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(await tab.getByText('Subscribed qa@example.org').isVisible()).toBe(true);
  });

  it('says how many elements a selector matched when it matches several', async () => {
    await tab.goto(`${server.url}/subscribe`);
    const { outcome } = await run(['Click the element .btn']);
    expect(outcome).toMatchObject({ ok: false, reason: 'ambiguous' });
    expect(outcome?.ok === false && outcome.error).toContain('3 visible elements match');
  });

  it('finds the one an XPath names, and says when none is on show', async () => {
    await tab.goto(`${server.url}/subscribe`);
    expect(await run([`click on "//a[@id='help']"`])).toEqual({});
    expect(tab.url()).toContain('#help-text');
    const { outcome } = await run(['Then I expect the element "#flash" is visible']);
    expect(outcome).toMatchObject({ ok: false });
  });
});
