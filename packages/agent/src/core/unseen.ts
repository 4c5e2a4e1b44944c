import type { Page } from 'playwright-core';

/** What Playwright's client offers each page for calls of its own (not in its public types). */
type ApiCallWrapper = <T>(
  work: () => Promise<T>,
  options: { internal: boolean; title: string },
) => Promise<T>;

const TITLE = 'scout';

/**
 * Runs Scout's own look at the page (finding an element, reading a field, checking a tick held,
 * the step's screenshot) as Playwright runs its own inner calls: left out of the run's trace.
 *
 * A trace takes a DOM snapshot before and after every call that reads the page, not only around
 * clicks and typing. Scout reads the page many times per step, so a step cost several snapshots
 * more than the same step written by hand, and a run's trace listed dozens of "Evaluate" lines
 * around the few actions a tester would look for (decision 023). The test's actions (click,
 * fill, press, select, navigate) stay in the trace with their snapshots. What goes in here is
 * Scout's looking: reads, and the tabs it clicks through and the rows it hovers while it looks.
 *
 * This uses the client's `_wrapApiCall(…, { internal: true })`, which Playwright uses for the
 * same purpose; calls made within it, in the same async flow, are internal. If a Playwright
 * version lacks it, the reads are traced as before: slower, never wrong. `run-test.test.ts`
 * checks that a run's trace really leaves them out; `browser/unseen.test.ts`, what callers get.
 */
export async function unseen<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const wrap = (page as unknown as { _wrapApiCall?: ApiCallWrapper })._wrapApiCall;
  if (typeof wrap !== 'function') return work();
  try {
    return (await wrap.call(page, work, { internal: true, title: TITLE })) as T;
  } catch (error) {
    // Playwright names the wrapping call in front of an error's message; the inner call's own
    // message is what Scout reports.
    if (error instanceof Error && error.message.startsWith(`${TITLE}: `))
      error.message = error.message.slice(TITLE.length + 2);
    throw error;
  }
}
