import type { BrowserContext, Page } from 'playwright-core';

/** How long one script Scout runs in a page may take: they read a few elements, in milliseconds,
 *  so only a page that cannot answer at all comes near it, on a busy machine too (it is not
 *  stretched by the load: a page stuck in a loop must still end its run soon). */
export const PAGE_ANSWER_TIMEOUT_MS = 10_000;

/** The first call each run's pages left unanswered, by the run's browser context. */
const stuck = new WeakMap<BrowserContext, string>();

/**
 * Runs `work`, a call into the page with no time limit of its own (evaluate, title, a page
 * script), and rejects if it has no answer within `timeoutMs`. A frame that never gets a document
 * (an iframe of a file:// address) or a renderer in a busy loop never answers Playwright's
 * evaluate, and the run would wait for as long as the server lives. The run is told too
 * (stoppedResponding): a caller that reads a failed look as "no" still ends the run ERROR.
 */
export async function answerInTime<T>(
  page: Page,
  work: () => Promise<T>,
  timeoutMs = PAGE_ANSWER_TIMEOUT_MS,
): Promise<T> {
  // Once a call went unanswered the run ends ERROR (stoppedResponding): the calls after it do not
  // each wait out their own limit on the same silent page.
  const silent = stuck.get(page.context());
  if (silent) throw new Error(silent);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = `The page stopped responding: it did not answer Scout within ${Math.round(timeoutMs / 1000)} s (a script in a busy loop, or a frame that never loads).`;
      if (!stuck.has(page.context())) stuck.set(page.context(), reason);
      reject(new Error(reason));
    }, timeoutMs);
  });
  const answer = work();
  // Its late answer or error, once the run has given up on it, is nobody's.
  answer.catch(() => undefined);
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why the run's pages can no longer be driven (a call into them went unanswered), if they can't. */
export function stoppedResponding(context: BrowserContext): string | undefined {
  return stuck.get(context);
}
