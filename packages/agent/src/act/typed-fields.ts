import type { Locator, Page } from 'playwright-core';
import { answerInTime } from '../core/page-answer.js';
import { unseen } from '../core/unseen.js';

/**
 * The text fields this run typed into, by what names them (placeholder, name, aria-label, id,
 * test id), for each page. A check that the page shows a text may read a field's value (a board's
 * or a list's name kept in an <input>), but never the value of a field Scout typed into itself:
 * that would pass on Scout's own words. A field drawn again with the same name counts as typed.
 */
const typed = new WeakMap<Page, Set<string>>();

/** Notes the field as typed into. */
export async function noteTyped(page: Page, field: Locator): Promise<void> {
  // Scout's own read: not in the run's trace (decision 023), and in time on a page that hangs.
  const names = await answerInTime(page, () =>
    unseen(page, () =>
      field.evaluate((el) =>
        ['placeholder', 'name', 'aria-label', 'id', 'data-testid', 'data-test-id', 'data-cy']
          .map((a) => (el.getAttribute(a) ? `${a}=${el.getAttribute(a)}` : ''))
          .filter(Boolean),
      ),
    ),
  ).catch(() => [] as string[]);
  const set = typed.get(page) ?? new Set<string>();
  // A field with no name at all is told by none: every unnamed field counts as typed.
  for (const n of names.length > 0 ? names : ['unnamed']) set.add(n);
  typed.set(page, set);
}

/** What names the fields the run typed into on the page ("placeholder=Add a list…", "unnamed"). */
export function typedFields(page: Page): string[] {
  return [...(typed.get(page) ?? [])];
}
