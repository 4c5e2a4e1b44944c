import type { Page } from 'playwright-core';
import type { Assertion } from '@scout/shared';
import { failed, quote, type ActOutcome } from '../core/outcome.js';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';
import { lookUntilSettled, outcomeOf } from './check-look.js';
import { wholeWordsPattern } from './text-match.js';

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
  const result = await lookUntilSettled(
    page,
    async () => {
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
    },
    timeoutMs,
  );
  return result.ok ? { ok: true, note: `${quote(text)} is crossed out.` } : outcomeOf(result);
}
