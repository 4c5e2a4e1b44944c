import type { Page } from 'playwright-core';
import type { ActOutcome } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import { lookUntilSettled, outcomeOf } from './check-look.js';

/** How far the page is scrolled down, in CSS pixels (the exported code reads the same). */
export const SCROLL_TOP = (): number =>
  Math.max(window.scrollY, document.scrollingElement?.scrollTop ?? 0);

/** "And I should have scrolled down": the page's scroll position is below its top (a scroll still
 *  under way is waited for until the page has settled). A page that cannot be read ends ERROR. */
export async function checkScrolledDown(page: Page, timeoutMs: number): Promise<ActOutcome> {
  let at = 0;
  const result = await lookUntilSettled(
    page,
    async () => {
      at = await answerInTime(page, () => unseen(page, () => page.evaluate(SCROLL_TOP)));
      return at > 0
        ? { ok: true, error: '' }
        : { ok: false, error: 'The page is at its top: it has not scrolled down.' };
    },
    timeoutMs,
  );
  return result.ok
    ? { ok: true, note: `The page is scrolled down ${Math.round(at)} px.` }
    : outcomeOf(result);
}
