import { failed } from '../../core/outcome.js';
import { viewportSize } from '../../core/viewport-size.js';
import type { ActionHandlers } from './action-handler.js';

/** The browser window itself: its size. */
export const WINDOW_KINDS = {
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
