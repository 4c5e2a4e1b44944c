import type { BrowserContext, Page } from 'playwright-core';
import { unseen } from '../core/unseen.js';

/** Why the run ended when its tab died: Scout could not go on, the app was not judged. */
export const PAGE_CRASHED =
  'The page crashed (the browser tab ran out of memory or was killed), so Scout could not go on with the test.';

/**
 * Which of the run's tabs crashed (Playwright's 'crash' event: the renderer ran out of memory or
 * its process was killed). After a crash a click throws "Target crashed" and a check that polls
 * reads the page as not showing its text: without this, the run ended FAILED, a verdict on an
 * app Scout could no longer see.
 */
export class PageCrashes {
  private readonly crashed = new WeakSet<Page>();

  constructor(context: BrowserContext, first: Page) {
    const watch = (page: Page) => page.once('crash', () => this.crashed.add(page));
    watch(first);
    context.on('page', watch);
  }

  /** Whether the tab's crash has been reported so far. */
  hasCrashed(page: Page): boolean {
    return this.crashed.has(page);
  }

  /**
   * Whether the tab crashed, after one round trip to the browser: an action that failed because
   * of the crash can return before the 'crash' event is handled, and Playwright sends that event
   * ahead of any later answer. The round trip goes to the browser, not the page, which may be
   * frozen behind a native dialog.
   */
  async confirmCrash(page: Page): Promise<boolean> {
    if (this.crashed.has(page)) return true;
    await unseen(page, () => page.context().cookies('https://scout.invalid/')).catch(
      () => undefined,
    );
    return this.crashed.has(page);
  }
}
