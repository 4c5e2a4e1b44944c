import type { Page } from 'playwright-core';
import { takeMarked } from '../core/marks.js';
import { unseen } from '../core/unseen.js';

/** The attributes Scout sets on the page under test to point Playwright at an element it found
 *  (pins, finds, hovered rows, regions, calendar days, submit buttons). */
const MARKS = [
  'data-scout-pin',
  'data-scout-find',
  'data-scout-hover',
  'data-scout-region',
  'data-scout-submit',
  'data-scout-calendar',
];

/** How long clearing may take: a page paused by a native dialog answers only once it closes. */
const CLEAR_MS = 500;

/**
 * Removes every mark from every frame, open shadow roots included, so that the app under test
 * never sees Scout's attributes after a step (its own scripts and styles, the next screenshot).
 * Whatever sets a mark says so (core/marks `noteMarked`); a step that set none costs nothing.
 */
export async function clearMarks(page: Page): Promise<void> {
  // Nothing to clear unless a step set a mark (a replay by recorded names sets none).
  if (!takeMarked(page)) return;
  const clearing = unseen(page, () =>
    Promise.all(
      page.frames().map((frame) =>
        frame
          .evaluate((names) => {
            const walk: Element[] = document.documentElement ? [document.documentElement] : [];
            while (walk.length > 0) {
              const el = walk.pop()!;
              for (const name of names) if (el.hasAttribute(name)) el.removeAttribute(name);
              if (el.shadowRoot) walk.push(...el.shadowRoot.children);
              walk.push(...el.children);
            }
          }, MARKS)
          .catch(() => undefined),
      ),
    ),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    clearing,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLEAR_MS))),
  ]);
  clearTimeout(timer);
}
