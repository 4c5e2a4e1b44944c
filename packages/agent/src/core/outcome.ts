import type { FormFill, Target } from '@scout/shared';
import { WaitBudget } from './wait-budget.js';

/** How an action ended; a form filled (`fill_form`) carries what it put in each field. Expected
 *  failures carry a reason the run loop and planner act on: 'infra' means the run cannot go on
 *  (ERROR); the others are the app not doing what the test says. */
export type ActOutcome =
  | { ok: true; target?: Target; note?: string; filled?: FormFill[] }
  | { ok: false; reason: FailureReason; error: string; target?: Target };

/** Why an action failed. 'infra', 'ambiguous' and 'no_effect' (Scout acted, and the page does not
 *  show the action's effect: the box is not ticked, the field does not hold the value) mean the
 *  run could not be carried out as written (ERROR); the others that the application did not do
 *  what the test expects (FAILED). */
export type FailureReason =
  'not_found' | 'ambiguous' | 'assertion' | 'action' | 'no_effect' | 'infra';

/** A failure; `target` is the element a check looked at, when it found one. */
export function failed(reason: FailureReason, error: string, target?: Target): ActOutcome {
  return { ok: false, reason, error, ...(target ? { target } : {}) };
}

/** Whether a failure means the run could not be carried out (ERROR) rather than the app failing. */
export function isRunProblem(reason: FailureReason): boolean {
  return reason === 'infra' || reason === 'ambiguous' || reason === 'no_effect';
}

/** Polls `check` until it reports success or the time is up; returns the last report. No fixed
 *  sleep on the happy path: a check that holds at once returns at once. The time counts the
 *  pauses between checks, not the checks' own work on a busy machine (core/wait-budget.ts).
 *  Given `settled` (whether the page it reads has settled, core/page-settle.ts), it also stops
 *  once that is so: a page that does nothing more will not come to hold what it does not. */
export async function pollUntil<T extends { ok: boolean }>(
  check: () => Promise<T>,
  timeoutMs: number,
  settled?: () => Promise<boolean>,
): Promise<T> {
  const budget = new WaitBudget(timeoutMs);
  const intervals = [50, 100, 150, 250, 400, 500];
  for (let attempt = 0; ; attempt++) {
    const result = await budget.look(check);
    if (result.ok) return result;
    if (settled && attempt > 0 && (await budget.look(settled))) return result;
    const wait = intervals[Math.min(attempt, intervals.length - 1)];
    if (wait > budget.left()) return result;
    await budget.pause(wait);
  }
}

export function quote(text: string | number): string {
  return `“${text}”`;
}

/** Playwright's error text, first line, without its call log. */
export function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')[0]
    .replace(/^[\w.]+: /, '')
    .slice(0, 300);
}
