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
 * fill, press, select, navigate) stay in the trace with their snapshots, and so do the tabs Scout
 * clicks through while it looks for an element (they change the page). What goes in here is
 * Scout's looking: reads, and the row it hovers to reveal a control (a snapshot keeps no hover).
 *
 * This uses the client's `_wrapApiCall(…, { internal: true })`, which Playwright uses for the
 * same purpose; calls made within it, in the same async flow, are internal. So `work` must start
 * no action, directly or from a timer or callback it schedules: that action would be left out
 * too. (Events the page sends, such as a dialog, reach their handlers outside it.) If a Playwright
 * version lacks it, the reads are traced as before: slower, never wrong. `run-test.test.ts`
 * checks that a run's trace really leaves them out; `browser/unseen.test.ts`, what callers get.
 */
export async function unseen<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const wrap = (page as unknown as { _wrapApiCall?: ApiCallWrapper })._wrapApiCall;
  if (typeof wrap !== 'function') return work();
  // What the work threw, as it threw it: Playwright rewrites the message and stack of what comes
  // out of the wrapper (and turns a thrown string into a TypeError while trying).
  let thrown: { error: unknown } | undefined;
  const watched = async () => {
    try {
      return await work();
    } catch (error) {
      thrown = { error };
      throw error;
    }
  };
  try {
    return (await wrap.call(page, watched, { internal: true, title: TITLE })) as T;
  } catch (error) {
    const original = thrown ? thrown.error : error;
    if (original instanceof Error) {
      for (const key of ['message', 'stack'] as const) {
        const text = original[key];
        if (typeof text !== 'string' || !text.startsWith(`${TITLE}: `)) continue;
        try {
          original[key] = text.slice(TITLE.length + 2);
        } catch {
          // A read-only message stays as Playwright left it.
        }
      }
    }
    throw original;
  }
}
