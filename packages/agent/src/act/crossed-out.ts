import type { Page } from 'playwright-core';
import type { Assertion } from '@scout/shared';
import { failed, pollUntil, quote, shortError, type ActOutcome } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { pageSettled } from '../core/page-settle.js';
import { unseen } from '../core/unseen.js';
import { wholeWordsPattern } from './text-match.js';

/** "And I should have scrolled down": the page's scroll position is below its top (a scroll still
 *  under way is waited for until the page has settled). A page that cannot be read ends ERROR. */
export async function checkScrolledDown(page: Page, timeoutMs: number): Promise<ActOutcome> {
  const result = await pollUntil(
    async (): Promise<{ ok: boolean; error: string; unreadable?: boolean; at?: number }> => {
      try {
        const at = await answerInTime(page, () => unseen(page, () => page.evaluate(SCROLL_TOP)));
        return at > 0
          ? { ok: true, error: '', at }
          : { ok: false, error: 'The page is at its top: it has not scrolled down.' };
      } catch (error) {
        return {
          ok: false,
          unreadable: true,
          error: `Could not read the page: ${shortError(error)}`,
        };
      }
    },
    timeoutMs,
    () => pageSettled(page),
  );
  if (result.ok)
    return { ok: true, note: `The page is scrolled down ${Math.round(result.at ?? 0)} px.` };
  return failed(result.unreadable ? 'infra' : 'assertion', result.error);
}

/** How far the page is scrolled down, in CSS pixels (the exported code reads the same). */
export const SCROLL_TOP = (): number =>
  Math.max(window.scrollY, document.scrollingElement?.scrollTop ?? 0);

/** For each element: whether a line runs through its text (its own or an ancestor's computed
 *  text-decoration, or an <s>, <del> or <strike> around it). Run in the page: no named inner
 *  functions. The exported code runs the same test (export/step-code.ts). */
export const CROSSED_OUT_IN_PAGE = (elements: Element[]): boolean[] =>
  elements.map((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (/^(?:S|DEL|STRIKE)$/.test(node.tagName)) return true;
      if (getComputedStyle(node).textDecorationLine.includes('line-through')) return true;
    }
    return false;
  });

/** "'Pay rent' should be crossed out": every visible element that shows the text (whole words)
 *  has a line through it; the text must be shown. A page that cannot be read ends ERROR. */
export async function checkCrossedOut(
  page: Page,
  assertion: Assertion,
  timeoutMs: number,
): Promise<ActOutcome> {
  const text = String(assertion.expected ?? '');
  if (!text) return failed('infra', 'The check names no text to look for.');
  const result = await pollUntil(
    async (): Promise<{ ok: boolean; error: string; unreadable?: boolean }> => {
      try {
        const crossed = await answerInTime(page, () =>
          unseen(page, () =>
            page
              .getByText(wholeWordsPattern(text))
              .filter({ visible: true })
              .evaluateAll(CROSSED_OUT_IN_PAGE),
          ),
        );
        if (crossed.length === 0) return { ok: false, error: `${quote(text)} is not shown.` };
        if (crossed.every(Boolean)) return { ok: true, error: '' };
        return { ok: false, error: `${quote(text)} is shown, but not crossed out.` };
      } catch (error) {
        return {
          ok: false,
          unreadable: true,
          error: `Could not read the page: ${shortError(error)}`,
        };
      }
    },
    timeoutMs,
    () => pageSettled(page),
  );
  if (result.ok) return { ok: true, note: `${quote(text)} is crossed out.` };
  return failed(result.unreadable ? 'infra' : 'assertion', result.error);
}
