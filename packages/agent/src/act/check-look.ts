import type { Page } from 'playwright-core';
import type { Target } from '@scout/shared';
import { failed, pollUntil, shortError, type ActOutcome } from '../core/outcome.js';
import { pageSettled } from '../core/page-settle.js';

/** One look of a check. `unreadable`: the look itself failed (a page script threw, a frame went
 *  away, the page did not answer), so the check can neither pass nor fail: it ends ERROR. */
export type Check = { ok: boolean; error: string; unreadable?: boolean };

/** What a check says when it could not look at the page. */
export function couldNotRead(error: unknown): string {
  return `Could not read the page: ${shortError(error)}`;
}

/** A look that threw: the check could not look, which is Scout's error, never the app's. */
export function unreadableLook(error: unknown): Check {
  return { ok: false, unreadable: true, error: couldNotRead(error) };
}

/** A check's result as the step's outcome: a look that could not be made is Scout's error. */
export function outcomeOf(result: Check, target?: Target): ActOutcome {
  if (result.ok) return { ok: true, ...(target ? { target } : {}) };
  return failed(result.unreadable ? 'infra' : 'assertion', result.error, target);
}

/** Looks until the look holds, the time is up or the page has settled (core/page-settle.ts); a
 *  look that throws is unreadable. Answers the last look. */
export function lookUntilSettled<T extends Check>(
  page: Page,
  look: () => Promise<T>,
  timeoutMs: number,
): Promise<T | Check> {
  return pollUntil(
    () => look().catch(unreadableLook),
    timeoutMs,
    () => pageSettled(page),
  );
}
