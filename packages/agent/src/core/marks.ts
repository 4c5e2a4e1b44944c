import type { Page } from 'playwright-core';

/** Tabs where a step set one of Scout's marks (data-scout-*) that are not yet cleared. */
const marked = new WeakSet<Page>();

/** Said by whatever sets a data-scout-* attribute in a tab, so the step's end clears it. */
export function noteMarked(page: Page): void {
  marked.add(page);
}

/** Whether the tab may hold marks; asking forgets, as the caller is about to clear them. */
export function takeMarked(page: Page): boolean {
  const was = marked.has(page);
  marked.delete(page);
  return was;
}
