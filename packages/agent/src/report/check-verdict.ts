import type { StepReport } from '@scout/shared';
import type { RunEnd } from './build-report.js';

/**
 * A planner's PASSED stands only when the run's own record agrees: no check failed without the
 * same check holding later (a model may look again after the page settled). Models do claim
 * success they never saw; the report must not.
 */
export function checkVerdict(end: RunEnd, steps: StepReport[]): RunEnd {
  if (end.status !== 'PASSED') return end;
  const unresolved = steps.find(
    (step, i) =>
      step.action === 'assert' &&
      step.outcome !== 'passed' &&
      !steps
        .slice(i + 1)
        .some(
          (later) =>
            later.action === 'assert' &&
            later.outcome === 'passed' &&
            later.target === step.target &&
            later.value === step.value,
        ),
  );
  if (!unresolved) return end;
  return {
    status: 'FAILED',
    reason: `the check at step ${unresolved.index} (“${unresolved.description}”) did not hold, so the planner's verdict of PASSED was overruled: ${unresolved.message ?? 'the check failed'}`,
  };
}
