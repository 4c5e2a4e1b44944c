import { failed, shortError } from '../../core/outcome.js';
import { underLoad } from '../../core/machine-load.js';
import { unseen } from '../../core/unseen.js';
import { viewportSize } from '../../core/viewport-size.js';
import type { ActionHandlers } from './action-handler.js';

/** The browser window itself: its size, and a picture of it. */
export const WINDOW_KINDS = {
  // "I take a screenshot": the page can be captured now (else the step fails); the run keeps the
  // picture it takes after every step as this step's screenshot (run-test.ts).
  screenshot: async ({ page }) => {
    try {
      await unseen(page, () => page.screenshot({ type: 'png', timeout: underLoad(10_000) }));
    } catch (error) {
      return failed('infra', `Could not take a screenshot of the page: ${shortError(error)}`);
    }
    return { ok: true, note: 'Took a screenshot of the page; it is kept with this step.' };
  },
  // Effect check: the page itself reports the new inner size (a viewport the browser would not
  // take fails the step rather than going on at the old size).
  resize: async ({ page }, _action, { value }) => {
    const size = viewportSize(value);
    if (!size) return failed('action', `“${value}” is not a window size (write it as 800x600).`);
    await page.setViewportSize(size);
    const now = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    if (now.width !== size.width || now.height !== size.height)
      return failed(
        'action',
        `The window is ${now.width}x${now.height} after resizing it to ${size.width}x${size.height}.`,
      );
    return { ok: true, note: `The window is now ${size.width}x${size.height}.` };
  },
} satisfies Partial<ActionHandlers>;
