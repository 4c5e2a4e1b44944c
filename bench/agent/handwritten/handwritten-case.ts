import type { FrameLocator, Page } from 'playwright-core';

/** Runs one action, then takes the screenshot the agent would take after that step. */
export type Step = (action: () => Promise<unknown>) => Promise<void>;

/** Hand-written Playwright for one fixture case: the same steps, in the same order, as its
 *  plain-English description. The page is already at the case's starting URL. */
export type HandwrittenCase = (page: Page, step: Step) => Promise<void>;

/** Waits (up to the context's default timeout) until the page or a frame shows the text, as a
 *  "check that the page shows" step does. */
export function shows(scope: Page | FrameLocator, text: string): Promise<void> {
  return scope.getByText(text).first().waitFor({ state: 'visible' });
}

/** Waits until no element shows the text. */
export function doesNotShow(scope: Page | FrameLocator, text: string): Promise<void> {
  return scope.getByText(text).first().waitFor({ state: 'hidden' });
}

export function assertThat(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}
