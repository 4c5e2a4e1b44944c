import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserSession } from './launch-browser.js';
import { RunPages, TAB_REQUEST_SCRIPT } from './run-pages.js';
import { launchTestBrowser } from '../testing/test-browser.js';

// Which tab a run acts on after a step that opened one. The page's own record of "a tab was asked
// for" must be read off after every step: left over, it made a later step on the same page wait
// 10 s for a tab that never came (tabs-preview-report replayed in 10.6 s instead of 0.7 s).

let session: BrowserSession;

beforeAll(async () => {
  session = await launchTestBrowser();
});

afterAll(async () => {
  await session?.close();
});

it('reads off the page’s tab request when the tab it asked for has already opened', async () => {
  const context = await session.browser.newContext();
  try {
    await context.addInitScript({ content: TAB_REQUEST_SCRIPT });
    const first = await context.newPage();
    const pages = new RunPages(context, first, (text) => text);
    await first.setContent(
      '<button onclick="window.open(\'about:blank\')">Preview report</button>',
    );
    // The tab opens before the run looks for it, as it mostly does on an idle machine.
    await Promise.all([context.waitForEvent('page'), first.getByRole('button').click()]);

    expect(await pages.followNewTab()).toMatch(/opened a new tab/);
    expect(pages.current).not.toBe(first);
    await pages.closeCurrent();
    expect(pages.current).toBe(first);

    // The next step on the first page asked for no tab: nothing is waited for, nothing followed.
    const requests = await first.evaluate(
      () => (window as unknown as { __scoutTabRequests: unknown[] }).__scoutTabRequests.length,
    );
    expect(requests).toBe(0);
    expect(await pages.followNewTab()).toBeUndefined();
  } finally {
    await context.close();
  }
});
