import type { Frame, Page } from 'playwright-core';
import { isBadNews, isGoodNews } from '../resolve/page-regions.js';
import { pollUntil, quote } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { couldNotRead, type Check } from './check-look.js';

/** Where a page tells the outcome of what was just done: live regions, alerts, and the message
 *  classes of the common libraries (Bootstrap's alert and toast, Material's snackbar, flash
 *  messages, Shoelace's sl-alert). */
export const MESSAGE_REGIONS =
  '[role=status], [role=alert], [aria-live], .alert, .toast, .snackbar, .notification, .flash, .notice, .message, .callout, sl-alert[open]';

/** The same judgement as isGoodNews (page-regions.ts), written for an exported Playwright file
 *  (success-message.test.ts holds them to it): good words, and no failure or negated good word. */
export const GOOD_WORDS =
  /\b(?:success|successful|successfully|saved|thank|thanks|welcome|added|updated|created|sent|done|complete|completed)\b/i;
export const BAD_WORDS =
  /\b(?:error|errors|failed|fails|failure|unable|unsuccessful|unsuccessfully)\b|(?:\b(?:not|never|no longer|cannot)|n't)\s+(?:\S+\s+){0,2}?(?:success\w*|saved?|saves|add|added|adds|update[ds]?|create[ds]?|sen[dt]s?|done|complete[ds]?)\b/i;

/** The visible texts of a frame's message regions (each at most 300 characters: a region that
 *  holds a whole page is not a message). Rejects when the frame cannot be read. */
async function messageTexts(frame: Frame): Promise<string[]> {
  const texts = await frame.locator(MESSAGE_REGIONS).filter({ visible: true }).allInnerTexts();
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t && t.length <= 300);
}

/**
 * "A success message should be displayed": a message region whose words say something worked,
 * judged with their negation ("could not be saved" is no success). An error shown beside it does
 * not stop the check (it is another check's business), but is named when no success is found.
 * A frame that could not be read and no success found elsewhere: the check could not look (ERROR).
 */
export async function checkSuccessShown(page: Page, timeoutMs: number): Promise<Check> {
  return pollUntil(async (): Promise<Check> => {
    let unreadable: string | undefined;
    const texts: string[] = [];
    for (const frame of page.frames()) {
      try {
        texts.push(...(await answerInTime(page, () => messageTexts(frame))));
      } catch (error) {
        if (!frame.isDetached()) unreadable ??= couldNotRead(error);
      }
    }
    if (texts.some(isGoodNews)) return { ok: true, error: '' };
    if (unreadable) return { ok: false, unreadable: true, error: unreadable };
    const bad = texts.filter(isBadNews);
    return {
      ok: false,
      error:
        bad.length > 0
          ? `Expected a success message, but the page shows ${bad.map((t) => quote(t)).join(', ')}.`
          : 'Expected a success message, but the page shows none (no status, alert or toast saying it worked).',
    };
  }, timeoutMs);
}
