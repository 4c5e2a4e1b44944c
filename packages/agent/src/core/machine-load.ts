import { availableParallelism, loadavg } from 'node:os';

// Playwright's own waits (a click's, a fill's, an accessibility snapshot's) take a time limit in
// wall time, and on a machine whose CPUs are oversubscribed (a CI runner with other jobs beside
// Scout) the browser does the same work several times slower: a click that takes 200 ms alone
// can miss a 10 s limit, and the verdict would depend on the machine's load. Such a limit is
// stretched by how oversubscribed the CPUs are, as the system reports it (the 1-minute load
// average per core), and by no more than MAX_STRETCH: on a machine that is not oversubscribed it
// is the limit as written, and a wait for what never comes still ends in bounded time.

/** The most a time limit is stretched, however loaded the machine. */
export const MAX_STRETCH = 3;

/** How many times slower than alone the machine runs now: 1 up to MAX_STRETCH. */
export function loadStretch(
  load: number = loadavg()[0],
  cores: number = availableParallelism(),
): number {
  // Windows reports no load average (0): no stretch.
  if (!(load > 0) || !(cores > 0)) return 1;
  return Math.min(MAX_STRETCH, Math.max(1, load / cores));
}

/** `ms` as a time limit on this machine now: stretched by its load (loadStretch). */
export function underLoad(ms: number): number {
  return Math.round(ms * loadStretch());
}

/** The limit of one of Playwright's actions on an element (a click, a fill, a key, a calendar's
 *  day) as written: a slow action is a busy machine's, not the page's. */
export const ACTION_TIMEOUT_MS = 10_000;

/** How long one of Playwright's actions may take: ACTION_TIMEOUT_MS on a machine that is not
 *  oversubscribed, more on one that is. */
export function actionTimeoutMs(): number {
  return underLoad(ACTION_TIMEOUT_MS);
}
