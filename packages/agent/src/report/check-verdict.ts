import type { StepReport } from '@scout/shared';
import type { RunEnd } from './build-report.js';

type Check = NonNullable<StepReport['check']>;

function normalized(value: string | number | undefined): string {
  return String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether two steps checked the same thing: the same kind of check, the same expected text or
 *  number compared the same way, on the same element. */
export function isSameCheck(a: Check, b: Check): boolean {
  return (
    a.kind === b.kind &&
    normalized(a.expected) === normalized(b.expected) &&
    (a.match ?? '') === (b.match ?? '') &&
    (a.element ?? '') === (b.element ?? '')
  );
}

export interface VerdictRules {
  /** A PASSED needs at least one check that held (the LLM planner: a model must show, not say). */
  requireCheck?: boolean;
}

/**
 * A planner's verdict stands only when the run's own record agrees.
 * - PASSED is overruled to FAILED when a check failed and the same check never held later (a model
 *   may look again after the page settled; another check holding proves nothing about this one).
 * - With `requireCheck`, PASSED with no check that held is not a pass: the test checked nothing.
 * - FAILED with no failed step but a step that could not be carried out (an ambiguous name) is an
 *   ERROR: nothing shows the application did anything wrong.
 * Models do claim success they never saw; the report must not.
 */
export function checkVerdict(end: RunEnd, steps: StepReport[], rules: VerdictRules = {}): RunEnd {
  const checks = steps.filter(
    (step): step is StepReport & { check: Check } =>
      step.action === 'assert' && step.check !== undefined,
  );
  if (end.status === 'FAILED') {
    const couldNotRun = steps.findLast((step) => step.outcome === 'error');
    if (couldNotRun && !steps.some((step) => step.outcome === 'failed')) {
      return {
        status: 'ERROR',
        reason: `step ${couldNotRun.index} (“${couldNotRun.description}”) could not be carried out, so the planner's verdict of FAILED was changed to ERROR: ${couldNotRun.message ?? 'the step could not be done'}`,
      };
    }
    return end;
  }
  if (end.status !== 'PASSED') return end;
  const unresolved = checks.find(
    (step, i) =>
      step.outcome !== 'passed' &&
      !checks
        .slice(i + 1)
        .some((later) => later.outcome === 'passed' && isSameCheck(later.check, step.check)),
  );
  // A check that could not be made (an ambiguous element) proves nothing either way: ERROR, as the
  // plain-English planner ends such a run.
  if (unresolved?.outcome === 'error') {
    return {
      status: 'ERROR',
      reason: `the check at step ${unresolved.index} (“${unresolved.description}”) could not be made, so the planner's verdict of PASSED was changed to ERROR: ${unresolved.message ?? 'the check could not be made'}`,
    };
  }
  if (unresolved) {
    return {
      status: 'FAILED',
      reason: `the check at step ${unresolved.index} (“${unresolved.description}”) did not hold, so the planner's verdict of PASSED was overruled: ${unresolved.message ?? 'the check failed'}`,
    };
  }
  if (rules.requireCheck && !checks.some((step) => step.outcome === 'passed')) {
    return {
      status: 'ERROR',
      reason: `the test checked nothing: the planner said PASSED (“${end.reason}”) without a single check that held, so nothing shows the application did what the test expects.`,
    };
  }
  return end;
}
