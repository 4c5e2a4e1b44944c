import type { Locator } from 'playwright-core';
import { answerInTime } from './page-answer.js';
import { unseen } from './unseen.js';

/**
 * Calls a page script (a function written as a string: esbuild's keepNames would wrap the named
 * functions of a TypeScript callback in a __name() helper the page does not have) on the
 * locator's element with `args`. It is compiled for each call and never kept on the page's
 * window: the app under test would see it there, and a function of the same name that the app set
 * first would answer for Scout. A page that never answers (a busy loop) fails it in time.
 */
export function runPageScript<T>(locator: Locator, script: string, args: unknown[]): Promise<T> {
  const page = locator.page();
  return answerInTime(page, () =>
    unseen(
      page,
      () =>
        locator.evaluate(
          (el, [source, rest]) =>
            ((0, eval)(source) as (e: Element, ...a: unknown[]) => unknown)(el, ...rest),
          [script, args] as const,
        ) as Promise<T>,
    ),
  );
}
