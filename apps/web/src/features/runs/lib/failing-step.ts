import type { StepReport, TestRunResult } from '@scout/shared';

/** The step a run stopped at: its first that did not pass (a failed check or an error). */
export function findFailingStep(result: Pick<TestRunResult, 'steps'>): StepReport | undefined {
  return result.steps.find((step) => step.outcome !== 'passed');
}
