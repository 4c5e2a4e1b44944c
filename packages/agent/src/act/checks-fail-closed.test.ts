import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type BrowserSession } from '../browser/launch-browser.js';
import { page as html, servePages, type PageServer } from '../testing/serve-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';
import { parseStep } from '../planners/plain-english/parse-step.js';
import type { ActOutcome } from '../core/outcome.js';
import { checkAssertion } from './check-assertion.js';
import { isBadNews, isGoodNews } from '../resolve/page-regions.js';
import { BOOTSTRAP_CSS } from '../testing/bootstrap-markup.js';

// Bootstrap 5.3's own markup for a form's answer: an .alert in its contextual colour, role=alert.
function profile(alert: string): string {
  const css = BOOTSTRAP_CSS;
  return html(
    'Profile',
    `${css}<main class="container"><h1>Profile</h1>
    <form><div class="mb-3"><label for="name" class="form-label">Display name</label>
    <input id="name" class="form-control" value="Ada"></div>
    <button type="submit" class="btn btn-primary">Save</button></form>${alert}</main>`,
  );
}

const PAGES = {
  '/not-saved': profile(
    '<div class="alert alert-danger" role="alert">Error: the profile could not be saved</div>',
  ),
  '/saved': profile('<div class="alert alert-success" role="alert">Profile saved</div>'),
  '/quiet': profile(''),
  // A page whose own script broke the DOM methods Scout reads with (a polyfill gone wrong): every
  // look Scout makes in the page throws "the page broke this".
  '/unreadable': profile(
    `<div class="alert alert-danger" role="alert">Error: the profile could not be saved</div>
    <ul class="list-group"><li class="list-group-item">Ada</li><li class="list-group-item">Grace</li></ul>
    <script>
      const broken = function () { throw new Error('the page broke this'); };
      Document.prototype.querySelectorAll = broken;
      Element.prototype.querySelectorAll = broken;
      Element.prototype.getClientRects = broken;
      Document.prototype.createTreeWalker = broken;
    </script>`,
  ),
  // A profile form whose page script broke the property Scout reads a field's value by (a form
  // library's getter gone wrong): reading it throws.
  '/unreadable-fields': profile(
    `<div class="form-check"><input class="form-check-input" type="checkbox" id="remember" checked>
    <label class="form-check-label" for="remember">Remember me</label></div>
    <script>
      const broken = { get() { throw new Error('the page broke this'); } };
      Object.defineProperty(HTMLInputElement.prototype, 'value', broken);
    </script>`,
  ),
  // Its twin: the same form, nothing broken.
  '/fields': profile(
    `<div class="form-check"><input class="form-check-input" type="checkbox" id="remember" checked>
    <label class="form-check-label" for="remember">Remember me</label></div>`,
  ),
  // Red controls, as Bootstrap's docs colour a destructive action: no message at all.
  '/red-buttons': profile(
    `<button type="button" class="btn btn-outline-danger">Delete account</button>
    <a class="btn btn-danger" href="#photo" role="button">Remove photo</a>`,
  ),
  // Bootstrap's toast, as its docs write it for a polite notice: no colour, no error class.
  '/toast-not-updated': profile(
    '<div class="toast show" role="status" aria-live="polite" aria-atomic="true"><div class="toast-body">Your settings have not been updated</div></div>',
  ),
  '/toast-updated': profile(
    '<div class="toast show" role="status" aria-live="polite" aria-atomic="true"><div class="toast-body">Your settings have been updated</div></div>',
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
  const read = parseStep(step, server.url);
  if (!read.ok || read.action?.kind !== 'assert' || !read.action.assertion)
    throw new Error(`"${step}" is not read as a check`);
  return checkAssertion(
    { page: tab, startingUrl: server.url, timeoutMs: 600 },
    read.action.assertion,
    read.action.target,
    false,
  );
}

describe('a message is judged with its negation', () => {
  it('negated success words are bad news, never good news', () => {
    for (const text of [
      'Error: the profile could not be saved',
      'The item was not added',
      'Failed to save',
      'Unable to update your address',
      "The profile isn't saved",
      'Your settings have not been updated',
      'Could not save the profile',
      'Message never sent',
    ]) {
      expect(isGoodNews(text), text).toBe(false);
      expect(isBadNews(text), text).toBe(true);
    }
    for (const text of ['Profile saved', 'Item added to cart', 'Saved. You will not be charged.']) {
      expect(isGoodNews(text), text).toBe(true);
      expect(isBadNews(text), text).toBe(false);
    }
  });

  it('"no error message is displayed" fails on a Bootstrap alert-danger saying the profile could not be saved', async () => {
    await tab.goto(`${server.url}/not-saved`);
    const outcome = await check('Verify no error message is displayed');
    expect(outcome).toMatchObject({ ok: false, reason: 'assertion' });
    expect(outcome.ok || outcome.error).toContain('could not be saved');
    expect(await check('Verify an error message is shown')).toMatchObject({ ok: true });
  });

  it('its twins pass: "Profile saved" in an alert-success, and no alert at all', async () => {
    for (const path of ['/saved', '/quiet']) {
      await tab.goto(`${server.url}${path}`);
      expect(await check('Verify no error message is displayed'), path).toMatchObject({ ok: true });
      expect((await check('Verify an error message is shown')).ok, path).toBe(false);
    }
  });

  it('a red Delete button is no error message', async () => {
    // A control's colour says what it does, not that something went wrong: "btn-danger" was taken
    // for an error, failing "no error message is displayed" on any page with a red button.
    await tab.goto(`${server.url}/red-buttons`);
    expect(await check('Verify no error message is displayed')).toMatchObject({ ok: true });
    expect((await check('Verify an error message is shown')).ok).toBe(false);
  });

  it('a status toast saying the settings have not been updated is an error; "have been updated" is not', async () => {
    await tab.goto(`${server.url}/toast-not-updated`);
    expect(await check('Verify no error message is displayed')).toMatchObject({ ok: false });
    await tab.goto(`${server.url}/toast-updated`);
    expect(await check('Verify no error message is displayed')).toMatchObject({ ok: true });
  });
});

describe('a check that could not look never passes', () => {
  for (const step of [
    'Verify no error message is displayed',
    'Verify "could not be saved" is not visible',
    'Verify there are 0 items',
    'Verify the Save button in the profile form is not visible',
    "Verify 'Grace' is not displayed in the header",
  ])
    it(`"${step}" ends ERROR, not PASSED, when the page's script makes every look throw`, async () => {
      await tab.goto(`${server.url}/unreadable`);
      const outcome = await check(step);
      expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
      expect(outcome.ok || outcome.error).toMatch(
        /^Could not read the page: .*the page broke this/,
      );
    });
});

describe('a state check whose read throws ends ERROR, not FAILED', () => {
  it('a value check on a field whose page broke its value property', async () => {
    await tab.goto(`${server.url}/unreadable-fields`);
    const outcome = await check("Verify the Display name field contains 'Ada'");
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
    expect(outcome.ok || outcome.error).toMatch(/^Could not read the page: .*the page broke this/);
  });

  it('a tick check on a text field, which has no tick to read', async () => {
    await tab.goto(`${server.url}/fields`);
    const outcome = await check('Verify the Display name field is checked');
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
    expect(outcome.ok || outcome.error).toMatch(/^Could not read the page: .*not a checkbox/i);
  });

  it('a "not shown" check of a text a field may hold, when the field cannot be read', async () => {
    // The Display name field holds "Ada"; its value cannot be read, so "not shown" cannot be told.
    await tab.goto(`${server.url}/unreadable-fields`);
    const outcome = await check("Verify 'Ada' is not visible");
    expect(outcome).toMatchObject({ ok: false, reason: 'infra' });
    expect(outcome.ok || outcome.error).toMatch(/^Could not read the page: .*the page broke this/);
  });

  it('its twin reads the same fields: the value and the tick hold, the untick fails', async () => {
    await tab.goto(`${server.url}/fields`);
    expect(await check("Verify the Display name field contains 'Ada'")).toMatchObject({ ok: true });
    expect(await check("Verify the 'Remember me' checkbox is checked")).toMatchObject({ ok: true });
    expect(await check("Verify the 'Remember me' checkbox is unchecked")).toMatchObject({
      ok: false,
      reason: 'assertion',
    });
    expect(await check("Verify 'Ada' is not visible")).toMatchObject({
      ok: false,
      reason: 'assertion',
    });
  });
});
